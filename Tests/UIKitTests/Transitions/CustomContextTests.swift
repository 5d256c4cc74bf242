import Expectations
import Testing
import UIKit

/// A transition context written by the learner, as the reference article's custom container does
/// (seeds/002): the protocol is implementable by an app type, UIKit's animators run with it, and
/// `UIPercentDrivenInteractiveTransition` works with it (the issue requires it; the engine's doc
/// says to call the animator's `animateTransition(using:)` yourself right after
/// `startInteractiveTransition(_:)`).
@MainActor
struct CustomContextTests {
    /// The article's ContainerTransitionContext, reduced to what the tests need.
    final class ContainerTransitionContext: NSObject, UIViewControllerContextTransitioning {
        let containerView: UIView
        let isAnimated = true
        var isInteractive = false
        var transitionWasCancelled = false
        let presentationStyle = UIModalPresentationStyle.custom
        let targetTransform = CGAffineTransform.identity
        private let from: UIViewController
        private let to: UIViewController
        private(set) var updates: [CGFloat] = []
        private(set) var finishes = 0
        private(set) var completions: [(Bool, CFTimeInterval)] = []
        var onComplete: ((Bool) -> Void)?

        init(container: UIView, from: UIViewController, to: UIViewController) {
            containerView = container
            self.from = from
            self.to = to
        }

        func updateInteractiveTransition(_ percentComplete: CGFloat) { updates.append(percentComplete) }
        func finishInteractiveTransition() {
            isInteractive = false
            finishes += 1
        }
        func cancelInteractiveTransition() {
            isInteractive = false
            transitionWasCancelled = true
        }
        func pauseInteractiveTransition() {}
        func completeTransition(_ didComplete: Bool) {
            completions.append((didComplete, CACurrentMediaTime()))
            onComplete?(didComplete)
        }
        func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
            key == .from ? from : key == .to ? to : nil
        }
        func view(forKey key: UITransitionContextViewKey) -> UIView? {
            key == .from ? from.view : key == .to ? to.view : nil
        }
        func initialFrame(for vc: UIViewController) -> CGRect { vc === from ? containerView.bounds : .zero }
        func finalFrame(for vc: UIViewController) -> CGRect { vc === to ? containerView.bounds : .zero }
    }

    /// A container showing one child; `switchTo` runs a transition with its own context.
    @MainActor final class Container {
        let engine = UIKitEngine()
        let parent: UIViewController
        let first: UIViewController
        let second: UIViewController

        init() {
            let engine = self.engine
            parent = engine.run { UIViewController() }
            first = engine.run { UIViewController() }
            second = engine.run { UIViewController() }
            let (parent, first) = (self.parent, self.first)
            engine.run {
                parent.addChild(first)
                parent.view.addSubview(first.view)
                first.didMove(toParent: parent)
            }
            engine.show(parent)
        }

        func makeContext() -> ContainerTransitionContext {
            let (parent, first, second) = (self.parent, self.first, self.second)
            return engine.run {
                first.willMove(toParent: nil)
                parent.addChild(second)
                let context = ContainerTransitionContext(container: parent.view, from: first, to: second)
                context.onComplete = { didComplete in
                    if didComplete {
                        first.view.removeFromSuperview()
                        first.removeFromParent()
                        second.didMove(toParent: parent)
                    } else {
                        second.view.removeFromSuperview()
                        second.removeFromParent()
                    }
                }
                return context
            }
        }

        func opacity(_ view: UIView) -> Double { Double(engine.run { view.layer.presentation()?.opacity } ?? -1) }
    }

    @Test func anAnimatorRunsWithTheLearnersContext() throws {
        let c = Container()
        let context = c.makeContext()
        let animator = FadeAnimator(duration: 0.5)
        c.engine.run { animator.animateTransition(using: context) }
        c.engine.advance(by: 0.25)
        expectClose(c.opacity(c.second.view), 0.5, tolerance: 0.02)
        try c.engine.runUntilIdle(timeout: 2)
        expectEqual(context.completions.map(\.0), [true])
        expectEqual(c.engine.run { c.parent.children }, [c.second])
        expectIdentical(c.engine.run { c.second.view.superview }, c.parent.view)
        expectNil(c.engine.run { c.first.view.superview })
    }

    @Test func aPercentDrivenTransitionScrubsWithTheLearnersContext() throws {
        let c = Container()
        let context = c.makeContext()
        let animator = FadeAnimator(duration: 1)
        let interaction = UIPercentDrivenInteractiveTransition()
        c.engine.run {
            context.isInteractive = true
            interaction.startInteractiveTransition(context)
            animator.animateTransition(using: context)
        }
        c.engine.advance(by: c.engine.frameDuration)
        expectEqual(c.engine.run { c.parent.view.layer.speed }, 0, "the container layer is paused")
        c.engine.run { interaction.update(0.5) }
        expectEqual(context.updates, [0.5], "update(_:) reaches the context")
        c.engine.advance(by: c.engine.frameDuration)
        do {
            expectEqual(interaction.duration, 1, "the animator's duration")
            expectClose(c.opacity(c.second.view), 0.5, tolerance: 0.02, "half way")
        }
        let finishedAt = c.engine.currentTime
        c.engine.run { interaction.finish() }
        expectEqual(context.finishes, 1)
        try c.engine.runUntilIdle(timeout: 3)
        expectEqual(context.completions.map(\.0), [true], "the transition completes")
        expectEqual(c.engine.run { c.parent.children }, [c.second])
        let completedAt = try #require(context.completions.first?.1)
        do {
            expectClose(completedAt - finishedAt, 0.5, tolerance: 2.5 * c.engine.frameDuration, "(1 − p) × duration")
        }
        expectEqual(c.engine.run { c.parent.view.layer.speed }, 1)
    }

    @Test func aCancelledPercentDrivenTransitionCompletesWithFalse() throws {
        let c = Container()
        let context = c.makeContext()
        let animator = FadeAnimator(duration: 1)
        let interaction = UIPercentDrivenInteractiveTransition()
        c.engine.run {
            interaction.startInteractiveTransition(context)
            animator.animateTransition(using: context)
        }
        c.engine.advance(by: c.engine.frameDuration)
        c.engine.run { interaction.update(0.3) }
        c.engine.advance(by: 0.1)
        c.engine.run { interaction.cancel() }
        #expect(context.transitionWasCancelled)
        try c.engine.runUntilIdle(timeout: 3)
        expectEqual(context.completions.map(\.0), [false])
        expectEqual(c.engine.run { c.parent.children }, [c.first])
        expectIdentical(c.engine.run { c.first.view.superview }, c.parent.view)
        expectNil(c.engine.run { c.second.view.superview })
        expectEqual(c.engine.run { c.first.view.alpha }, 1)
    }
}
