import UIKit

/// The transition context of a switch between two children of a container controller: what
/// UIKit makes for its own containers, made here by hand.
final class ContainerTransitionContext: NSObject, UIViewControllerContextTransitioning {
    private let containerViewController: UIViewController
    let containerView: UIView
    private let fromViewController: UIViewController
    private let toViewController: UIViewController
    /// Called once, at the very end, with whether the switch happened.
    private let onEnd: (Bool) -> Void
    /// The animator of the switch, kept from the start to the end.
    private var animator: UIViewControllerAnimatedTransitioning?

    init(containerViewController: UIViewController, containerView: UIView,
         from fromViewController: UIViewController, to toViewController: UIViewController,
         onEnd: @escaping (Bool) -> Void) {
        self.containerViewController = containerViewController
        self.containerView = containerView
        self.fromViewController = fromViewController
        self.toViewController = toViewController
        self.onEnd = onEnd
        super.init()
    }

    var isAnimated: Bool { true }
    // TODO 3.5: true while a finger drives the switch (a stored property, set when it starts
    //   interactively and cleared when the finger lets go).
    var isInteractive: Bool { false }
    // TODO 4.2: true once the switch was cancelled.
    var transitionWasCancelled: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        // TODO 2.5: `.from`: the page leaving; `.to`: the page arriving; anything else nil.
        nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        // TODO 2.5: their views, the same way.
        nil
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        // TODO 2.5: the page leaving starts filling the container (`containerView.bounds`);
        //   `.zero` for any other.
        .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        // TODO 2.5: the page arriving ends filling the container; `.zero` for any other.
        .zero
    }

    /// Starts the switch, played by `animator`.
    func startTransition(animator: UIViewControllerAnimatedTransitioning) {
        // TODO 2.6: Keep the animator, adopt the page arriving
        //   (`containerViewController.addChild(toViewController)`), and let the animator run:
        //   `animator.animateTransition(using: self)`. It adds the new page's view itself.
    }

    func completeTransition(_ didComplete: Bool) {
        // TODO 2.7: Only the first call counts. Completed: tell the page arriving it has arrived
        //   (`didMove(toParent:)`), and let go of the page leaving (`willMove(toParent: nil)`,
        //   its view out of its superview, `removeFromParent()`). Not completed: let go of the
        //   page arriving the same way. Then `animator?.animationEnded(didComplete)` and
        //   `onEnd(didComplete)`.
    }

    // TODO 3.5: Add `func startInteractiveTransition(animator:interaction:)`: set
    //   `isInteractive`, stop the container's clock (`containerView.layer.speed = 0`,
    //   `timeOffset = 0`) *before* the animator adds its animations, hand yourself to
    //   `interaction.startInteractiveTransition(self)`, then `startTransition(animator:)`.

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        // TODO 3.6: While interactive, move the stopped clock to the finger's moment:
        //   `containerView.layer.timeOffset = progress × animator's transitionDuration(using: self)`,
        //   with the progress kept within 0…1.
    }

    func finishInteractiveTransition() {
        // TODO 4.1: No longer interactive. Start the clock again from where the finger left it:
        //   with `let layer = containerView.layer`, keep `let pausedTime = layer.timeOffset`, then
        //   `speed = 1`, `timeOffset = 0`, `beginTime = 0`, and
        //   `layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime`.
    }

    func cancelInteractiveTransition() {
        // TODO 4.2: No longer interactive, and cancelled. Wind the clock back with a
        //   `CADisplayLink(target: self, selector: ContainerTransitionContext.rewind)` added to
        //   `.main` for `.default`.
    }

    // TODO 4.3: Add `private func rewind(_ link: CADisplayLink)`: take `link.duration` off the
    //   layer's `timeOffset` each frame; when it would reach 0, `invalidate()` the link, set
    //   `timeOffset = 0` and `speed = 1`: the animations are over at once, and the animator's
    //   completion calls `completeTransition(false)`.

    /// Only a finger pauses a switch here; one that plays by itself plays through.
    func pauseInteractiveTransition() {}
}
