import UIKit

final class PopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration = 1.0
    var presenting = true
    var originFrame = CGRect.zero
    var dismissCompletion: (() -> Void)?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to),
              let herbView = presenting ? toView : transitionContext.view(forKey: .from),
              let herbDetails = transitionContext.viewController(forKey: presenting ? .to : .from) as? HerbDetailsViewController else {
            transitionContext.completeTransition(false)
            return
        }
        let initialFrame = presenting ? originFrame : herbView.frame
        let finalFrame = presenting ? herbView.frame : originFrame
        let pageFrame = presenting ? finalFrame : initialFrame
        let xScale = originFrame.width / pageFrame.width
        let yScale = originFrame.height / pageFrame.height
        let scale = CGAffineTransform(scaleX: xScale, y: yScale)

        if presenting {
            herbView.transform = scale
            herbView.center = CGPoint(x: initialFrame.midX, y: initialFrame.midY)
            herbView.clipsToBounds = true
        }

        // Exercise 3: no text on the small picture, thumbnail corners.
        if presenting { herbDetails.textPanel.alpha = 0 }
        herbView.layer.cornerRadius = presenting ? 20 / xScale : 0

        containerView.addSubview(toView)
        containerView.bringSubviewToFront(herbView)
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [], animations: {
            herbView.transform = self.presenting ? .identity : scale
            herbView.center = CGPoint(x: finalFrame.midX, y: finalFrame.midY)
            herbView.layer.cornerRadius = self.presenting ? 0 : 20 / xScale
        }, completion: { _ in
            herbDetails.textPanel.alpha = self.presenting ? 1 : 0
            if !self.presenting { self.dismissCompletion?() }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
