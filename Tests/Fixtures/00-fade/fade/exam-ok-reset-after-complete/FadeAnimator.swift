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
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)

        if isPresenting {
            guard let detail = transitionContext.view(forKey: .to) else { return }
            container.addSubview(detail)
            detail.alpha = 0
            UIView.animate(withDuration: duration) {
                detail.alpha = 1
            } completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        } else {
            guard let detail = transitionContext.view(forKey: .from),
                  let gallery = transitionContext.view(forKey: .to) else { return }
            container.insertSubview(gallery, belowSubview: detail)
            UIView.animate(withDuration: duration) {
                detail.alpha = 0
            } completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                // Off screen now; make it visible for the next time it is shown.
                detail.alpha = 1
            }
        }
    }
}
