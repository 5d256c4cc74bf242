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
        let container = transitionContext.containerView
        guard let to = transitionContext.view(forKey: .to),
              let herb = presenting ? to : transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let start = presenting ? originFrame : herb.frame
        let end = presenting ? herb.frame : originFrame
        let thumbRect = presenting ? start : end
        let pageRect = presenting ? end : start
        let scaleDown = CGAffineTransform(scaleX: thumbRect.width / pageRect.width,
                                          y: thumbRect.height / pageRect.height)

        if presenting {
            herb.transform = scaleDown
            herb.center = CGPoint(x: start.midX, y: start.midY)
            // (forgot clipsToBounds)
        }

        container.addSubview(to)
        container.bringSubviewToFront(herb)
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [], animations: {
            herb.transform = self.presenting ? .identity : scaleDown
            herb.center = CGPoint(x: end.midX, y: end.midY)
        }, completion: { _ in
            if !self.presenting { self.dismissCompletion?() }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
