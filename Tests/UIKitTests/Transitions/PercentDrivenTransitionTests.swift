import Expectations
import Testing
import UIKit

/// `UIPercentDrivenInteractiveTransition` (UIKIT-SEMANTICS §7, FIDELITY §4.4): it runs the
/// animator and holds the UIView animations it makes; `update(p)` scrubs them to `p × duration`; `finish()` plays the rest in
/// `(1 − p) × duration / completionSpeed`; `cancel()` plays back to 0 in
/// `p × duration / completionSpeed`, and `transitionWasCancelled` is true from the moment
/// `cancel()` is called.
@MainActor
struct PercentDrivenTransitionTests {
    /// A full-screen presentation of B over A with a 1 s linear cross-fade, then an interactive
    /// dismissal ready to start.
    @MainActor final class Dismissal {
        let engine: UIKitEngine
        let log: CallLog
        let a: LoggingViewController
        let b: LoggingViewController
        let animator = FadeAnimator(duration: 1)
        let interaction: UIPercentDrivenInteractiveTransition
        let vendor: TransitionVendor
        let window: UIWindow
        /// `transitionWasCancelled` as the animator's completion saw it.
        var cancelledInCompletion: Bool?

        init(_ interaction: UIPercentDrivenInteractiveTransition = UIPercentDrivenInteractiveTransition()) throws {
            self.interaction = interaction
            let engine = UIKitEngine(), log = CallLog()
            self.engine = engine
            self.log = log
            a = engine.run { LoggingViewController("A", log: log) }
            b = engine.run { LoggingViewController("B", log: log) }
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
            animator.onFinish = { [unowned self] context, _ in cancelledInCompletion = context.transitionWasCancelled }
            log.removeAll()
        }

        /// Starts the dismissal, as a gesture's `.began` does, and lets the frame end (the
        /// gesture's `.changed` events come in later turns).
        func start() {
            engine.run { b.dismiss(animated: true) }
            engine.advance(by: engine.frameDuration)
        }

        var context: UIViewControllerContextTransitioning? { animator.contexts.last }

        /// The presentation opacity of a view now.
        func opacity(_ view: UIView) -> Double {
            Double(engine.run { view.layer.presentation()?.opacity } ?? -1)
        }

        /// When `completeTransition(_:)` was called in the latest transition.
        var completedAt: CFTimeInterval? {
            engine.traceTime(of: engine.latestTransition) { $0.hasPrefix("completeTransition") }
        }
    }

    @Test func startRunsTheAnimatorAndHoldsItsViewAnimations() throws {
        let scene = try Dismissal()
        scene.start()
        let context = try #require(scene.context, "UIPercentDrivenInteractiveTransition called animateTransition(using:)")
        #expect(context.isInteractive)
        expectEqual(context.containerView.layer.speed, 1, "the container's layer is left alone")
        expectEqual(scene.interaction.duration, 1, "duration is the animator's transitionDuration")
        expectEqual(scene.interaction.percentComplete, 0)
        #expect(scene.engine.latestTraceLines.contains("startInteractiveTransition"))
        scene.engine.advance(by: 0.5)
        expectClose(scene.opacity(scene.b.view), 1, tolerance: 1e-6, "nothing moves until update(_:)")
    }

    @Test func updateScrubsTheAnimationToThePercentage() throws {
        let scene = try Dismissal()
        scene.start()
        scene.engine.run { scene.interaction.update(0.3) }
        scene.engine.advance(by: 0.05)
        expectClose(scene.opacity(scene.b.view), 0.7, tolerance: 1e-6, "from view faded 30 %")
        expectClose(scene.opacity(scene.a.view), 0.3, tolerance: 1e-6, "to view faded in 30 %")
        scene.engine.run { scene.interaction.update(0.6) }
        scene.engine.advance(by: 0.05)
        expectClose(scene.opacity(scene.b.view), 0.4, tolerance: 1e-6)
        scene.engine.run { scene.interaction.update(0.2) }
        scene.engine.advance(by: 0.05)
        expectClose(scene.opacity(scene.b.view), 0.8, tolerance: 1e-6, "scrubbing backwards works too")
        #expect(scene.engine.latestTraceLines.contains("updateInteractiveTransition(0.3)"))
    }

