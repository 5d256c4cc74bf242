import UIKit

final class PopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration = 1.0
    var presenting = true
    var originFrame = CGRect.zero
    var dismissCompletion: (() -> Void)?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    /// The same spring for every part of the pop.
    private func spring(_ changes: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.4,
                       initialSpringVelocity: 0, options: [], animations: changes, completion: completion)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to),
              let herbView = presenting ? toView : transitionContext.view(forKey: .from),
              let details = transitionContext.viewController(forKey: presenting ? .to : .from) as? HerbDetailsViewController
        else {
            transitionContext.completeTransition(false)
            return
        }
        let initialFrame = presenting ? originFrame : herbView.frame
        let finalFrame = presenting ? herbView.frame : originFrame
        let sx = originFrame.width / herbView.frame.width
        let sy = originFrame.height / herbView.frame.height
        let scaleDown = CGAffineTransform(scaleX: sx, y: sy)
        let smallRadius = 20 / sx
        let opening = presenting

        if opening {
            herbView.transform = scaleDown
            herbView.center = CGPoint(x: initialFrame.midX, y: initialFrame.midY)
            herbView.clipsToBounds = true
            details.textPanel.alpha = 0
        }
        herbView.layer.cornerRadius = opening ? smallRadius : 0

        containerView.addSubview(toView)
        containerView.bringSubviewToFront(herbView)

        // The looks: text and corners.
        spring {
            details.textPanel.alpha = opening ? 1 : 0
            herbView.layer.cornerRadius = opening ? 0 : smallRadius
        }
        // The flight.
        spring({
            herbView.transform = opening ? .identity : scaleDown
            herbView.center = CGPoint(x: finalFrame.midX, y: finalFrame.midY)
        }, completion: { _ in
            if !opening { self.dismissCompletion?() }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
