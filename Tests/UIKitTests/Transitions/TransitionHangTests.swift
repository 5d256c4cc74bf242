import Expectations
import Testing
import UIKit

/// The failure modes UIKit users meet, reproduced and explained (UIKIT-SEMANTICS §6–7): an
/// animator that never calls `completeTransition(_:)`, an interaction controller nobody drives,
/// `completeTransition(_:)` called twice, and a to-view that never reaches the container.
@MainActor
struct TransitionHangTests {
    /// Adds the to view and animates, but forgets `completeTransition(_:)`.
    final class ForgetfulAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let toView = transitionContext.view(forKey: .to)!
            transitionContext.containerView.addSubview(toView)
            toView.alpha = 0
            UIView.animate(withDuration: 0.3) { toView.alpha = 1 }
        }
    }

    /// Completes, and completes again.
    final class TwiceAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var ended: [Bool] = []
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
            UIView.animate(withDuration: 0.2, animations: {}, completion: { _ in
                transitionContext.completeTransition(true)
                transitionContext.completeTransition(false)
            })
        }
        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    /// Completes without ever adding the to view.
    final class ViewlessAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            transitionContext.completeTransition(true)
        }
    }

    private func present(_ animator: UIViewControllerAnimatedTransitioning, interaction: UIViewControllerInteractiveTransitioning? = nil)
        -> (UIKitEngine, UIViewController, UIViewController, TransitionVendor)
    {
        let engine = UIKitEngine()
        let vendor = TransitionVendor(present: animator)
        vendor.presentInteraction = interaction
        let root = engine.run { UIViewController() }
        engine.show(root)
        let next = engine.run { UIViewController() }
        engine.run {
            next.modalPresentationStyle = .fullScreen
            next.transitioningDelegate = vendor
            root.present(next, animated: true)
        }
        return (engine, root, next, vendor)
    }

    @Test func anAnimatorThatNeverCompletesKeepsTheEngineBusyAndSaysWhy() throws {
        let (engine, root, next, vendor) = present(ForgetfulAnimator())
        defer { withExtendedLifetime(vendor) {} }
        let error = try #require(throws: UIKitEngine.StillBusy.self) { try engine.runUntilIdle(timeout: 2) }
        let hang = try #require(error.pending.first(where: { $0.contains("completeTransition") }), "\(error.pending)")
        #expect(hang.contains("ForgetfulAnimator"), "\(hang)")
        #expect(hang.contains("present transition"), "\(hang)")
        #expect(hang.contains("has not called completeTransition(_:) after 2.0"), "the time waited is given: \(hang)")
        expectEqual(error.pending.count, 1, "the alpha animation is over; only the transition is pending: \(error.pending)")
        expectEqual(engine.transitionsInProgress, error.pending)
        #expect(!engine.isIdle)
        #expect(engine.run { next.isBeingPresented }, "still in the middle of being presented")
        expectNotNil(engine.run { root.view.window }, "the from view was never removed")
        #expect(!engine.latestTraceLines.contains { $0.hasPrefix("completeTransition") })
        #expect(!engine.latestTraceLines.contains { $0.hasPrefix("ended") })
        engine.advance(by: 3)
        expectEqual(engine.transitionsInProgress.first?.contains("after 5.00 s"), true, "\(engine.transitionsInProgress)")
    }

    @Test func aHungTransitionBlocksTheNextOne() throws {
        let (engine, root, _, vendor) = present(ForgetfulAnimator())
        defer { withExtendedLifetime(vendor) {} }
        engine.advance(by: 1)
        engine.run { root.dismiss(animated: true) }
        #expect(engine.diagnostics(ofKind: .transition).contains { $0.message.contains("in progress") }, "\(engine.diagnostics)")
        expectEqual(engine.transitionsInProgress.count, 1)
    }

    @Test func anInteractionControllerNobodyDrivesWaitsAtZero() throws {
        let animator = FadeAnimator(duration: 0.5)
        let interaction = UIPercentDrivenInteractiveTransition()
        let (engine, _, next, vendor) = present(animator, interaction: interaction)
        defer { withExtendedLifetime(vendor) {} }
        let error = try #require(throws: UIKitEngine.StillBusy.self) { try engine.runUntilIdle(timeout: 3) }
        let hang = try #require(error.pending.first(where: { $0.contains("waits at 0 %") }), "\(error.pending)")
        #expect(hang.contains("nothing calls update(_:), finish() or cancel()"), "\(hang)")
        #expect(hang.contains("return it only while a gesture is driving the transition"), "\(hang)")
        #expect(engine.pendingWork.contains(hang), "pendingWork gives the same explanation")
        #expect(engine.latestTraceLines.contains("startInteractiveTransition"))
        #expect(engine.latestTraceLines.contains("asked interactionControllerForPresentation(using:) → UIPercentDrivenInteractiveTransition"))
        let context = try #require(animator.contexts.first)
        #expect(context.isInteractive)
        expectEqual(context.containerView.layer.speed, 1, "UIKit holds the animator's UIView animations, not the container's layer")
        let alpha = engine.run { next.view.layer.presentation()?.opacity }
        expectEqual(alpha, 0, "after 3 s the fade has not moved: \(String(describing: alpha))")
        expectEqual(interaction.percentComplete, 0)
    }

    /// Presents with `TwiceAnimator` and checks what UIKit promises; true when all holds.
    static func completeTwiceScenario() -> Bool {
        let animator = TwiceAnimator()
        let engine = UIKitEngine()
        let vendor = TransitionVendor(present: animator)
        let root = engine.run { UIViewController() }
        engine.show(root)
        let next = engine.run { UIViewController() }
        engine.run {
            next.modalPresentationStyle = .fullScreen
            next.transitioningDelegate = vendor
            root.present(next, animated: true)
        }
        guard (try? engine.runUntilIdle(timeout: 2)) != nil else { return false }
        let lines = engine.latestTraceLines
        return lines.filter { $0.hasPrefix("completeTransition") } == ["completeTransition(true)"]
            && lines.contains("problem: completeTransition(_:) was called again; UIKit ignores every call after the first")
            && lines.filter { $0.hasPrefix("ended") } == ["ended"]
            && animator.ended == [true]
            && engine.diagnostics(ofKind: .transition).contains { $0.message.contains("more than once") }
            && engine.run { root.presentedViewController } === next
    }

    @Test func completeTransitionTwiceIsIgnoredAndReported() async {
        // UIKit ignores the second call; the engine records a problem and a diagnostic.
        let ok = await MainActor.run { TransitionHangTests.completeTwiceScenario() }
        #expect(ok)
    }

    @Test func aToViewNeverAddedIsReported() throws {
        let (engine, root, next, vendor) = present(ViewlessAnimator())
        defer { withExtendedLifetime(vendor) {} }
        try engine.runUntilIdle(timeout: 2)
        #expect(engine.latestTraceLines.contains("problem: the to-view was never added to containerView"), "\(engine.latestTraceLines)")
        expectIdentical(engine.run { root.presentedViewController }, next, "UIKit believes the animator: the presentation is complete")
        expectNil(engine.run { next.view.window }, "… but nothing shows the presented view")
    }

    @Test func aNavigationAnimatorThatNeverCompletesIsReportedAsAPush() throws {
        let engine = UIKitEngine()
        let vendor = NavigationVendor { _ in ForgetfulAnimator() }
        let a = engine.run { UIViewController() }
        let nav = engine.run { UINavigationController(rootViewController: a) }
        engine.show(nav)
        engine.run { nav.delegate = vendor }
        let b = engine.run { UIViewController() }, c = engine.run { UIViewController() }
        engine.run { nav.pushViewController(b, animated: true) }
        let error = try #require(throws: UIKitEngine.StillBusy.self) { try engine.runUntilIdle(timeout: 1) }
        #expect(error.pending.contains { $0.contains("push transition") && $0.contains("ForgetfulAnimator") }, "\(error.pending)")
        engine.run { nav.pushViewController(c, animated: true) }
        expectEqual(engine.run { nav.viewControllers }, [a, b], "the second push is ignored while the first hangs")
        #expect(engine.diagnostics(ofKind: .transition).contains { $0.message.contains("pushViewController(_:animated:) was called while a navigation transition is in progress") })
    }

    @Test func stillBusyDescribesEverythingPending() throws {
        let (engine, _, _, vendor) = present(ForgetfulAnimator())
        defer { withExtendedLifetime(vendor) {} }
        do {
            try engine.runUntilIdle(timeout: 1)
            Issue.record("expected StillBusy")
        } catch let error as UIKitEngine.StillBusy {
            expectEqual(error.after, 1)
            #expect(error.description.hasPrefix("still busy after 1.0 s of virtual time: "))
            #expect(error.description.contains("completeTransition(_:)"))
        }
    }
}
