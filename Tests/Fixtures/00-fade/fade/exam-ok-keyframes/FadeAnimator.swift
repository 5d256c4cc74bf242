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

        // The view whose alpha changes: the detail screen, arriving or leaving.
        let fading: UIView
        let targetAlpha: CGFloat
        if isPresenting {
            guard let toView = transitionContext.view(forKey: .to) else { return }
            containerView.addSubview(toView)
            toView.alpha = 0
            fading = toView
            targetAlpha = 1
        } else {
            guard let fromView = transitionContext.view(forKey: .from),
                  let toView = transitionContext.view(forKey: .to) else { return }
            containerView.insertSubview(toView, belowSubview: fromView)
            fading = fromView
            targetAlpha = 0
        }

        let presenting = isPresenting
        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                fading.alpha = targetAlpha
            }
        }, completion: { _ in
            if !presenting {
                fading.alpha = 1
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
