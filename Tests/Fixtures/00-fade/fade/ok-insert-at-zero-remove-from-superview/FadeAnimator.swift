import UIKit

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
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        if isPresenting {
            if let toView = transitionContext.view(forKey: .to) {
                container.addSubview(toView)
                toView.alpha = 0
                UIView.animate(withDuration: duration) {
                    toView.alpha = 1
                } completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            } else {
                transitionContext.completeTransition(false)
            }
        } else {
            if let fromView = transitionContext.view(forKey: .from),
               let toView = transitionContext.view(forKey: .to) {
                container.insertSubview(toView, at: 0)
                UIView.animate(withDuration: duration) {
                    fromView.alpha = 0
                } completion: { _ in
                    let cancelled = transitionContext.transitionWasCancelled
                    if !cancelled {
                        fromView.removeFromSuperview()
                    }
                    fromView.alpha = 1
                    transitionContext.completeTransition(!cancelled)
                }
            } else {
                transitionContext.completeTransition(false)
            }
        }
    }
}
