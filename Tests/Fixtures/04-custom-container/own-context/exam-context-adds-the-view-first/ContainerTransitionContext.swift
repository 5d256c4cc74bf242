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
    // TODO 3.5: true while a finger drives the switch (a stored property).
    var isInteractive: Bool { false }
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
        toViewController.view.frame = containerView.bounds
        containerView.addSubview(toViewController.view)
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

    // TODO 3.5: Add `func startInteractiveTransition(animator:interaction:)`.

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        // TODO 3.6: While interactive, move the stopped clock to the finger's moment.
    }

    func finishInteractiveTransition() {
        // TODO 4.1: No longer interactive. Start the clock again from where the finger left it.
    }

    func cancelInteractiveTransition() {
        // TODO 4.2: No longer interactive, and cancelled. Wind the clock back.
    }

    // TODO 4.3: Add `private func rewind(_ link: CADisplayLink)`.

    /// Only a finger pauses a switch here; one that plays by itself plays through.
    func pauseInteractiveTransition() {}
}
