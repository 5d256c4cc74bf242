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
        let containerView = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        guard let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let fromView = transitionContext.view(forKey: .from)

        CATransaction.begin()
        if isPresenting {
            containerView.addSubview(toView)
            toView.alpha = 0
            CATransaction.setCompletionBlock {
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            UIView.animate(withDuration: duration) {
                toView.alpha = 1
            }
        } else if let fromView = fromView {
            containerView.insertSubview(toView, belowSubview: fromView)
            CATransaction.setCompletionBlock {
                fromView.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            UIView.animate(withDuration: duration) {
                fromView.alpha = 0
            }
        }
        CATransaction.commit()
    }
}