    @Test func updateInTheSameTurnAsTheStartShowsTheProgress() throws {
        // The animator's animations are added, then update(0.3) comes before their commit: they
        // are held on the interaction's time, counted from their commit, so they show 30 %.
        let scene = try Dismissal()
        scene.engine.run { scene.b.dismiss(animated: true) }
        scene.engine.run { scene.interaction.update(0.3) }
        scene.engine.advance(by: 0.05)
        expectClose(scene.opacity(scene.b.view), 0.7, tolerance: 1e-6, "from view faded 30 %")
        scene.engine.run { scene.interaction.cancel() }
        try scene.engine.runUntilIdle(timeout: 3)
    }

    @Test func updateClampsToZeroOne() throws {
        let scene = try Dismissal()
        scene.start()
        scene.engine.run { scene.interaction.update(1.7) }
        expectEqual(scene.interaction.percentComplete, 1)
        scene.engine.run { scene.interaction.update(-0.5) }
        expectEqual(scene.interaction.percentComplete, 0)
        #expect(scene.engine.latestTraceLines.contains("updateInteractiveTransition(1.0)"))
        #expect(scene.engine.latestTraceLines.contains("updateInteractiveTransition(0.0)"))
        scene.engine.run { scene.interaction.cancel() }
        try scene.engine.runUntilIdle(timeout: 2)
    }

    @Test func cancelAtThirtyPercentRestoresTheFromView() throws {
        let scene = try Dismissal()
        scene.start()
        scene.engine.run { scene.interaction.update(0.3) }
        scene.engine.advance(by: 0.2)
        let cancelledAt = scene.engine.currentTime
        scene.engine.run { scene.interaction.cancel() }
        do {
            // Scoped: a context kept past its transition traps the engine (ContextLifetimeTests).
            let context = try #require(scene.context)
            #expect(context.transitionWasCancelled, "true as soon as cancel() is called")
            #expect(!context.isInteractive)
        }
        try scene.engine.runUntilIdle(timeout: 3)
        expectEqual(scene.cancelledInCompletion, true, "the animator's completion saw transitionWasCancelled")
        let completed = try #require(scene.completedAt)
        expectClose(completed - cancelledAt, 0.3, tolerance: 2.5 * scene.engine.frameDuration, "plays back p × duration")
        let engine = scene.engine
        expectIdentical(engine.run { scene.a.presentedViewController }, scene.b, "still presented")
        expectIdentical(engine.run { scene.b.view.window }, scene.window, "the from view is back on screen")
        expectClose(engine.run { scene.b.view.frame }, scene.window.bounds)
        expectEqual(engine.run { scene.b.view.alpha }, 1)
        expectClose(scene.opacity(scene.b.view), 1, tolerance: 1e-6)
        expectNil(engine.run { scene.a.view.window }, "the presenting view, added by the animator, is taken out again")
        expectEqual(scene.animator.endedFlags.last, false)
        let lines = engine.latestTraceLines
        #expect(isSubsequence(["updateInteractiveTransition(0.3)", "cancelInteractiveTransition(0.3)", "completeTransition(false) after cancel", "animationEnded(false)", "ended (cancelled)"], of: lines), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("problem") }, "\(lines)")
        let appearance = scene.log.appearance
        expectEqual(Array(appearance.prefix(2)), ["B.viewWillDisappear", "A.viewWillAppear"], "\(appearance)")
        expectEqual(appearance.filter { $0.hasPrefix("A.") }, ["A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear"], "reversed for the to controller: \(appearance)")
        expectEqual(appearance.filter { $0.hasPrefix("B.") }, ["B.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear"], "reversed for the from controller: \(appearance)")
        expectEqual(scene.animator.containers.last?.layer.speed, 1, "the container runs normally again")
        #expect(!engine.run { scene.b.isBeingDismissed })
    }

    @Test func afterACancelTheAnimatorsCompletionGetsFinishedTrue() throws {
        // Cancelled at 30 %: the container runs backwards and the animations end at their start;
        // the animator's block completion hears finished == true (FIDELITY §4.4), while the
        // context says the transition was cancelled.
        let scene = try Dismissal()
        let before = scene.animator.finishedFlags.count
        scene.start()
        scene.engine.run { scene.interaction.update(0.3) }
        scene.engine.advance(by: 0.2)
        scene.engine.run { scene.interaction.cancel() }
        try scene.engine.runUntilIdle(timeout: 3)
        expectEqual(Array(scene.animator.finishedFlags.dropFirst(before)), [true])
        expectEqual(scene.cancelledInCompletion, true)
        expectEqual(scene.animator.endedFlags.last, false)
    }

