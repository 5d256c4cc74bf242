import UIKit

/// Lets a finger pull the star chart in. UIKit starts the presentation first; only then does
/// this object put its own pan on the container view, which now covers the screen.
final class PeekInteraction: UIPercentDrivenInteractiveTransition {
    private var pan: UIPanGestureRecognizer?
    private weak var containerView: UIView?

    // TODO 2.6: Once UIKit starts the peek, put a pan of your own on the container.
    //   Override `startInteractiveTransition(_:)`: call super first (it starts the animator),
    //   then make a `UIPanGestureRecognizer(target: self, action: PeekInteraction.didPan)` and
    //   add it to `transitionContext.containerView`; keep both in the properties above.

    // TODO 2.7: Write `didPan(_:)`: follow the finger, finish or cancel, remove the pan.
    //   The progress is how far the finger went up, over the container's height. `.changed`:
    //   `update(progress)`. `.ended`: `finish()` past half way, `cancel()` before; `.cancelled`:
    //   `cancel()`. When it ends either way, remove the pan from the container.
}
