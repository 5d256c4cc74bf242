import UIKit

/// Presents a herb's details by growing them out of the tapped thumbnail on a spring, and
/// dismisses them by shrinking them back into it. One animator serves both directions.
final class PopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The spring's length, in seconds.
    let duration = 1.0
    /// True while presenting the details, false while dismissing them.
    var presenting = true
    /// The tapped thumbnail's frame, in window coordinates.
    var originFrame = CGRect.zero
    /// Called at the end of a dismissal, so the list can show its thumbnail again.
    var dismissCompletion: (() -> Void)?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        // TODO 1.1: Return `duration`.
        return 0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // TODO 1.2: Collect what you need (guard let; on failure
        //   `transitionContext.completeTransition(false)`):
        //   - the stage, `transitionContext.containerView`, and `transitionContext.view(forKey: .to)`;
        //   - `herbView`, the view that flies both ways: the to-view when presenting, else
        //     `transitionContext.view(forKey: .from)`;
        //   - `details`, the details controller:
        //     `transitionContext.viewController(forKey: presenting ? .to : .from)` cast to
        //     `HerbDetailsViewController` (exercise 3 needs it);
        //   - `initialFrame` and `finalFrame`: `originFrame` and `herbView.frame`, in the order
        //     of the direction;
        //   - the scale from the big frame to the small one, as a
        //     `CGAffineTransform(scaleX: small.width / big.width, y: small.height / big.height)`.

        // TODO 1.3: When presenting, make the herb view as small as the thumbnail and put it
        //   right on it: set its `transform` to the scale, its `center` to the middle of
        //   `initialFrame`, and `clipsToBounds = true`.

        // TODO 3.1: Exercise 3 — hide the details' text (`details.textPanel.alpha = 0`) when presenting.
        // TODO 3.2: Exercise 3 — give the herb view the thumbnail's corners when presenting
        //   (`layer.cornerRadius = 20 / scale`, the scale of the width), none when dismissing.

        // TODO 1.4: Add the to-view to the container and bring the herb view to the front. Then
        //   animate with `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`:
        //   `duration`, no delay, damping 0.4, velocity 0. In the animations, set the herb
        //   view's `transform` to `.identity` when presenting (to the scale when dismissing)
        //   and its `center` to the middle of `finalFrame`. In the completion, call
        //   `transitionContext.completeTransition(!transitionContext.transitionWasCancelled)`.

        // TODO 2.2: Exercise 2 — in that completion, before completing, call
        //   `self.dismissCompletion?()` when dismissing.

        // TODO 3.3: Exercise 3 — in the same animations, fade the text panel in (out when
        //   dismissing) and take the corner radius to 0 (to `20 / scale` when dismissing).
    }
}
