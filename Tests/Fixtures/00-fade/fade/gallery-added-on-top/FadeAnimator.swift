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
        let stage = transitionContext.containerView
        let seconds = transitionDuration(using: transitionContext)

        guard isPresenting else {
            guard let detail = transitionContext.view(forKey: .from),
                  let gallery = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            stage.addSubview(gallery)
            UIView.animate(withDuration: seconds, animations: {
                detail.alpha = 0
            }, completion: { _ in
                detail.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
            return
        }

        guard let detail = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        stage.addSubview(detail)
        detail.alpha = 0
        UIView.animate(withDuration: seconds, animations: {
            detail.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
