import UIKit

/// Fades the detail screen in when it is presented and out when it is dismissed.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// How long one fade takes, in either direction.
    static let fadeDuration: TimeInterval = 0.5

    /// True when presenting the detail screen, false when dismissing it.
    let isPresenting: Bool

    init(presenting: Bool) {
        isPresenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.fadeDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let finish = { (_: Bool) in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }

        if isPresenting {
            guard let toView = transitionContext.view(forKey: .to) else { return }
            container.addSubview(toView)
            toView.alpha = 0
            UIView.animate(withDuration: Self.fadeDuration, animations: { toView.alpha = 1 }, completion: finish)
        } else {
            guard let fromView = transitionContext.view(forKey: .from),
                  let toView = transitionContext.view(forKey: .to) else { return }
            container.insertSubview(toView, belowSubview: fromView)
            UIView.animate(withDuration: Self.fadeDuration, animations: { fromView.alpha = 0 }, completion: { finished in
                fromView.alpha = 1
                finish(finished)
            })
        }
    }
}
