import UIKit

/// The transition context of a switch between two children of a container controller: what
/// UIKit makes for its own containers, made here by hand. The animator asks it where things are;
/// it finishes the containment when the animator says the animation is over.
final class ContainerTransitionContext: NSObject, UIViewControllerContextTransitioning {
    private let containerViewController: UIViewController
    let containerView: UIView
    private let fromViewController: UIViewController
    private let toViewController: UIViewController
    /// Called once, at the very end, with whether the switch happened.
    private let onEnd: (Bool) -> Void
    private var animator: UIViewControllerAnimatedTransitioning?
    private var cancelled = false
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

    // 2.5: what the animator asks.
    var isAnimated: Bool { true }
    private(set) var isInteractive = false
    var transitionWasCancelled: Bool { cancelled }
    var presentationStyle: UIModalPresentationStyle { .none }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: fromViewController
        case .to: toViewController
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: fromViewController.view
        case .to: toViewController.view
        default: nil
        }
    }

    /// Both pages fill the container: the old one from the start, the new one at the end.
    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === fromViewController ? containerView.bounds : .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        vc === toViewController ? containerView.bounds : .zero
    }

    func startTransition(animator: UIViewControllerAnimatedTransitioning) {
        // 2.6: start: adopt the new child, then let the animator put its view in and animate.
        self.animator = animator
        containerViewController.addChild(toViewController)
        animator.animateTransition(using: self)
    }

    func completeTransition(_ didComplete: Bool) {
        // 2.7: the animator is done: finish the containment one way or the other, then tell the
        // animator and the container.
        guard !ended else { return }
        ended = true
        if didComplete {
            toViewController.didMove(toParent: containerViewController)
            fromViewController.willMove(toParent: nil)
            fromViewController.view.removeFromSuperview()
            fromViewController.removeFromParent()
        } else {
            toViewController.willMove(toParent: nil)
            toViewController.view.removeFromSuperview()
            toViewController.removeFromParent()
        }
        animator?.animationEnded(didComplete)
        animator = nil
        onEnd(didComplete)
    }

    func startInteractiveTransition(animator: UIViewControllerAnimatedTransitioning, interaction: UIViewControllerInteractiveTransitioning) {
        // 3.5: an interactive start: stop the container's clock first, so that the animations the
        // animator adds begin, and stay, at the clock's 0.
        isInteractive = true
        containerView.layer.speed = 0
        containerView.layer.timeOffset = 0
        interaction.startInteractiveTransition(self)
        startTransition(animator: animator)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        // 3.6: the finger's progress is a moment of the animation.
        guard isInteractive, let animator else { return }
        let progress = min(max(percentComplete, 0), 1)
        containerView.layer.timeOffset = Double(progress) * animator.transitionDuration(using: self)
    }

    func finishInteractiveTransition() {
        // 4.1: let go past halfway: start the clock again where the finger left it.
        guard isInteractive else { return }
        isInteractive = false
        let layer = containerView.layer
        let pausedTime = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
    }

    func cancelInteractiveTransition() {
        // 4.2: let go before: wind the clock back, a frame at a time.
        guard isInteractive else { return }
        isInteractive = false
        cancelled = true
        let link = CADisplayLink(target: self, selector: ContainerTransitionContext.rewind)
        link.add(to: .main, forMode: .default)
    }

    private func rewind(_ link: CADisplayLink) {
        // 4.3: a frame of time back per frame; back at the start, the clock runs again as normal:
        // the animations are over at once, and the animator's completion ends the transition
        // (cancelled).
        let layer = containerView.layer
        let offset = layer.timeOffset - link.duration
        if offset > 0 {
            layer.timeOffset = offset
            return
        }
        link.invalidate()
        layer.timeOffset = 0
        layer.speed = 1
    }

    /// Only a finger pauses a switch here; one that plays by itself plays through.
    func pauseInteractiveTransition() {}
}
