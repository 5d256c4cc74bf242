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
        let time = transitionDuration(using: transitionContext)

        if isPresenting, let toView = transitionContext.view(forKey: .to) {
            toView.alpha = 0.0
            containerView.addSubview(toView)
            UIView.animate(withDuration: time, animations: {
                toView.alpha = 1.0
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else if !isPresenting,
                  let fromView = transitionContext.view(forKey: .from),
                  let toView = transitionContext.view(forKey: .to) {
            containerView.addSubview(toView)
            containerView.sendSubviewToBack(toView)
            UIView.animate(withDuration: time, animations: {
                fromView.alpha = 0.0
            }, completion: { _ in
                fromView.alpha = 1.0
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}
