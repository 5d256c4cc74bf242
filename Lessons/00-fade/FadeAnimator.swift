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
        // TODO 1: The fade lasts half a second. Return 0.5.
        return 0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if isPresenting {
            // TODO 2: Get the stage, `transitionContext.containerView`, and the detail screen's
            //   view, `transitionContext.view(forKey: .to)` (guard let). Add the view to the
            //   container and make it invisible: `alpha = 0`.

            // TODO 3: Fade it in: `UIView.animate(withDuration:animations:completion:)` with the
            //   duration from `transitionDuration(using:)`, setting `alpha = 1` in the animations.
            //   In the completion, call
            //   `transitionContext.completeTransition(!transitionContext.transitionWasCancelled)`.
        } else {
            // TODO 4: Get the container, the detail screen's view (`.from`) and the gallery's
            //   view (`.to`). Put the gallery back on the stage *below* the detail screen:
            //   `containerView.insertSubview(toView, belowSubview: fromView)`.

            // TODO 5: Fade the detail screen out (`alpha = 0`). In the completion, set its alpha
            //   back to 1 — it is no longer on screen, but it might be shown again — then call
            //   `transitionContext.completeTransition(!transitionContext.transitionWasCancelled)`.
        }
    }
}
