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
        let duration = transitionDuration(using: transitionContext)

        if isPresenting {
            // 2–3: the detail screen joins the stage, invisible, and fades in.
            guard let toView = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            containerView.addSubview(toView)
            toView.alpha = 0
            // wait until the detail screen shows
            while toView.alpha < 1 {
                toView.setNeedsLayout()
            }
            UIView.animate(withDuration: duration, animations: {
                toView.alpha = 1
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            // 4–5: the gallery goes back under the detail screen, which fades out.
            guard let fromView = transitionContext.view(forKey: .from),
                  let toView = transitionContext.view(forKey: .to)
            else {
                transitionContext.completeTransition(false)
                return
            }
            containerView.insertSubview(toView, belowSubview: fromView)
            UIView.animate(withDuration: duration, animations: {
                fromView.alpha = 0
            }, completion: { _ in
                fromView.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}