    @Test func finishAtSeventyPercentCompletesTheDismissal() throws {
        let scene = try Dismissal()
        scene.start()
        scene.engine.run { scene.interaction.update(0.7) }
        scene.engine.advance(by: 0.2)
        let finishedAt = scene.engine.currentTime
        scene.engine.run { scene.interaction.finish() }
        do {
            let context = try #require(scene.context)
            #expect(!context.transitionWasCancelled)
            #expect(!context.isInteractive)
        }
        try scene.engine.runUntilIdle(timeout: 3)
        expectEqual(scene.cancelledInCompletion, false)
        let completed = try #require(scene.completedAt)
        expectClose(completed - finishedAt, 0.3, tolerance: 2.5 * scene.engine.frameDuration, "plays the remaining (1 − p) × duration")
        let engine = scene.engine
        expectNil(engine.run { scene.a.presentedViewController })
        expectIdentical(engine.run { scene.a.view.superview }, scene.window)
        expectNil(engine.run { scene.b.view.window })
        let lines = engine.latestTraceLines
        #expect(isSubsequence(["updateInteractiveTransition(0.7)", "finishInteractiveTransition(0.7)", "completeTransition(true)", "animationEnded(true)", "ended"], of: lines), "\(lines)")
        #expect(scene.log.appearance == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"]
                || scene.log.appearance == ["B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear"])
    }

    @Test(arguments: [(CGFloat(2), 0.7, true, 0.15), (CGFloat(0.5), 0.3, false, 0.6), (CGFloat(0), 0.6, true, 0.4), (CGFloat(-1), 0.4, false, 0.4)])
    func completionSpeedScalesTheRemainingTime(speed: CGFloat, percent: CGFloat, finishes: Bool, expected: Double) throws {
        let scene = try Dismissal()
        scene.interaction.completionSpeed = speed
        scene.start()
        scene.engine.run { scene.interaction.update(percent) }
        scene.engine.advance(by: 0.1)
        let at = scene.engine.currentTime
        scene.engine.run { finishes ? scene.interaction.finish() : scene.interaction.cancel() }
        try scene.engine.runUntilIdle(timeout: 3)
        let completed = try #require(scene.completedAt)
        expectClose(completed - at, expected, tolerance: 2.5 * scene.engine.frameDuration,
                    "speed \(speed): \(finishes ? "(1 − p)" : "p") × duration / speed (≤ 0 counts as 1)")
    }

    @Test func theCompletionCurveShapesTheRestOfTheAnimation() throws {
        func opacityAfterFinish(_ curve: UIView.AnimationCurve) throws -> Double {
            let scene = try Dismissal()
            scene.interaction.completionCurve = curve
            scene.start()
            scene.engine.run { scene.interaction.update(0.5) }
            scene.engine.advance(by: 0.1)
            scene.engine.run { scene.interaction.finish() }
            scene.engine.advance(by: 0.125)  // a quarter of the remaining 0.5 s
            let value = scene.opacity(scene.b.view)
            try scene.engine.runUntilIdle(timeout: 3)
            return value
        }
        expectClose(try opacityAfterFinish(.linear), 0.375, tolerance: 0.02, "linear: time 0.625 s of 1 s")
        let eased = try opacityAfterFinish(.easeInOut)
        expectGreater(eased, 0.4, "ease-in-out starts slowly: \(eased)")
    }

    @Test func theCoordinatorTellsWhenTheInteractionEnds() throws {
        let scene = try Dismissal()
        scene.start()
        let coordinator = try #require(scene.engine.run { scene.b.transitionCoordinator })
        #expect(coordinator.initiallyInteractive)
        #expect(coordinator.isInteractive)
        var heard: [(cancelled: Bool, interactive: Bool)] = []
        coordinator.notifyWhenInteractionChanges { context in heard.append((context.isCancelled, context.isInteractive)) }
        scene.engine.run { scene.interaction.update(0.25) }
        expectClose(coordinator.percentComplete, 0.25)
        #expect(heard.isEmpty)
        scene.engine.run { scene.interaction.cancel() }
        expectEqual(heard.count, 1, "told as soon as the interaction ends")
        expectEqual(heard.first?.cancelled, true)
        expectEqual(heard.first?.interactive, false)
        try scene.engine.runUntilIdle(timeout: 3)
        expectNil(scene.engine.run { scene.b.transitionCoordinator }, "no coordinator outside a transition")
    }

    @Test func aSecondTransitionAfterACancelRunsAtNormalSpeed() throws {
        // The edge that breaks easily: the container layer must not stay paused or reversed.
        let scene = try Dismissal()
        scene.start()
        scene.engine.run { scene.interaction.update(0.5) }
        scene.engine.run { scene.interaction.cancel() }
        try scene.engine.runUntilIdle(timeout: 3)
        scene.vendor.dismissInteraction = nil
        let start = scene.engine.currentTime
        scene.engine.run { scene.b.dismiss(animated: true) }
        scene.engine.advance(by: 0.5)
        expectClose(scene.opacity(scene.b.view), 0.5, tolerance: 0.02, "half way after half the duration")
        try scene.engine.runUntilIdle(timeout: 3)
        let completed = try #require(scene.completedAt)
        expectClose(completed - start, 1, tolerance: 2.5 * scene.engine.frameDuration)
        expectNil(scene.engine.run { scene.a.presentedViewController })
    }

    @Test func aCoreAnimationAnimationTheAnimatorAddsRunsOnItsLayersTime() throws {
        // Only UIView animations are held: an explicit CABasicAnimation added in
        // animateTransition(using:) runs on while the finger rests at 30 %.
        let scene = try Dismissal()
        let marker = scene.engine.run { CALayer() }
        scene.animator.onStart = { context in
            context.containerView.layer.addSublayer(marker)
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 100
            move.duration = 1
            marker.add(move, forKey: "move")
        }
        scene.start()
        scene.engine.run { scene.interaction.update(0.3) }
        scene.engine.advance(by: 0.5)
        expectClose(scene.opacity(scene.b.view), 0.7, tolerance: 1e-6, "the UIView fade is held at 30 %")
        let x = scene.engine.run { marker.presentation()?.position.x } ?? -1
        expectClose(x, 100 * (0.5 + scene.engine.frameDuration) / 1, tolerance: 4, "the explicit animation ran on: \(x)")
        scene.engine.run { scene.interaction.finish() }
        try scene.engine.runUntilIdle(timeout: 3)
    }

    @Test func aBlockStartedInsideAnotherBlockOrLaterIsHeldOnlyIfStartedDuringTheAnimator() throws {
        // A block the animator starts inside its own block is held; one started after the
        // animator returned (here: a second later) is not.
        let scene = try Dismissal()
        let later = scene.engine.run { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        scene.animator.onStart = { context in
            context.containerView.addSubview(later)
        }
        scene.start()
        scene.engine.run { scene.interaction.update(0.5) }
        scene.engine.run { UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { later.alpha = 0 }) }
        scene.engine.advance(by: 0.5)
        expectClose(Double(scene.engine.run { later.layer.presentation()?.opacity } ?? -1), 0.5, tolerance: 0.05, "runs on its own time")
        expectClose(scene.opacity(scene.b.view), 0.5, tolerance: 1e-6, "the animator's fade is held at 50 %")
        scene.engine.run { scene.interaction.cancel() }
        try scene.engine.runUntilIdle(timeout: 3)
    }

    @Test func aSubclassSeesItsOverridesCalled() throws {
        final class CountingInteraction: UIPercentDrivenInteractiveTransition {
            var calls: [String] = []
            override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
                calls.append("start")
                super.startInteractiveTransition(transitionContext)
            }
            override func update(_ percentComplete: CGFloat) {
                calls.append("update")
                super.update(percentComplete)
            }
            override func finish() {
                calls.append("finish")
                super.finish()
            }
        }
        let interaction = CountingInteraction()
        let scene = try Dismissal(interaction)
        scene.start()
        scene.engine.run { interaction.update(0.5) }
        scene.engine.run { interaction.finish() }
        try scene.engine.runUntilIdle(timeout: 3)
        expectEqual(interaction.calls, ["start", "update", "finish"])
        expectNil(scene.engine.run { scene.a.presentedViewController })
    }
}
