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
        let stage = transitionContext.containerView
        let length = transitionDuration(using: transitionContext)

        if isPresenting {
            if let detail = transitionContext.view(forKey: .to) {
                stage.addSubview(detail)
                detail.alpha = 0
                UIView.animate(withDuration: length, animations: {
                    detail.alpha = 1
                }, completion: { _ in
                    let done = !transitionContext.transitionWasCancelled
                    transitionContext.completeTransition(done)
                })
            }
        } else {
            if let detail = transitionContext.view(forKey: .from),
               let gallery = transitionContext.view(forKey: .to) {
                stage.insertSubview(gallery, belowSubview: detail)
                UIView.animate(withDuration: length, animations: {
                    detail.alpha = 0
                }, completion: { _ in
                    detail.alpha = 1
                    let done = !transitionContext.transitionWasCancelled
                    transitionContext.completeTransition(done)
                })
            }
        }
    }
}
