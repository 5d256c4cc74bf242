import Expectations
import Testing
import UIKit

/// The navigation controller's own edge swipe (`interactivePopGestureRecognizer`) against an
/// app's custom pop. UIKit's delegate of the recognizer lets it begin only when there is a
/// controller to go back to, no transition is running and the navigation delegate vends no
/// animator of its own for the pop ("once you implement navigationController(_:animationControllerFor:
/// from:to:) the navigation controller disables its interactivePopGestureRecognizer",
/// wordpress-mobile/WordPress-iOS#6639). The app then drives the pop with its own
/// `UIScreenEdgePanGestureRecognizer` and interaction controller. Two recognizers on the same
/// touch: the first to begin wins and the others fail, unless `require(toFail:)` or a delegate's
/// `shouldRecognizeSimultaneouslyWith` says otherwise.
@MainActor
struct InteractivePopGestureTests {
    /// A navigation controller showing A, then B pushed without animation.
    @MainActor final class Scene {
        let engine = UIKitEngine()
        let log = CallLog()
        let nav: UINavigationController
        let a: LoggingViewController
        let b: LoggingViewController
        let window: UIWindow

        init(pushB: Bool = true) {
            let (engine, log) = (self.engine, self.log)
            a = engine.run { LoggingViewController("A", log: log) }
            b = engine.run { LoggingViewController("B", log: log) }
            let a = self.a
            nav = engine.run { UINavigationController(rootViewController: a) }
            window = engine.show(nav)
            if pushB {
                let (nav, b) = (self.nav, self.b)
                engine.run { nav.pushViewController(b, animated: false) }
                engine.advance(by: engine.frameDuration)
            }
        }

        var stack: [String] { engine.run { nav.viewControllers.map { ($0 as? LoggingViewController)?.name ?? "?" } } }
        var systemSwipe: UIScreenEdgePanGestureRecognizer { engine.run { nav.interactivePopGestureRecognizer as! UIScreenEdgePanGestureRecognizer } }
        var transitionCount: Int { engine.trace.events.compactMap { if case .began = $0.kind { $0.transition } else { nil } }.count }
    }

    /// An app's own interactive pop, as the tutorials write it: the navigation delegate vends a
    /// fade animator and, while the edge pan drives, a percent-driven interaction controller;
    /// the pan pops on `.began`, follows the finger (progress = translation / width), and on
    /// release finishes past half the width, cancels otherwise.
    @MainActor final class AppEdgePop: NSObject, UINavigationControllerDelegate {
        let animator = FadeAnimator(duration: 0.5)
        let interaction = UIPercentDrivenInteractiveTransition()
        private(set) var interactive = false
        private(set) var states: [UIGestureRecognizer.State] = []
        weak var navigationController: UINavigationController?
        private(set) var pan: UIScreenEdgePanGestureRecognizer!

        init(navigationController: UINavigationController, on view: UIView) {
            self.navigationController = navigationController
            super.init()
            pan = UIScreenEdgePanGestureRecognizer(target: self, action: AppEdgePop.handle)
            pan.edges = .left
            view.addGestureRecognizer(pan)
            navigationController.delegate = self
        }

        func handle(_ gesture: UIScreenEdgePanGestureRecognizer) {
            states.append(gesture.state)
            guard let nav = navigationController else { return }
            let progress = Swift.min(Swift.max(gesture.translation(in: nav.view).x / nav.view.bounds.width, 0), 1)
            switch gesture.state {
            case .began:
                interactive = true
                nav.popViewController(animated: true)
            case .changed:
                interaction.update(progress)
            case .ended:
                interactive = false
                if progress > 0.5 { interaction.finish() } else { interaction.cancel() }
            default:
                interactive = false
                interaction.cancel()
            }
        }

        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            animator
        }

