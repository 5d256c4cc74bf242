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
        let containerView = transitionContext.containerView
        let seconds = transitionDuration(using: transitionContext)

        if isPresenting {
            guard let toView = transitionContext.view(forKey: .to) else { return }
            containerView.addSubview(toView)
            toView.alpha = 0
            fade(toView, to: 1, over: seconds) {
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        } else {
            guard let fromView = transitionContext.view(forKey: .from),
                  let toView = transitionContext.view(forKey: .to) else { return }
            containerView.insertSubview(toView, belowSubview: fromView)
            fade(fromView, to: 0, over: seconds) {
                fromView.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    /// Animates `view`'s alpha to `alpha`, then runs `then`.
    private func fade(_ view: UIView, to alpha: CGFloat, over duration: TimeInterval, then: @escaping () -> Void) {
        UIView.animate(withDuration: duration, animations: {
            view.alpha = alpha
        }, completion: { _ in
            then()
        })
    }
}
