import Expectations
import Testing
import UIKit

/// Transitions run by a `UIViewPropertyAnimator` (FIDELITY §4.8): `interruptibleAnimator(using:)`
/// vends it; a non-interactive transition runs it from `animateTransition(using:)`; a
/// `UIPercentDrivenInteractiveTransition` pauses it, sets its `fractionComplete` on `update`,
/// continues it on `finish()` and reverses it on `cancel()`; `pause()` pauses a running one.
@MainActor
struct InterruptibleTransitionTests {
    /// Cross-fades the "to" view in and the "from" view out with a linear property animator of
    /// `duration`, vended once per transition; its completion completes the transition.
    @MainActor final class PropertyFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let duration: TimeInterval
        private(set) var animator: UIViewPropertyAnimator?
        private(set) var vended = 0
        /// How many times UIKit called `animateTransition(using:)`.
        private(set) var animateTransitionCalls = 0
        private(set) var positions: [UIViewAnimatingPosition] = []

        init(duration: TimeInterval) {
            self.duration = duration
            super.init()
        }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            animateTransitionCalls += 1
            interruptibleAnimator(using: transitionContext).startAnimation()
        }

        func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
            if let animator { return animator }
            vended += 1
            let fromView = transitionContext.view(forKey: .from)
            let toView = transitionContext.view(forKey: .to)
            if let toView, let toVC = transitionContext.viewController(forKey: .to) {
                transitionContext.containerView.addSubview(toView)
                toView.frame = transitionContext.finalFrame(for: toVC)
                toView.alpha = 0
            }
            let animator = UIViewPropertyAnimator(duration: duration, curve: .linear) {
                toView?.alpha = 1
                fromView?.alpha = 0
            }
            animator.addCompletion { [weak self] position in
                fromView?.alpha = 1
                toView?.alpha = 1
                self?.positions.append(position)
                self?.animator = nil
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            self.animator = animator
            return animator
        }
    }

    /// B presented full screen over A with the property animator, then its dismissal ready to
    /// be driven by `interaction`.
    @MainActor final class Scene {
        let engine = UIKitEngine()
        let a: UIViewController
        let b: UIViewController
        let animator = PropertyFadeAnimator(duration: 1)
        let interaction = UIPercentDrivenInteractiveTransition()
        let vendor: TransitionVendor
        let window: UIWindow

        init() throws {
            let engine = self.engine
            a = engine.run { UIViewController() }
            b = engine.run { UIViewController() }
            vendor = TransitionVendor(present: animator, dismiss: animator)
            window = engine.show(a)
            let (a, b, vendor) = (self.a, self.b, self.vendor)
            engine.run {
                b.modalPresentationStyle = .fullScreen
                b.transitioningDelegate = vendor
                a.present(b, animated: true)
            }
            try engine.runUntilIdle(timeout: 3)
            vendor.dismissInteraction = interaction
        }

        /// Starts the interactive dismissal and lets one frame pass; returns the time then.
        @discardableResult
        func startDismissal() -> CFTimeInterval {
            engine.run { b.dismiss(animated: true) }
            engine.advance(by: engine.frameDuration)
            return engine.currentTime
        }

        func opacity(_ view: UIView) -> Double {
            Double(engine.run { view.layer.presentation()?.opacity } ?? -1)
        }

        var completedAt: CFTimeInterval? {
            engine.traceTime(of: engine.latestTransition) { $0.hasPrefix("completeTransition") }
        }
    }

    @Test func aNonInteractiveTransitionRunsTheAnimatorFromAnimateTransition() throws {
        // The presentation: B fades in linearly over 1 s and the completion completes it.
        let engine = UIKitEngine()
        let a = engine.run { UIViewController() }
        let b = engine.run { UIViewController() }
        let animator = PropertyFadeAnimator(duration: 1)
        let vendor = TransitionVendor(present: animator, dismiss: animator)
        engine.show(a)
        engine.run {
            b.modalPresentationStyle = .fullScreen
            b.transitioningDelegate = vendor
            a.present(b, animated: true)
        }
        let start = engine.currentTime
        engine.advance(by: 0.5)
        expectClose(Double(engine.run { b.view.layer.presentation()?.opacity } ?? -1), 0.5, tolerance: 0.02, "B half faded in")
        try engine.runUntilIdle(timeout: 3)
        expectEqual(animator.positions, [.end])
        expectEqual(animator.vended, 1)
        expectIdentical(engine.run { a.presentedViewController }, b)
        let completed = try #require(engine.traceTime(of: engine.latestTransition) { $0.hasPrefix("completeTransition") })
        expectClose(completed - start, 1, tolerance: 0.02)
    }

    @Test func theInteractionPausesTheVendedAnimatorAndUpdateScrubsIt() throws {
        let scene = try Scene()
        scene.startDismissal()
        let animator = try #require(scene.animator.animator)
        expectEqual(scene.animator.vended, 2, "one animator per transition: the presentation's, then the dismissal's")
        expectEqual(scene.engine.run { animator.state }, .active)
        expectEqual(scene.engine.run { animator.isRunning }, false)
        scene.engine.advance(by: 0.5)
        expectClose(scene.opacity(scene.b.view), 1, tolerance: 1e-9, "nothing moves until update(_:)")
        scene.engine.run { scene.interaction.update(0.3) }
        expectClose(Double(scene.engine.run { animator.fractionComplete }), 0.3, tolerance: 1e-9)
        scene.engine.advance(by: 0.05)
        expectClose(scene.opacity(scene.b.view), 0.7, tolerance: 1e-6, "B faded 30 %")
        expectClose(scene.opacity(scene.a.view), 0.3, tolerance: 1e-6, "A faded in 30 %")
        scene.engine.run { scene.interaction.cancel() }
        try scene.engine.runUntilIdle(timeout: 3)
    }

    @Test func finishContinuesTheAnimatorForTheRestOfItsDuration() throws {
        // Finished at 30 %: the remaining 0.7 s at the animator's own (linear) pace; B at 35 %
        // halfway, the transition completed 0.7 s after finish(), the completion told .end.
        let scene = try Scene()
        scene.startDismissal()
        scene.engine.run { scene.interaction.update(0.3) }
        scene.engine.advance(by: 0.05)
        let finishedAt = scene.engine.currentTime
        scene.engine.run { scene.interaction.finish() }
        scene.engine.advance(by: 0.35)
        expectClose(scene.opacity(scene.b.view), 0.35, tolerance: 1e-6, "B halfway through the rest")
        try scene.engine.runUntilIdle(timeout: 3)
        expectEqual(scene.animator.positions, [.end, .end])
        expectClose(try #require(scene.completedAt) - finishedAt, 0.7, tolerance: 1e-6)
        expectNil(scene.engine.run { scene.a.presentedViewController })
    }

    @Test func cancelReversesTheAnimatorBackToTheStart() throws {
        // Cancelled at 40 %: back in 0.4 s (B at 80 % halfway); the completion hears .start and
        // completes with false; B stays presented.
        let scene = try Scene()
        scene.startDismissal()
        scene.engine.run { scene.interaction.update(0.4) }
        scene.engine.advance(by: 0.05)
        let cancelledAt = scene.engine.currentTime
        scene.engine.run { scene.interaction.cancel() }
        scene.engine.advance(by: 0.2)
        expectClose(scene.opacity(scene.b.view), 0.8, tolerance: 1e-6, "B on its way back")
        try scene.engine.runUntilIdle(timeout: 3)
        expectEqual(scene.animator.positions, [.end, .start])
        expectClose(try #require(scene.completedAt) - cancelledAt, 0.4, tolerance: 1e-6)
        expectIdentical(scene.engine.run { scene.a.presentedViewController }, scene.b)
        expectClose(scene.opacity(scene.b.view), 1, tolerance: 1e-9, "B shown again")
    }

    @Test func aFasterCompletionSpeedShortensTheRest() throws {
        // Finished at ½ with completionSpeed 2: the remaining 0.5 s take 0.25 s.
        let scene = try Scene()
        scene.startDismissal()
        scene.interaction.completionSpeed = 2
        scene.engine.run { scene.interaction.update(0.5) }
        scene.engine.advance(by: 0.05)
        let finishedAt = scene.engine.currentTime
        scene.engine.run { scene.interaction.finish() }
        try scene.engine.runUntilIdle(timeout: 3)
        expectClose(try #require(scene.completedAt) - finishedAt, 0.25, tolerance: 1e-6)
    }

    @Test func aTimingCurveReplacesTheAnimatorsOwnForTheRest() throws {
        // timingCurve ease-in, finished at ½: the rest (B 0.5 → 0) along ease-in in 0.5 s; at
        // 0.25 s into it B is at 0.5 − 0.5 · 0.315357 = 0.342322. The coordinator says the
        // transition is interruptible.
        let scene = try Scene()
        scene.interaction.timingCurve = scene.engine.run { UICubicTimingParameters(animationCurve: .easeIn) }
        scene.startDismissal()
        expectEqual(scene.engine.run { scene.b.transitionCoordinator?.isInterruptible }, true)
        scene.engine.run { scene.interaction.update(0.5) }
        scene.engine.advance(by: 0.05)
        scene.engine.run { scene.interaction.finish() }
        scene.engine.advance(by: 0.25)
        expectClose(scene.opacity(scene.b.view), 0.342322, tolerance: 1e-3, "B along ease-in")
        try scene.engine.runUntilIdle(timeout: 3)
    }

    @Test func withoutAnInteractiveStartItRunsUntilPausedThenIsDriven() throws {
        // wantsInteractiveStart = false: the animator runs at once (30 % after 0.3 s); pause()
        // holds it (the context's pauseInteractiveTransition); update(0.6) scrubs it; finish()
        // plays the remaining 0.4 s.
        let scene = try Scene()
        scene.interaction.wantsInteractiveStart = false
        let start = scene.startDismissal()
        let animator = try #require(scene.animator.animator)
        #expect(scene.engine.run { animator.isRunning })
        let context = try #require(scene.engine.run { scene.b.transitionCoordinator })
        expectEqual(scene.engine.run { context.isInteractive }, false)
        scene.engine.advance(to: start + 0.3)
        scene.engine.run { scene.interaction.pause() }
        expectEqual(scene.engine.run { animator.isRunning }, false)
        #expect(scene.engine.run { context.isInteractive })
        #expect(scene.engine.latestTraceLines.contains { $0.hasPrefix("pauseInteractiveTransition") })
        let pausedOpacity = scene.opacity(scene.b.view)
        scene.engine.advance(by: 0.2)
        expectClose(scene.opacity(scene.b.view), pausedOpacity, tolerance: 1e-9, "held while paused")
        scene.engine.run { scene.interaction.update(0.6) }
        scene.engine.advance(by: 0.05)
        expectClose(scene.opacity(scene.b.view), 0.4, tolerance: 1e-6)
        let finishedAt = scene.engine.currentTime
        scene.engine.run { scene.interaction.finish() }
        try scene.engine.runUntilIdle(timeout: 3)
        expectClose(try #require(scene.completedAt) - finishedAt, 0.4, tolerance: 1e-6)
        expectNil(scene.engine.run { scene.a.presentedViewController })
    }

    @Test func anAnimatorWithoutAnInterruptibleAnimatorSaysSoWhenAsked() throws {
        // The default of the optional method: UIKit recognises it; using it is reported.
        let engine = UIKitEngine()
        let fade = FadeAnimator(duration: 1)
        let a = engine.run { UIViewController() }
        let b = engine.run { UIViewController() }
        let vendor = TransitionVendor(present: fade, dismiss: fade)
        engine.show(a)
        engine.run {
            b.modalPresentationStyle = .fullScreen
            b.transitioningDelegate = vendor
            a.present(b, animated: true)
        }
        let context = try #require(fade.contexts.last)
        engine.run { fade.interruptibleAnimator(using: context).startAnimation() }
        #expect(engine.diagnostics.contains { $0.kind == .misuse && $0.message.contains("interruptibleAnimator(using:)") })
        try engine.runUntilIdle(timeout: 3)
        expectIdentical(engine.run { a.presentedViewController }, b)
    }

    @Test func anInterruptibleAnimatorIsDrivenWithoutAnimateTransition() throws {
        // The presentation (not interactive) called animateTransition once; the interactive
        // dismissal only asks for the interruptible animator (iOS 18's
        // `_startInterruptibleTransition:`), and still runs and completes.
        let scene = try Scene()
        expectEqual(scene.animator.animateTransitionCalls, 1)
        scene.startDismissal()
        expectEqual(scene.animator.animateTransitionCalls, 1, "not called for the percent-driven dismissal")
        expectEqual(scene.animator.vended, 2)
        let events = scene.engine.latestTraceLines
        #expect(events.contains("interruptibleAnimator(using:) → UIViewPropertyAnimator"), "\(events)")
        scene.engine.run { scene.interaction.update(0.5) }
        scene.engine.run { scene.interaction.finish() }
        try scene.engine.runUntilIdle(timeout: 3)
        expectNil(scene.engine.run { scene.a.presentedViewController })
    }

    @Test func pauseMakesPercentCompleteTheAnimatorsFraction() throws {
        // Started running (wantsInteractiveStart false), paused 0.4 s in: the animator is
        // paused, percentComplete reads its fractionComplete, and update moves on from there.
        let scene = try Scene()
        scene.interaction.wantsInteractiveStart = false
        let start = scene.startDismissal() - scene.engine.frameDuration
        let animator = try #require(scene.animator.animator)
        expectEqual(scene.engine.run { animator.isRunning }, true)
        scene.engine.advance(by: 0.4 - scene.engine.frameDuration)
        scene.engine.run { scene.interaction.pause() }
        let elapsed = scene.engine.currentTime - start
        expectEqual(scene.engine.run { animator.isRunning }, false)
        expectClose(Double(scene.engine.run { scene.interaction.percentComplete }), elapsed, tolerance: 0.02)
        expectClose(Double(scene.engine.run { scene.interaction.percentComplete }), Double(scene.engine.run { animator.fractionComplete }), tolerance: 1e-9)
        scene.engine.advance(by: 0.2)
        expectClose(scene.opacity(scene.b.view), 1 - elapsed, tolerance: 0.02, "held where it was paused")
        scene.engine.run { scene.interaction.update(0.2) }
        scene.engine.advance(by: 0.05)
        expectClose(scene.opacity(scene.b.view), 0.8, tolerance: 1e-6, "scrubbed back to 20 %")
        scene.engine.run { scene.interaction.cancel() }
        try scene.engine.runUntilIdle(timeout: 3)
        expectIdentical(scene.engine.run { scene.a.presentedViewController }, scene.b)
    }

    @Test func interactionChangeHandlersHearEveryReleaseAndEndHandlersOnlyTheFirst() throws {
        // Running by itself, caught (pause), let go (finish), caught again, let go (cancel): the
        // transition went from interactive to not interactive twice. notifyWhenInteractionChanges
        // hears both; the old notifyWhenInteractionEnds, the first.
        let scene = try Scene()
        scene.interaction.wantsInteractiveStart = false
        scene.startDismissal()
        let coordinator = try #require(scene.engine.run { scene.b.transitionCoordinator })
        var changes: [Bool] = [], ends = 0
        scene.engine.run {
            coordinator.notifyWhenInteractionChanges { changes.append($0.isCancelled) }
            coordinator.notifyWhenInteractionEnds { _ in ends += 1 }
        }
        scene.engine.advance(by: 0.2)
        scene.engine.run { scene.interaction.pause() }
        #expect(changes.isEmpty, "pausing makes it interactive: not an end")
        scene.engine.run { scene.interaction.finish() }
        scene.engine.advance(by: 0.1)
        scene.engine.run { scene.interaction.pause() }
        scene.engine.run { scene.interaction.cancel() }
        try scene.engine.runUntilIdle(timeout: 3)
        expectEqual(changes, [false, true])
        expectEqual(ends, 1)
    }

    @Test func updateLeavesARunningAnimatorAlone() throws {
        // Running by itself, an animator ignores update(_:) (its fractionComplete cannot be set
        // while it runs); the misuse is reported and the transition runs on to its end.
        let scene = try Scene()
        scene.interaction.wantsInteractiveStart = false
        scene.startDismissal()
        let animator = try #require(scene.animator.animator)
        scene.engine.advance(by: 0.2)
        let before = Double(scene.engine.run { animator.fractionComplete })
        scene.engine.run { scene.interaction.update(0.9) }
        expectClose(Double(scene.engine.run { animator.fractionComplete }), before, tolerance: 1e-9)
        #expect(scene.engine.diagnostics.contains { $0.kind == .misuse && $0.message.contains("fractionComplete was set on a running animator") })
        expectEqual(scene.engine.run { animator.isRunning }, true)
        try scene.engine.runUntilIdle(timeout: 3)
        expectNil(scene.engine.run { scene.a.presentedViewController })
    }
}

/// An animator of one's own without the optional `continueAnimation`, as some apps write one
/// (a group of property animators): `cancel()` and `finish()` start it, reversed as set.
@MainActor
struct InteractiveTransitionTests {
    final class Group: NSObject, UIViewImplicitlyAnimating {
        let inner: UIViewPropertyAnimator
        init(_ inner: UIViewPropertyAnimator) { self.inner = inner }
        var state: UIViewAnimatingState { inner.state }
        var isRunning: Bool { inner.isRunning }
        var isReversed: Bool { get { inner.isReversed } set { inner.isReversed = newValue } }
        var fractionComplete: CGFloat { get { inner.fractionComplete } set { inner.fractionComplete = newValue } }
        func startAnimation() { inner.startAnimation() }
        func startAnimation(afterDelay delay: TimeInterval) { inner.startAnimation(afterDelay: delay) }
        func pauseAnimation() { inner.pauseAnimation() }
        func stopAnimation(_ withoutFinishing: Bool) { inner.stopAnimation(withoutFinishing) }
        func finishAnimation(at finalPosition: UIViewAnimatingPosition) { inner.finishAnimation(at: finalPosition) }
        func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { inner.addCompletion(completion) }
    }

    final class GroupFade: NSObject, UIViewControllerAnimatedTransitioning {
        private var group: Group?
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            interruptibleAnimator(using: transitionContext).startAnimation()
        }
        func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
            if let group { return group }
            let from = transitionContext.view(forKey: .from)
            if let to = transitionContext.view(forKey: .to) { transitionContext.containerView.insertSubview(to, at: 0) }
            let group = Group(UIViewPropertyAnimator(duration: 1, curve: .linear) { from?.alpha = 0 })
            group.addCompletion { [weak self] _ in
                from?.alpha = 1
                self?.group = nil
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            self.group = group
            return group
        }
    }

    @Test func anAnimatorWithoutContinueAnimationIsStarted() throws {
        let engine = UIKitEngine()
        let a = engine.run { UIViewController() }
        let b = engine.run { UIViewController() }
        let fade = GroupFade()
        let vendor = TransitionVendor(present: nil, dismiss: fade)
        let interaction = UIPercentDrivenInteractiveTransition()
        engine.show(a)
        engine.run {
            b.modalPresentationStyle = .fullScreen
            b.transitioningDelegate = vendor
            a.present(b, animated: false)
        }
        try engine.runUntilIdle(timeout: 3)
        vendor.dismissInteraction = interaction
        for (ending, stillPresented) in [("cancel", true), ("finish", false)] {
            engine.run { b.dismiss(animated: true) }
            engine.advance(by: engine.frameDuration)
            engine.run { interaction.update(0.4) }
            engine.advance(by: 0.1)
            engine.run { ending == "cancel" ? interaction.cancel() : interaction.finish() }
            try engine.runUntilIdle(timeout: 3)
            expectEqual(engine.run { a.presentedViewController === b }, stillPresented, "after \(ending)()")
        }
    }
}