        func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            interactive ? interaction : nil
        }
    }

    /// A gesture delegate that always lets its recognizer begin.
    @MainActor final class AlwaysBegin: NSObject, UIGestureRecognizerDelegate {
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    }

    // MARK: The system swipe steps aside

    @Test func theSystemSwipeHasUIKitsDelegate() {
        let s = Scene()
        expectNotNil(s.engine.run { s.nav.interactivePopGestureRecognizer?.delegate })
    }

    @Test func withTheDelegatesPopAnimatorTheSystemSwipeDoesNotBegin() throws {
        // A delegate vending an animator for the pop, and no gesture of the app's: a left-edge
        // drag far past half the width pops nothing; the system swipe fails at once.
        let s = Scene()
        let vendor = NavigationVendor(animator: { _ in FadeAnimator(duration: 0.5) })
        s.engine.run { s.nav.delegate = vendor }
        let swipeLog = GestureLog()
        s.engine.run { s.systemSwipe.addTarget(swipeLog, action: GestureLog.handleEdge) }
        let before = s.transitionCount
        s.engine.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.5)
        try s.engine.runUntilIdle(timeout: 2)
        #expect(swipeLog.states.isEmpty, "the system swipe never began")
        expectEqual(s.transitionCount, before, "no transition")
        expectEqual(s.stack, ["A", "B"])
        expectEqual(vendor.operations, [.pop], "the engine asked whether the delegate animates the pop")
    }

    @Test func aDelegateThatLeavesThePopToUIKitKeepsTheSystemSwipe() throws {
        // The delegate animates pushes only (nil for the pop): the system swipe pops
        // interactively with UIKit's slide, and a short drag cancels.
        let s = Scene()
        let vendor = NavigationVendor(animator: { $0 == .push ? FadeAnimator(duration: 0.5) : nil })
        defer { withExtendedLifetime(vendor) {} }  // the navigation delegate is weak
        s.engine.run { s.nav.delegate = vendor }
        s.engine.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 60, y: 300), duration: 0.5)
        try s.engine.runUntilIdle(timeout: 2)
        expectEqual(s.stack, ["A", "B"], "a short drag cancels")
        #expect(s.engine.latestTraceLines.contains("startInteractiveTransition"))
        #expect(s.engine.latestTraceLines.contains("ended (cancelled)"))
        s.engine.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.5)
        try s.engine.runUntilIdle(timeout: 2)
        expectEqual(s.stack, ["A"], "a long drag pops")
        expectGreaterOrEqual(vendor.operations.filter { $0 == .pop }.count, 2, "the delegate was asked for the pops and answered nil")
    }

    // MARK: The app's own edge pan

    @Test func theAppsEdgePanOnTheNavigationViewBegins() throws {
        // The app's pan sits on the navigation controller's view, after the system swipe: with
        // the system swipe stepping aside it begins and drives the pop interactively.
        let s = Scene()
        let app = s.engine.run { AppEdgePop(navigationController: s.nav, on: s.nav.view) }
        let touch = s.engine.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 150, y: 300), duration: 0.5, lift: false)
        expectEqual(app.states.first, .began)
        expectEqual(s.engine.transitionsInProgress.count, 1, "the pop follows the finger")
        #expect(s.engine.latestTraceLines.contains("asked navigationController(_:interactionControllerFor:) → UIPercentDrivenInteractiveTransition"))
        #expect(s.engine.latestTraceLines.contains("startInteractiveTransition"))
        // 148 of 375 points: 39.5 % of the fade, so B's alpha is about 0.605.
        expectClose(Double(s.engine.run { s.b.view.layer.presentation()?.opacity } ?? -1), 1 - 148.0 / 375, tolerance: 0.02)
        touch.lift()
        try s.engine.runUntilIdle(timeout: 2)
        expectEqual(app.states.last, .ended)
    }

    @Test func aShortDragOfTheAppsEdgePanCancels() throws {
        // 88 of 375 points (23 %): released before half way, the pop is cancelled and B stays.
        let s = Scene()
        let app = s.engine.run { AppEdgePop(navigationController: s.nav, on: s.nav.view) }
        s.engine.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 90, y: 300), duration: 0.5)
        try s.engine.runUntilIdle(timeout: 2)
        expectEqual(s.stack, ["A", "B"])
        #expect(s.engine.latestTraceLines.contains { $0.hasPrefix("cancelInteractiveTransition") })
        #expect(s.engine.latestTraceLines.contains("ended (cancelled)"))
        expectIdentical(s.engine.run { s.b.view.superview }, s.nav.contentView)
        expectEqual(app.animator.finishedFlags.count, 1)
    }

    @Test func aLongDragOfTheAppsEdgePanFinishes() throws {
        // 298 of 375 points (79 %): released past half way, the pop finishes.
        let s = Scene()
        let app = s.engine.run { AppEdgePop(navigationController: s.nav, on: s.nav.view) }
        s.engine.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.5)
        try s.engine.runUntilIdle(timeout: 2)
        expectEqual(app.states.first, .began)
        expectEqual(app.animator.runs, 1, "the app's animator, driven by its interaction controller")
        expectEqual(s.stack, ["A"])
        #expect(s.engine.latestTraceLines.contains { $0.hasPrefix("finishInteractiveTransition") })
        #expect(s.engine.latestTraceLines.contains("ended"))
    }

    @Test func theAppsEdgePanOnThePushedViewWorksToo() throws {
        // On the pushed controller's own view (the hit view's recognizers see the touch first).
        let s = Scene()
        let app = s.engine.run { AppEdgePop(navigationController: s.nav, on: s.b.view) }
        s.engine.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.5)
        try s.engine.runUntilIdle(timeout: 2)
        expectEqual(app.states.first, .began)
        expectEqual(s.stack, ["A"])
        #expect(s.engine.latestTraceLines.contains("startInteractiveTransition"), "the app's interaction, not UIKit's slide")
    }

    // MARK: Arbitration

    @Test func atTheRootTheSystemSwipeLetsAnotherEdgePanBegin() throws {
        // Nothing to go back to: the system swipe fails, so an app's left-edge pan on the same
        // view (added after it) begins.
        let s = Scene(pushB: false)
        let log = GestureLog()
        s.engine.run {
            let pan = UIScreenEdgePanGestureRecognizer(target: log, action: GestureLog.handleEdge)
            pan.edges = .left
            s.nav.view.addGestureRecognizer(pan)
        }
        s.engine.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.5)
        expectEqual(log.states.first, .began)
        expectEqual(log.states.last, .ended)
        expectEqual(s.stack, ["A"])
    }

    @Test func whenBothMayBeginTheFirstToBeginWins() throws {
        // No delegate animator: the system swipe may begin, and as it sits before the app's pan
        // on the same view it begins first; the app's pan fails.
        let s = Scene()
        let log = GestureLog()
        s.engine.run {
            let pan = UIScreenEdgePanGestureRecognizer(target: log, action: GestureLog.handleEdge)
            pan.edges = .left
            s.nav.view.addGestureRecognizer(pan)
        }
        s.engine.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.5)
        try s.engine.runUntilIdle(timeout: 2)
        #expect(log.states.isEmpty)
        expectEqual(s.stack, ["A"], "the system swipe popped")
    }

    @Test func requireToFailGivesTheAppsPanPriority() throws {
        // interactivePopGestureRecognizer.require(toFail: appPan): the system swipe waits for
        // the app's pan, which begins, so the system swipe fails and nothing pops.
        let s = Scene()
        let log = GestureLog()
        s.engine.run {
            let pan = UIScreenEdgePanGestureRecognizer(target: log, action: GestureLog.handleEdge)
            pan.edges = .left
            s.nav.view.addGestureRecognizer(pan)
            s.nav.interactivePopGestureRecognizer?.require(toFail: pan)
        }
        s.engine.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.5)
        try s.engine.runUntilIdle(timeout: 2)
        expectEqual(log.states.first, .began)
        expectEqual(s.stack, ["A", "B"])
    }

    @Test func replacingTheSwipesDelegateTakesOverTheDecision() throws {
        // An app that sets its own delegate on the system swipe (a common workaround) makes it
        // begin despite the delegate's animator; UIKit then plays that animator without
        // interaction, so even a short drag pops.
        let s = Scene()
        let vendor = NavigationVendor(animator: { _ in FadeAnimator(duration: 0.5) })
        let always = AlwaysBegin()
        defer { withExtendedLifetime((vendor, always)) {} }  // both delegates are weak
        s.engine.run {
            s.nav.delegate = vendor
            s.nav.interactivePopGestureRecognizer?.delegate = always
        }
        s.engine.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 60, y: 300), duration: 0.5)
        try s.engine.runUntilIdle(timeout: 2)
        expectEqual(s.stack, ["A"])
        #expect(s.engine.latestTraceLines.contains("animateTransition"))
        #expect(!s.engine.latestTraceLines.contains("startInteractiveTransition"))
    }
}
