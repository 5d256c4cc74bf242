import Expectations
import Testing
import UIKit

/// `viewWillAppear`/`viewDidAppear`/`viewWillDisappear`/`viewDidDisappear` in UIKit's order
/// (UIKIT-SEMANTICS §6, "Appearance"): the will-calls at the start of a transition, before the
/// animator runs; the did-calls once it completed; on cancel the reverse pairs.
@MainActor
struct AppearanceCallbackTests {
    @MainActor final class Modal {
        let engine: UIKitEngine
        let log: CallLog
        let a: LoggingViewController
        let b: LoggingViewController
        let animator = FadeAnimator(duration: 0.4)
        let vendor: TransitionVendor

        init(style: UIModalPresentationStyle) {
            let engine = UIKitEngine(), log = CallLog()
            self.engine = engine
            self.log = log
            a = engine.run { LoggingViewController("A", log: log) }
            b = engine.run { LoggingViewController("B", log: log) }
            vendor = TransitionVendor(present: animator, dismiss: animator)
            animator.onStart = { _ in log.append("animateTransition") }
            animator.onFinish = { _, _ in log.append("animation completion") }
            engine.show(a)
            log.removeAll()
            let (b, vendor) = (self.b, self.vendor)
            engine.run {
                b.modalPresentationStyle = style
                b.transitioningDelegate = vendor
            }
        }
    }

    @Test func theRootAppearsWhenItsWindowIsShown() {
        let engine = UIKitEngine()
        let log = CallLog()
        let root = engine.run { LoggingViewController("root", log: log) }
        engine.run {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = root
            window.makeKeyAndVisible()
        }
        expectEqual(log.appearance, ["root.viewWillAppear"])
        engine.advance(by: engine.frameDuration)
        expectEqual(log.appearance, ["root.viewWillAppear", "root.viewDidAppear"])
    }

    @Test func fullScreenPresentation() throws {
        let scene = Modal(style: .fullScreen)
        scene.engine.run { scene.a.present(scene.b, animated: true) }
        expectEqual(scene.log.entries, ["A.viewWillDisappear", "B.viewWillAppear", "animateTransition"], "the will-calls come before the animator starts")
        try scene.engine.runUntilIdle(timeout: 2)
        let after = Array(scene.log.entries.dropFirst(3))
        expectEqual(after.first, "animation completion")
        expectEqual(Set(after.dropFirst()), ["A.viewDidDisappear", "B.viewDidAppear"], "\(scene.log.entries)")
    }

    @Test func customPresentationLeavesThePresenterAlone() throws {
        let scene = Modal(style: .custom)
        scene.engine.run { scene.a.present(scene.b, animated: true) }
        try scene.engine.runUntilIdle(timeout: 2)
        expectEqual(scene.log.appearance, ["B.viewWillAppear", "B.viewDidAppear"], "the presenting view stays on screen: no callbacks for A")
    }

    @Test func fullScreenDismissal() throws {
        let scene = Modal(style: .fullScreen)
        scene.engine.run { scene.a.present(scene.b, animated: true) }
        try scene.engine.runUntilIdle(timeout: 2)
        scene.log.removeAll()
        scene.engine.run { scene.b.dismiss(animated: true) }
        expectEqual(scene.log.entries, ["B.viewWillDisappear", "A.viewWillAppear", "animateTransition"])
        try scene.engine.runUntilIdle(timeout: 2)
        expectEqual(Set(scene.log.entries.dropFirst(4)), ["B.viewDidDisappear", "A.viewDidAppear"], "\(scene.log.entries)")
    }

