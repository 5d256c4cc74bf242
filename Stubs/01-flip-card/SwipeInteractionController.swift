import UIKit

/// Lets a swipe from the left edge of the pet screen drive its dismissal: the flip follows the
/// finger, and letting go past halfway finishes it, before halfway undoes it.
final class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
    /// True while a swipe drives the dismissal; the transitioning delegate vends this object
    /// only then.
    var interactionInProgress = false

    private var shouldCompleteTransition = false
    private weak var viewController: UIViewController!

    /// Attaches the swipe to `viewController`'s view; the swipe will dismiss that controller.
    func wire(to viewController: UIViewController) {
        // TODO 3.1: Remember `viewController`. Make a
        //   `UIScreenEdgePanGestureRecognizer(target: self, action: SwipeInteractionController.handleGesture)`,
        //   set its `edges` to `.left`, and add it to `viewController.view`.
    }

    func handleGesture(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
        // TODO 3.2: Work out the progress: the horizontal `translation(in:)` of the gesture (in
        //   `gestureRecognizer.view?.superview`) divided by 200, clamped to 0...1.

        // TODO 3.3: Switch on `gestureRecognizer.state`:
        //   .began     -> `interactionInProgress = true`, then dismiss `viewController` (animated);
        //   .changed   -> `shouldCompleteTransition = progress > 0.5`, then `update(progress)`;
        //   .cancelled -> `interactionInProgress = false`, then `cancel()`;
        //   .ended     -> `interactionInProgress = false`, then `finish()` if the transition should
        //                 complete, otherwise `cancel()`;
        //   default    -> nothing.
    }
}
