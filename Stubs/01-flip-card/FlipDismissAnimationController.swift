import UIKit

/// Dismisses the pet screen: it shrinks back to the card's size, turns away, and the card
/// screen turns back in.
final class FlipDismissAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    /// The frame of the card, in the container's coordinates: where the pet screen ends.
    var destinationFrame = CGRect.zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        // TODO 2.1: The way back takes 0.6 seconds too.
        return 0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // TODO 2.2: Get the container and the two controllers from the context (guard let), and
        //   take a snapshot of the *from*-view this time (the pet screen is already on screen, so
        //   `afterScreenUpdates: false` will do). Give it corner radius 25 and masksToBounds.

        // TODO 2.3: Set the stage:
        //   - add `toVC.view` (the card screen) and then the snapshot to the container;
        //   - hide the from-view, so that only its snapshot moves;
        //   - perspective on the container, as in TODO 1.3;
        //   - turn the card screen edge-on: `AnimationHelper.yRotation(-.pi / 2)`.

        // TODO 2.4: Keyframes again (0.6 s, `.calculationModeCubic`), a third each:
        //   1. the snapshot's frame shrinks to `destinationFrame`;
        //   2. the snapshot's layer turns to `AnimationHelper.yRotation(.pi / 2)`;
        //   3. the to-view's layer turns back to `AnimationHelper.yRotation(0)`.

        // TODO 2.5: In the completion block: show the from-view again, remove the snapshot, and call
        //   `transitionContext.completeTransition(!transitionContext.transitionWasCancelled)`.
    }
}
