import Expectations
import Testing
import UIKit

/// The order in which UIKit drives a modal presentation and dismissal (UIKIT-SEMANTICS §6): ask the
/// presented controller's transitioning delegate for an animator, and only then for an interaction
/// controller; build the context; ask the duration; animate; wait for `completeTransition(_:)`;
/// then `animationEnded(_:)` and the completion.
@MainActor
struct PresentationSequenceTests {
    /// Shows a `CardScreen` (the flip-card tutorial's card, in FlipCardTutorialTests.swift).
    private func cardScene() -> (UIKitEngine, CardScreen) {
        let engine = UIKitEngine()
        let screen = engine.run { CardScreen() }
        engine.show(screen)
        return (engine, screen)
    }

    @Test func flipCardPresentationFollowsTheSevenStepsInOrder() throws {
        let (engine, screen) = cardScene()
        let start = engine.currentTime
        engine.run { screen.showPet() }  // step 1: the app triggers the transition
        try engine.runUntilIdle(timeout: 5)
        let lines = engine.latestTraceLines
        let steps = [
            "began present CardScreen → UIViewController",                                      // 1
            "asked animationController(forPresented:presenting:source:) → FlipPresenter",      // 2, 3
            "asked interactionControllerForPresentation(using:) → nil",                        // (not interactive)
            "transitionDuration → 0.6",                                                         // 4, 5
            "animateTransition",                                                                // 6
            "completeTransition(true)",                                                         // 7
            "animationEnded(true)",
            "ended",
        ]
        #expect(isSubsequence(steps, of: lines), "\(lines)")
        // Each step happens once.
        for step in steps { expectEqual(lines.filter { $0 == step }.count, 1, "\(step) in \(lines)") }
        let number = engine.latestTransition
        let completed = try #require(engine.traceTime(of: number) { $0.hasPrefix("completeTransition") })
        expectClose(completed - start, 0.6, tolerance: 2 * engine.frameDuration, "completeTransition comes when the 0.6 s keyframes end")
        let began = try #require(engine.traceTime(of: number) { $0.hasPrefix("began") })
        let animated = try #require(engine.traceTime(of: number) { $0 == "animateTransition" })
        expectEqual(began, animated, "UIKit starts the animator at once, in the same turn")
    }

