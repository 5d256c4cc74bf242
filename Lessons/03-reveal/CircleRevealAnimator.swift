import UIKit

/// Opens the trail map in a circle that grows out of the round button until it covers the
/// screen, and closes it by shrinking the circle back into the button.
final class CircleRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    /// The length of both transitions, in seconds.
    let animationDuration = 0.6
    /// Push (the map opens) or pop (it closes).
    let operation: UINavigationController.Operation
    /// The transition in progress, for `animationDidStop(_:finished:)`. Weak: UIKit owns it.
    weak var storedContext: UIViewControllerContextTransitioning?

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        animationDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // TODO 5.2: The map is the to-controller of a push and the from-controller of a pop (cast
        //   it to `TrailMapViewController`); the list's view is on the other side. On failure
        //   `transitionContext.completeTransition(false)`. Keep the context in `storedContext`. Push: give the map's
        //   view its `finalFrame(for:)` and add it to the container. Pop: insert the list's view
        //   below the map's. Remove the placeholder lines.

        // TODO 5.3: Make the two circles as `CGPath`s: the small one is the map's round button,
        //   `UIBezierPath(ovalIn: map.closeButton.frame).cgPath`; the big one has the same centre
        //   and reaches the corner of `map.view.bounds` farthest from it (`hypot` of the distances;
        //   `frame.insetBy(dx: -reach, dy: -reach)`).

        // TODO 5.4: Make a `CAShapeLayer` the map view's `layer.mask`, with the circle it ends on
        //   as its `path` (big for a push, small for a pop). Animate `"path"` to it from the other
        //   circle with a `CABasicAnimation`: `animationDuration`, ease in and out, `delegate = self`.

        // Placeholder: the new screen at once.
        if let toView = transitionContext.view(forKey: .to) {
            transitionContext.containerView.addSubview(toView)
        }
        transitionContext.completeTransition(true)
    }

    // TODO 5.5: Add `animationDidStop(_:finished:)`: only with a stored context
    //   (`guard let context = storedContext else { return }`, then set it to nil), take the mask
    //   off the map's view, and call `context.completeTransition(!context.transitionWasCancelled)`.
}
