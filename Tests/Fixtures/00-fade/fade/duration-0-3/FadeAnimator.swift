import UIKit

/// Fades the detail screen in when it is presented and out when it is dismissed.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    private let fadeDuration: TimeInterval = 0.3

    init(presenting: Bool) {
        isPresenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return fadeDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let time = transitionDuration(using: transitionContext)

        if isPresenting {
            guard let detail = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            container.addSubview(detail)
            detail.alpha = 0
            UIView.animate(withDuration: time, animations: {
                detail.alpha = 1
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let detail = transitionContext.view(forKey: .from),
                  let gallery = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            container.insertSubview(gallery, belowSubview: detail)
            UIView.animate(withDuration: time, animations: {
                detail.alpha = 0
            }, completion: { _ in
                detail.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}
