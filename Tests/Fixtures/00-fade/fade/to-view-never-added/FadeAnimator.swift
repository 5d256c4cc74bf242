import UIKit

/// Fades the detail screen in when it is presented and out when it is dismissed.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(presenting: Bool) {
        isPresenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let duration = transitionDuration(using: transitionContext)

        if isPresenting {
            if let detail = transitionContext.view(forKey: .to) {
                detail.alpha = 0
                UIView.animate(withDuration: duration, animations: {
                    detail.alpha = 1
                }, completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
            } else {
                transitionContext.completeTransition(false)
            }
        } else {
            if let detail = transitionContext.view(forKey: .from),
               let gallery = transitionContext.view(forKey: .to) {
                transitionContext.containerView.insertSubview(gallery, belowSubview: detail)
                UIView.animate(withDuration: duration, animations: {
                    detail.alpha = 0
                }, completion: { _ in
                    detail.alpha = 1
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
            } else {
                transitionContext.completeTransition(false)
            }
        }
    }
}