    @Test func theDurationIsAskedWithTheContextTheAnimatorThenGets() throws {
        let engine = UIKitEngine()
        final class ContextProbe: NSObject, UIViewControllerAnimatedTransitioning {
            var durationContext: UIViewControllerContextTransitioning?
            var animateContext: UIViewControllerContextTransitioning?
            var containerWasInWindow = false
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                durationContext = transitionContext
                return 0.25
            }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                animateContext = transitionContext
                containerWasInWindow = transitionContext.containerView.window != nil
                transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
                transitionContext.completeTransition(true)
            }
        }
        let probe = ContextProbe()
        let vendor = TransitionVendor(present: probe)
        let root = engine.run { UIViewController() }
        engine.show(root)
        engine.run {
            let next = UIViewController()
            next.modalPresentationStyle = .fullScreen
            next.transitioningDelegate = vendor
            root.present(next, animated: true)
        }
        try engine.runUntilIdle(timeout: 2)
        let durationContext = try #require(probe.durationContext, "transitionDuration(using:) gets UIKit's context, not nil")
        let animateContext = try #require(probe.animateContext)
        expectIdentical(durationContext, animateContext)
        #expect(probe.containerWasInWindow, "the container is on screen when the animator starts")
        #expect(animateContext.isAnimated)
        #expect(!animateContext.isInteractive)
        expectEqual(animateContext.presentationStyle, .fullScreen)
    }

    @Test func theInteractionControllerIsAskedOnlyWhenAnAnimatorWasVended() throws {
        let engine = UIKitEngine()
        let vendor = TransitionVendor(present: nil)
        let root = engine.run { UIViewController() }
        engine.show(root)
        let next = engine.run { UIViewController() }
        engine.run {
            next.modalPresentationStyle = .fullScreen
            next.transitioningDelegate = vendor
            root.present(next, animated: true)
        }
        try engine.runUntilIdle(timeout: 2)
        expectEqual(vendor.asked, ["animationController(forPresented:presenting:source:)"])
        let lines = engine.latestTraceLines
        #expect(lines.contains("asked animationController(forPresented:presenting:source:) → nil"))
        #expect(!lines.contains { $0.contains("interactionControllerForPresentation") })
        #expect(lines.contains("transitionDuration → 0.5"), "nil → UIKit's default cover-vertical animation: \(lines)")
        expectIdentical(engine.run { root.presentedViewController }, next)
    }

    @Test func theDismissalMirrorsThePresentation() throws {
        let engine = UIKitEngine()
        let animator = FadeAnimator(duration: 0.3)
        let vendor = TransitionVendor(present: animator, dismiss: animator)
        let root = engine.run { UIViewController() }
        engine.show(root)
        let next = engine.run { UIViewController() }
        engine.run {
            next.modalPresentationStyle = .fullScreen
            next.transitioningDelegate = vendor
            root.present(next, animated: true)
        }
        try engine.runUntilIdle(timeout: 2)
        engine.run { next.dismiss(animated: true) }
        try engine.runUntilIdle(timeout: 2)
        expectEqual(vendor.asked, [
            "animationController(forPresented:presenting:source:)", "interactionControllerForPresentation(using:)",
            "animationController(forDismissed:)", "interactionControllerForDismissal(using:)",
        ])
        let lines = engine.latestTraceLines
        #expect(isSubsequence([
            "began dismiss UIViewController → UIViewController",
            "asked animationController(forDismissed:) → FadeAnimator",
            "asked interactionControllerForDismissal(using:) → nil",
            "transitionDuration → 0.3",
            "animateTransition",
            "completeTransition(true)",
            "animationEnded(true)",
            "ended",
        ], of: lines), "\(lines)")
        expectEqual(animator.endedFlags, [true, true])
        expectNil(engine.run { root.presentedViewController })
        expectNil(engine.run { next.presentingViewController })
    }

    @Test func animationEndedComesBeforeThePresentCompletion() throws {
        // UIKIT-SEMANTICS §6: after completeTransition(_:) UIKit "calls animationEnded(_:) and the
        // present(_:animated:completion:) completion" — in that order.
        let engine = UIKitEngine()
        let log = CallLog()
        let animator = FadeAnimator(duration: 0.2)
        animator.onFinish = { _, _ in log.append("animation completion") }
        final class EndLogger: NSObject, UIViewControllerAnimatedTransitioning {
            let inner: FadeAnimator
            let log: CallLog
            init(_ inner: FadeAnimator, _ log: CallLog) { self.inner = inner; self.log = log }
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { inner.transitionDuration(using: transitionContext) }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) { inner.animateTransition(using: transitionContext) }
            func animationEnded(_ transitionCompleted: Bool) { log.append("animationEnded") }
        }
        let vendor = TransitionVendor(present: EndLogger(animator, log))
        let root = engine.run { UIViewController() }
        engine.show(root)
        let next = engine.run { LoggingViewController("next", log: log) }
        engine.run {
            next.modalPresentationStyle = .fullScreen
            next.transitioningDelegate = vendor
            root.present(next, animated: true) { log.append("present completion") }
        }
        try engine.runUntilIdle(timeout: 2)
        let entries = log.entries
        let animationCompletion = try #require(entries.firstIndex(of: "animation completion"), "\(entries)")
        let didAppear = try #require(entries.firstIndex(of: "next.viewDidAppear"), "\(entries)")
        let ended = try #require(entries.firstIndex(of: "animationEnded"), "\(entries)")
        let completion = try #require(entries.firstIndex(of: "present completion"), "\(entries)")
        #expect(animationCompletion < didAppear && animationCompletion < ended, "everything follows completeTransition(_:): \(entries)")
        expectLess(didAppear, completion, "the completion runs once the presented controller has appeared: \(entries)")
        do {
            expectLess(ended, completion, "\(entries)")
        }
    }

    @Test func aPresentationWithoutAnimationPutsTheViewInPlaceAtOnce() throws {
        let engine = UIKitEngine()
        let animator = FadeAnimator()
        let vendor = TransitionVendor(present: animator)
        let root = engine.run { UIViewController() }
        let window = engine.show(root)
        let next = engine.run { UIViewController() }
        var completed = false
        engine.run {
            next.modalPresentationStyle = .fullScreen
            next.transitioningDelegate = vendor
            root.present(next, animated: false) { completed = true }
        }
        engine.advance(by: engine.frameDuration)
        #expect(completed)
        expectEqual(animator.runs, 0, "no animation: the animator is not run")
        expectIdentical(engine.run { next.view.window }, window)
        expectClose(engine.run { next.view.frame }, window.bounds)
        expectNil(engine.run { root.view.window }, ".fullScreen: the presenting view leaves the window")
        expectEqual(engine.latestTraceLines.first, "began present UIViewController → UIViewController (not animated)")
        #expect(engine.isIdle)
    }

    @Test func presentingDuringATransitionIsRefusedAndReported() throws {
        let engine = UIKitEngine()
        let vendor = TransitionVendor(present: FadeAnimator(duration: 0.5))
        let root = engine.run { UIViewController() }
        engine.show(root)
        let first = engine.run { UIViewController() }, second = engine.run { UIViewController() }
        engine.run {
            first.modalPresentationStyle = .fullScreen
            first.transitioningDelegate = vendor
            root.present(first, animated: true)
        }
        engine.advance(by: 0.1)
        engine.run { root.present(second, animated: true) }
        try engine.runUntilIdle(timeout: 2)
        expectIdentical(engine.run { root.presentedViewController }, first)
        expectNil(engine.run { second.presentingViewController })
        #expect(engine.diagnostics(ofKind: .transition).contains { $0.message.contains("Attempt to present") }, "\(engine.diagnostics)")
    }

    @Test func presentingFromAControllerOffScreenIsRefused() {
        let engine = UIKitEngine()
        let offScreen = engine.run { UIViewController() }
        let next = engine.run { UIViewController() }
        engine.run { offScreen.present(next, animated: true) }
        expectNil(engine.run { offScreen.presentedViewController })
        #expect(engine.diagnostics(ofKind: .transition).contains { $0.message.contains("not in the window hierarchy") }, "\(engine.diagnostics)")
        #expect(engine.isIdle)
    }
}
