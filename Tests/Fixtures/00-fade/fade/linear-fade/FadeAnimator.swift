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
        let containerView = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        let finish: (Bool) -> Void = { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }

        if isPresenting {
            guard let toView = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            containerView.addSubview(toView)
            toView.alpha = 0
            // linear so the fade is even all the way through
            UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: {
                toView.alpha = 1
            }, completion: finish)
        } else {
            guard let fromView = transitionContext.view(forKey: .from),
                  let toView = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            containerView.insertSubview(toView, belowSubview: fromView)
            UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: {
                fromView.alpha = 0
            }, completion: { finished in
                fromView.alpha = 1
                finish(finished)
            })
        }
    }
}
