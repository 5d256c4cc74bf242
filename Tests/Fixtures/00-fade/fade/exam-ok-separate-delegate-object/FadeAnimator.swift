import UIKit

/// Fades the detail screen in when it is presented and out when it is dismissed.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// True when presenting the detail screen, false when dismissing it.
    let isPresenting: Bool

    init(presenting: Bool) {
        isPresenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)

        if isPresenting {
            guard let toView else { return }
            containerView.addSubview(toView)
            toView.alpha = 0
        } else {
            guard let fromView, let toView else { return }
            containerView.insertSubview(toView, belowSubview: fromView)
        }

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            if self.isPresenting {
                toView?.alpha = 1
            } else {
                fromView?.alpha = 0
            }
        }, completion: { _ in
            if !self.isPresenting {
                fromView?.alpha = 1
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
