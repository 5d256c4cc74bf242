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
    private var ended = false

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
    private(set) var isInteractive = false
    // TODO 4.2: true once the switch was cancelled.
    var transitionWasCancelled: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromViewController
        case .to: return toViewController
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return fromViewController.view
        case .to: return toViewController.view
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === fromViewController ? containerView.bounds : .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        vc === toViewController ? containerView.bounds : .zero
    }

    /// Starts the switch, played by `animator`.
    func startTransition(animator: UIViewControllerAnimatedTransitioning) {
        self.animator = animator
        containerViewController.addChild(toViewController)
        animator.animateTransition(using: self)
    }

    func completeTransition(_ didComplete: Bool) {
        guard !ended else { return }
        ended = true
        let leaving = didComplete ? fromViewController : toViewController
        if didComplete { toViewController.didMove(toParent: containerViewController) }
        leaving.willMove(toParent: nil)
        leaving.view.removeFromSuperview()
        leaving.removeFromParent()
        animator?.animationEnded(didComplete)
        animator = nil
        onEnd(didComplete)
    }

    func startInteractiveTransition(animator: UIViewControllerAnimatedTransitioning,
                                    interaction: UIViewControllerInteractiveTransitioning) {
        isInteractive = true
        interaction.startInteractiveTransition(self)
        startTransition(animator: animator)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard isInteractive, let animator else { return }
        let layer = containerView.layer
        if layer.speed != 0 {
            // First move of the finger: stop the clock.
            layer.speed = 0
        }
        let progress = min(max(percentComplete, 0), 1)
        layer.timeOffset = CFTimeInterval(progress) * animator.transitionDuration(using: self)
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
    //   `timeOffset = 0` and `speed = 1`.

    /// Only a finger pauses a switch here; one that plays by itself plays through.
    func pauseInteractiveTransition() {}
}
