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
    /// Set by the first `completeTransition(_:)`; later calls are ignored.
    private var finished = false

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
    // TODO 3.5: true while a finger drives the switch.
    var isInteractive: Bool { false }
    // TODO 4.2: true once the switch was cancelled.
    var transitionWasCancelled: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var targetTransform: CGAffineTransform { .identity }

    /// Where both pages sit when they are at rest: all of the container.
    private var restingFrame: CGRect { containerView.bounds }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        if key == .from {
            return fromViewController
        } else if key == .to {
            return toViewController
        }
        return nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        if key == .from {
            return fromViewController.view
        } else if key == .to {
            return toViewController.view
        }
        return nil
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        vc == fromViewController ? restingFrame : CGRect.zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        vc == toViewController ? restingFrame : CGRect.zero
    }

    /// Starts the switch, played by `animator`.
    func startTransition(animator: UIViewControllerAnimatedTransitioning) {
        self.animator = animator
        containerViewController.addChild(toViewController)
        animator.animateTransition(using: self)
    }

    func completeTransition(_ didComplete: Bool) {
        if finished { return }
        finished = true

        let parent = containerViewController
        let stays = didComplete ? toViewController : fromViewController
        let goes = didComplete ? fromViewController : toViewController
        if didComplete {
            stays.didMove(toParent: parent)
        }
        goes.willMove(toParent: nil)
        goes.view.removeFromSuperview()
        goes.removeFromParent()

        let endedAnimator = animator
        animator = nil
        endedAnimator?.animationEnded(didComplete)
        onEnd(didComplete)
    }

    // TODO 3.5: Add `func startInteractiveTransition(animator:interaction:)`.

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        // TODO 3.6
    }

    func finishInteractiveTransition() {
        // TODO 4.1
    }

    func cancelInteractiveTransition() {
        // TODO 4.2
    }

    // TODO 4.3: Add `private func rewind(_ link: CADisplayLink)`.

    /// Only a finger pauses a switch here; one that plays by itself plays through.
    func pauseInteractiveTransition() {}
}
