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
    private var cancelled = false

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
    var transitionWasCancelled: Bool { cancelled }
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
        containerView.layer.speed = 0
        containerView.layer.timeOffset = 0
        interaction.startInteractiveTransition(self)
        startTransition(animator: animator)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard isInteractive, let animator else { return }
        let progress = min(max(percentComplete, 0), 1)
        containerView.layer.timeOffset = CFTimeInterval(progress) * animator.transitionDuration(using: self)
    }

    func finishInteractiveTransition() {
        guard isInteractive else { return }
        isInteractive = false
        let layer = containerView.layer
        let heldAt = layer.timeOffset
        layer.speed = 1.0
        layer.timeOffset = 0.0
        layer.beginTime = 0.0
        let now = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.beginTime = now - heldAt
    }

    func cancelInteractiveTransition() {
        guard isInteractive else { return }
        isInteractive = false
        cancelled = true
        // Wind the stopped clock back a frame's time (1/60 s) at a time.
        let frame: TimeInterval = 1.0 / 60.0
        Timer.scheduledTimer(withTimeInterval: frame, repeats: true) { [weak self] timer in
            self?.windBack(by: frame, timer: timer)
        }
    }

    private func windBack(by step: TimeInterval, timer: Timer) {
        let layer = containerView.layer
        if layer.timeOffset - step > 0 {
            layer.timeOffset -= step
        } else {
            timer.invalidate()
            layer.timeOffset = 0
            layer.speed = 1
        }
    }

    /// Only a finger pauses a switch here; one that plays by itself plays through.
    func pauseInteractiveTransition() {}
}