    @Test func push() throws {
        let engine = UIKitEngine()
        let log = CallLog()
        let a = engine.run { LoggingViewController("A", log: log) }
        let nav = engine.run { UINavigationController(rootViewController: a) }
        engine.show(nav)
        expectEqual(log.appearance, ["A.viewWillAppear", "A.viewDidAppear"], "the navigation controller forwards appearance to its top")
        log.removeAll()
        let b = engine.run { LoggingViewController("B", log: log) }
        engine.run { nav.pushViewController(b, animated: true) }
        expectEqual(log.appearance, ["A.viewWillDisappear", "B.viewWillAppear"])
        try engine.runUntilIdle(timeout: 2)
        expectEqual(log.appearance, ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
    }

    @Test func pop() throws {
        let engine = UIKitEngine()
        let log = CallLog()
        let a = engine.run { LoggingViewController("A", log: log) }
        let b = engine.run { LoggingViewController("B", log: log) }
        let nav = engine.run { UINavigationController(rootViewController: a) }
        engine.show(nav)
        engine.run { nav.pushViewController(b, animated: false) }
        engine.advance(by: engine.frameDuration)
        log.removeAll()
        engine.run { _ = nav.popViewController(animated: true) }
        expectEqual(log.appearance, ["B.viewWillDisappear", "A.viewWillAppear"])
        try engine.runUntilIdle(timeout: 2)
        expectEqual(log.appearance, ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
    }

    @Test func interactiveCancelReversesThePairs() throws {
        let scene = Modal(style: .fullScreen)
        let interaction = UIPercentDrivenInteractiveTransition()
        scene.engine.run { scene.a.present(scene.b, animated: true) }
        try scene.engine.runUntilIdle(timeout: 2)
        scene.vendor.dismissInteraction = interaction
        scene.log.removeAll()
        scene.engine.run { scene.b.dismiss(animated: true) }
        scene.engine.advance(by: scene.engine.frameDuration)
        scene.engine.run { interaction.update(0.4) }
        scene.engine.advance(by: 0.1)
        scene.engine.run { interaction.cancel() }
        try scene.engine.runUntilIdle(timeout: 2)
        // UIKit documents the pairs, not which controller hears them first: check each one.
        let appearance = scene.log.appearance
        expectEqual(Array(appearance.prefix(2)), ["B.viewWillDisappear", "A.viewWillAppear"], "the dismissal starts: \(appearance)")
        expectEqual(appearance.filter { $0.hasPrefix("A.") }, ["A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear"], "cancelled: A goes away again: \(appearance)")
        expectEqual(appearance.filter { $0.hasPrefix("B.") }, ["B.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear"], "and B stays: \(appearance)")
        expectIdentical(scene.engine.run { scene.a.presentedViewController }, scene.b)
    }

    @Test func tabSwitchWithoutAnAnimator() {
        let engine = UIKitEngine()
        let log = CallLog()
        let a = engine.run { LoggingViewController("A", log: log) }
        let b = engine.run { LoggingViewController("B", log: log) }
        let tabs = engine.run { UITabBarController() }
        engine.run { tabs.viewControllers = [a, b] }
        engine.show(tabs)
        expectEqual(log.appearance, ["A.viewWillAppear", "A.viewDidAppear"])
        log.removeAll()
        engine.run { tabs.selectedIndex = 1 }
        expectEqual(log.appearance, ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
    }

    @Test func presentingOverANavigationControllerReachesItsTopController() throws {
        let engine = UIKitEngine()
        let log = CallLog()
        let top = engine.run { LoggingViewController("top", log: log) }
        let nav = engine.run { UINavigationController(rootViewController: top) }
        engine.show(nav)
        log.removeAll()
        let modal = engine.run { LoggingViewController("modal", log: log) }
        engine.run {
            modal.modalPresentationStyle = .fullScreen
            top.present(modal, animated: true)
        }
        try engine.runUntilIdle(timeout: 2)
        expectEqual(log.entries(startingWith: "top."), ["top.viewWillDisappear", "top.viewDidDisappear"])
        expectEqual(log.entries(startingWith: "modal."), ["modal.viewWillAppear", "modal.viewDidAppear"])
        expectIdentical(engine.run { nav.presentedViewController }, modal, "the navigation controller presents for its child")
    }

    @Test func beginAndEndAppearanceTransitionCallTheCallbacks() {
        let engine = UIKitEngine()
        let log = CallLog()
        let vc = engine.run { LoggingViewController("vc", log: log) }
        engine.run {
            vc.beginAppearanceTransition(true, animated: false)
            vc.endAppearanceTransition()
            vc.beginAppearanceTransition(false, animated: false)
            vc.endAppearanceTransition()
        }
        expectEqual(log.appearance, ["vc.viewWillAppear", "vc.viewDidAppear", "vc.viewWillDisappear", "vc.viewDidDisappear"])
        engine.run { vc.endAppearanceTransition() }
        expectEqual(log.appearance.count, 4, "an unmatched end does nothing")
    }

    @Test(arguments: [false, true])
    func theDidCallbacksGetTheAnimatedFlagOfTheirWillCallbacks(animated: Bool) {
        let engine = UIKitEngine()
        let log = CallLog()
        let vc = engine.run { LoggingViewController("vc", log: log) }
        engine.run {
            vc.beginAppearanceTransition(true, animated: animated)
            vc.endAppearanceTransition()
        }
        expectEqual(vc.animatedSeen["viewWillAppear"], animated)
        expectEqual(vc.animatedSeen["viewDidAppear"], animated)
        engine.run {
            vc.beginAppearanceTransition(false, animated: !animated)
            vc.endAppearanceTransition()
        }
        expectEqual(vc.animatedSeen["viewWillDisappear"], !animated)
        expectEqual(vc.animatedSeen["viewDidDisappear"], !animated)
    }

    @Test func aPresentationWithoutAnimationSaysSoToEveryCallback() throws {
        let scene = Modal(style: .fullScreen)
        scene.engine.run { scene.a.present(scene.b, animated: false) }
        try scene.engine.runUntilIdle(timeout: 3)
        expectEqual(scene.b.animatedSeen, ["viewWillAppear": false, "viewDidAppear": false])
        expectEqual(scene.a.animatedSeen["viewWillDisappear"], false)
        expectEqual(scene.a.animatedSeen["viewDidDisappear"], false)
    }

    // MARK: isBeingPresented, isBeingDismissed, isMovingToParent, isMovingFromParent

    @Test func presentedControllerKnowsItIsBeingPresented() throws {
        // Apple: isBeingPresented "returns true only when called from inside viewWillAppear(_:)
        // and viewDidAppear(_:)"; isBeingDismissed likewise from the disappear callbacks.
        let scene = Modal(style: .fullScreen)
        scene.engine.run { scene.a.present(scene.b, animated: true) }
        #expect(scene.engine.run { scene.b.isBeingPresented }, "during the transition")
        try scene.engine.runUntilIdle(timeout: 2)
        expectEqual(scene.b.flagsSeen["viewWillAppear"]?.presented, true)
        #expect(!scene.engine.run { scene.b.isBeingPresented }, "over afterwards")
        do {
            expectEqual(scene.b.flagsSeen["viewDidAppear"]?.presented, true)
        }
        scene.engine.run { scene.b.dismiss(animated: true) }
        #expect(scene.engine.run { scene.b.isBeingDismissed })
        try scene.engine.runUntilIdle(timeout: 2)
        expectEqual(scene.b.flagsSeen["viewWillDisappear"]?.dismissed, true)
        do {
            expectEqual(scene.b.flagsSeen["viewDidDisappear"]?.dismissed, true)
        }
    }

    @Test func pushedAndPoppedControllersKnowTheyAreMoving() throws {
        let engine = UIKitEngine()
        let log = CallLog()
        let a = engine.run { LoggingViewController("A", log: log) }
        let b = engine.run { LoggingViewController("B", log: log) }
        let nav = engine.run { UINavigationController(rootViewController: a) }
        engine.show(nav)
        engine.run { nav.pushViewController(b, animated: true) }
        try engine.runUntilIdle(timeout: 2)
        expectEqual(b.flagsSeen["viewWillAppear"]?.toParent, true)
        expectEqual(a.flagsSeen["viewWillDisappear"]?.toParent, false)
        do {
            expectEqual(b.flagsSeen["viewDidAppear"]?.toParent, true)
        }
        engine.run { _ = nav.popViewController(animated: true) }
        try engine.runUntilIdle(timeout: 2)
        expectEqual(b.flagsSeen["viewWillDisappear"]?.fromParent, true)
        do {
            expectEqual(b.flagsSeen["viewDidDisappear"]?.fromParent, true)
        }
        #expect(!engine.run { b.isMovingFromParent })
    }
}
