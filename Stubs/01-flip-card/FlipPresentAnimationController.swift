import UIKit

/// Presents the pet screen by turning the card screen away, turning a card-sized picture of the
/// pet screen in, and growing that picture to fill the screen.
final class FlipPresentAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    /// The frame of the tapped card, in the container's coordinates: where the pet screen starts.
    var originFrame = CGRect.zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        // TODO 1.1: The flip takes 0.6 seconds. Return that.
        return 0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // TODO 1.2: Collect what you need from the context:
        //   - the stage, `transitionContext.containerView`;
        //   - the controllers, `transitionContext.viewController(forKey: .from)` and `(forKey: .to)`
        //     (guard let);
        //   - where the pet screen must end, `transitionContext.finalFrame(for: toVC)`;
        //   - a picture of the pet screen, `toVC.view.snapshotView(afterScreenUpdates: true)`,
        //     placed at `originFrame`, with `layer.cornerRadius = 25` and `layer.masksToBounds = true`.

        // TODO 1.3: Set the stage:
        //   - add `toVC.view` to the container and hide it (`isHidden = true`);
        //   - add the snapshot to the container, in front;
        //   - give the container perspective: `AnimationHelper.perspectiveTransform(for:)`;
        //   - turn the snapshot edge-on: `snapshot.layer.transform = AnimationHelper.yRotation(.pi / 2)`.

        // TODO 1.4: Animate with `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`,
        //   the duration from `transitionDuration(using:)`, options `.calculationModeCubic`, and three
        //   keyframes of a third each (`UIView.addKeyframe(withRelativeStartTime:relativeDuration:)`):
        //   1. the from-view's layer turns to `AnimationHelper.yRotation(-.pi / 2)`;
        //   2. the snapshot's layer turns back to `AnimationHelper.yRotation(0)`;
        //   3. the snapshot's frame grows to the final frame.

        // TODO 1.5: In the completion block: show the to-view, set the from-view's layer transform
        //   back to `CATransform3DIdentity`, remove the snapshot from its superview, and call
        //   `transitionContext.completeTransition(!transitionContext.transitionWasCancelled)`.
    }
}
