import Expectations
import Testing
import UIKit

/// Which controller decides the status bar, and when UIKit reads it (FIDELITY §2.11 "Status
/// bar", §4.3 "The status bar"): the key window's root controller, or the last controller
/// presented `.fullScreen` (or capturing the status bar) above it; from there `childFor…` down;
/// read again on `setNeedsStatusBarAppearanceUpdate()`, when the root appears, when a transition
/// begins (with its destination in place) and ends, and when the traits change.
@MainActor
struct StatusBarTests {
    /// A screen whose status bar wishes and `childFor…` answers the test sets.
    final class Screen: UIViewController {
        var style: UIStatusBarStyle = .default
        /// nil: UIKit's default (hidden when vertically compact).
        var hidden: Bool?
        var styleChild: UIViewController?
        var hiddenChild: UIViewController?
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden ?? super.prefersStatusBarHidden }
        override var childForStatusBarStyle: UIViewController? { styleChild }
        override var childForStatusBarHidden: UIViewController? { hiddenChild }
    }

    private func screen(_ engine: UIKitEngine, style: UIStatusBarStyle = .default, hidden: Bool? = nil) -> Screen {
        engine.run {
            let screen = Screen()
            screen.style = style
            screen.hidden = hidden
            return screen
        }
    }

    /// The status bar as `UIApplication.shared` reports it.
    private func statusBar(_ engine: UIKitEngine) -> (style: UIStatusBarStyle, hidden: Bool) {
        engine.run { (UIApplication.shared.statusBarStyle, UIApplication.shared.isStatusBarHidden) }
    }

    /// The status bar changes in the trace: "#transition status bar → …".
    private func statusBarLines(_ engine: UIKitEngine) -> [String] {
        engine.trace.events.compactMap { event in
            if case .statusBar = event.kind { "#\(event.transition) \(event.kind)" } else { nil }
        }
    }

    // MARK: Who decides

    @Test func withoutOverridesTheStatusBarIsDefaultAndShownAndNothingIsTraced() {
        let engine = UIKitEngine()
        engine.show(engine.run { UIViewController() })
        #expect(statusBar(engine) == (.default, false))
        #expect(statusBarLines(engine).isEmpty)
    }

    /// Deprecated since iOS 9: with view-controller-based appearance, "calling this method has
    /// no effect" (Apple); the controllers' preferences stay, and UIKit reads nothing new.
    @Test func theOldStatusBarSettersChangeNothing() {
        let engine = UIKitEngine()
        engine.show(screen(engine, style: .lightContent, hidden: false))
        let before = statusBarLines(engine)
        engine.run {
            UIApplication.shared.setStatusBarStyle(.darkContent, animated: true)
            UIApplication.shared.setStatusBarHidden(true, with: .fade)
        }
        engine.advance(by: 0.5)
        #expect(statusBar(engine) == (.lightContent, false))
        expectEqual(statusBarLines(engine), before)
    }

    @Test func theRootControllerDecidesWhenItAppears() {
        let engine = UIKitEngine()
        engine.show(screen(engine, style: .lightContent, hidden: true))
        #expect(statusBar(engine) == (.lightContent, true))
        expectEqual(statusBarLines(engine), ["#0 status bar → .lightContent, hidden"])
    }

    @Test func aChangedWishShowsOnlyAfterSetNeedsStatusBarAppearanceUpdate() {
        let engine = UIKitEngine()
        let root = screen(engine)
        engine.show(root)
        engine.run { root.style = .darkContent }
        expectEqual(statusBar(engine).style, .default, "UIKit has not read it again")
        engine.run { root.setNeedsStatusBarAppearanceUpdate() }
        expectEqual(statusBar(engine).style, .darkContent)
        engine.run { root.hidden = true; root.setNeedsStatusBarAppearanceUpdate() }
        #expect(statusBar(engine) == (.darkContent, true))
        expectEqual(statusBarLines(engine), ["#0 status bar → .darkContent", "#0 status bar → .darkContent, hidden"])
    }

    @Test func aChildDecidesOnlyWhenItsParentNamesIt() {
        let engine = UIKitEngine()
        let parent = screen(engine)
        let child = screen(engine, style: .lightContent, hidden: true)
        engine.run {
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        }
        engine.show(parent)
        #expect(statusBar(engine) == (.default, false), "a child's wishes are not read unless named")
        engine.run { parent.styleChild = child; parent.setNeedsStatusBarAppearanceUpdate() }
        #expect(statusBar(engine) == (.lightContent, false), "childForStatusBarStyle names it for the style only")
        engine.run { parent.hiddenChild = child; child.setNeedsStatusBarAppearanceUpdate() }
        #expect(statusBar(engine) == (.lightContent, true), "…and childForStatusBarHidden for hiding; any controller may ask for the update")
    }

    @Test func childForStatusBarStyleIsFollowedDownSeveralLevels() {
        let engine = UIKitEngine()
        let root = screen(engine, style: .darkContent)
        let middle = screen(engine, style: .darkContent)
        let leaf = screen(engine, style: .lightContent)
        engine.run {
            root.styleChild = middle
            middle.styleChild = leaf
        }
        engine.show(root)
        expectEqual(statusBar(engine).style, .lightContent)
    }

    @Test func aChildChainThatComesBackStopsAtTheLastNewController() {
        let engine = UIKitEngine()
        let root = screen(engine, style: .darkContent)
        let other = screen(engine, style: .lightContent)
        engine.run {
            root.styleChild = other
            other.styleChild = root
        }
        engine.show(root)
        expectEqual(statusBar(engine).style, .lightContent)
    }

    // MARK: Navigation and tab bar controllers

    @Test func aNavigationControllerWithItsBarShownDecidesTheStyleItself() {
        let engine = UIKitEngine()
        let top = screen(engine, style: .lightContent)
        engine.show(engine.run { UINavigationController(rootViewController: top) })
        expectEqual(statusBar(engine).style, .default, "the bar's style (the default) decides, not the top controller")
    }

    @Test func aNavigationControllerWithItsBarHiddenLetsTheTopControllerDecideTheStyle() {
        let engine = UIKitEngine()
        let top = screen(engine, style: .lightContent)
        let nav = engine.run { UINavigationController(rootViewController: top) }
        engine.show(nav)
        engine.run { nav.setNavigationBarHidden(true, animated: false) }
        expectEqual(statusBar(engine).style, .default, "hiding the bar does not read the status bar again")
        engine.run { nav.setNeedsStatusBarAppearanceUpdate() }
        expectEqual(statusBar(engine).style, .lightContent)
    }

    @Test func theTopControllerOfANavigationControllerDecidesWhetherTheStatusBarIsHidden() {
        let engine = UIKitEngine()
        let top = screen(engine, hidden: true)
        engine.show(engine.run { UINavigationController(rootViewController: top) })
        #expect(statusBar(engine) == (.default, true))
    }

    @Test func aPushHandsTheStatusBarToTheNewTopControllerAsItBeginsAndAPopHandsItBack() throws {
        let engine = UIKitEngine()
        let first = screen(engine)
        let second = screen(engine, hidden: true)
        let nav = engine.run { UINavigationController(rootViewController: first) }
        engine.show(nav)
        engine.run { nav.pushViewController(second, animated: true) }
        #expect(statusBar(engine).hidden, "read as the push begins, with the new top in place")
        try engine.runUntilIdle(timeout: 3)
        #expect(statusBar(engine).hidden)
        let push = engine.latestTransition
        let pushLines = engine.traceLines(of: push)
        #expect(isSubsequence(["began push Screen → Screen", "status bar → .default, hidden", "animateTransition", "ended"], of: pushLines), "\(pushLines)")
        engine.run { _ = nav.popViewController(animated: true) }
        #expect(!statusBar(engine).hidden)
        try engine.runUntilIdle(timeout: 3)
        expectEqual(statusBarLines(engine), ["#\(push) status bar → .default, hidden", "#\(push + 1) status bar → .default"])
    }

    @Test func theSelectedTabDecidesStyleAndHiding() {
        let engine = UIKitEngine()
        let plain = screen(engine)
        let dark = screen(engine, style: .lightContent, hidden: true)
        let tabs = engine.run {
            let tabs = UITabBarController()
            tabs.viewControllers = [plain, dark]
            return tabs
        }
        engine.show(tabs)
        #expect(statusBar(engine) == (.default, false))
        engine.run { tabs.selectedIndex = 1 }
        #expect(statusBar(engine) == (.lightContent, true), "read again after the switch")
        engine.run { tabs.selectedIndex = 0 }
        #expect(statusBar(engine) == (.default, false))
        expectEqual(statusBarLines(engine), ["#1 status bar → .lightContent, hidden", "#2 status bar → .default"], "recorded under each switch")
    }

    // MARK: Presentations

    /// Shows a plain root and presents `presented` with `style`, animated by a 0.5 s fade.
    private func present(_ presented: Screen, style: UIModalPresentationStyle, in engine: UIKitEngine,
                         vendor: TransitionVendor) -> UIViewController {
        let root = screen(engine)
        engine.show(root)
        engine.run {
            presented.modalPresentationStyle = style
            presented.transitioningDelegate = vendor
            root.present(presented, animated: true)
        }
        return root
    }

    @Test func aFullScreenPresentationTakesTheStatusBarOverAsItBegins() throws {
        let engine = UIKitEngine()
        let vendor = TransitionVendor(present: FadeAnimator(duration: 0.5), dismiss: FadeAnimator(duration: 0.5))
        let presented = screen(engine, style: .lightContent, hidden: true)
        _ = present(presented, style: .fullScreen, in: engine, vendor: vendor)
        #expect(statusBar(engine) == (.lightContent, true), "the presented controller decides from the start")
        let lines = engine.latestTraceLines
        #expect(isSubsequence(["began present Screen → Screen", "transitionDuration → 0.5", "status bar → .lightContent, hidden", "animateTransition"], of: lines), "\(lines)")
        try engine.runUntilIdle(timeout: 3)
        engine.run { presented.dismiss(animated: true) }
        #expect(statusBar(engine) == (.default, false), "the dismissal hands it back as it begins")
        try engine.runUntilIdle(timeout: 3)
        #expect(statusBar(engine) == (.default, false))
        expectEqual(statusBarLines(engine).count, 2)
    }

    @Test(arguments: [UIModalPresentationStyle.overFullScreen, .custom, .overCurrentContext, .automatic, .pageSheet])
    func otherStylesLeaveTheStatusBarToThePresenter(style: UIModalPresentationStyle) throws {
        let engine = UIKitEngine()
        let vendor = TransitionVendor(present: FadeAnimator(duration: 0.5), dismiss: FadeAnimator(duration: 0.5))
        let presented = screen(engine, style: .lightContent, hidden: true)
        _ = present(presented, style: style, in: engine, vendor: vendor)
        try engine.runUntilIdle(timeout: 3)
        #expect(statusBar(engine) == (.default, false))
        engine.run { presented.setNeedsStatusBarAppearanceUpdate() }
        #expect(statusBar(engine) == (.default, false))
    }

    @Test(arguments: [UIModalPresentationStyle.overFullScreen, .custom, .overCurrentContext, .pageSheet])
    func aPresentedControllerThatCapturesTheStatusBarDecides(style: UIModalPresentationStyle) throws {
        let engine = UIKitEngine()
        let vendor = TransitionVendor(present: FadeAnimator(duration: 0.5), dismiss: FadeAnimator(duration: 0.5))
        let presented = screen(engine, style: .lightContent, hidden: true)
        engine.run { presented.modalPresentationCapturesStatusBarAppearance = true }
        _ = present(presented, style: style, in: engine, vendor: vendor)
        try engine.runUntilIdle(timeout: 3)
        #expect(statusBar(engine) == (.lightContent, true))
    }

    @Test func captureIsReadWhenThePresentationBegins() throws {
        let engine = UIKitEngine()
        let vendor = TransitionVendor(present: FadeAnimator(duration: 0.5), dismiss: FadeAnimator(duration: 0.5))
        let presented = screen(engine, style: .lightContent)
        _ = present(presented, style: .overFullScreen, in: engine, vendor: vendor)
        try engine.runUntilIdle(timeout: 3)
        engine.run {
            presented.modalPresentationCapturesStatusBarAppearance = true
            presented.setNeedsStatusBarAppearanceUpdate()
        }
        expectEqual(statusBar(engine).style, .default)
    }

    @Test func theTopmostControllerThatTakesOverDecidesInAStackOfPresentations() throws {
        let engine = UIKitEngine()
        let vendor = TransitionVendor(present: FadeAnimator(duration: 0.5), dismiss: FadeAnimator(duration: 0.5))
        let full = screen(engine, style: .lightContent)
        let over = screen(engine, style: .darkContent, hidden: true)
        let fullAgain = screen(engine, style: .darkContent)
        _ = present(full, style: .fullScreen, in: engine, vendor: vendor)
        try engine.runUntilIdle(timeout: 3)
        engine.run {
            over.modalPresentationStyle = .overFullScreen
            full.present(over, animated: false)
        }
        #expect(statusBar(engine) == (.lightContent, false), "an .overFullScreen controller on top does not take over")
        engine.run {
            fullAgain.modalPresentationStyle = .fullScreen
            over.present(fullAgain, animated: false)
        }
        #expect(statusBar(engine) == (.darkContent, false), "a .fullScreen one above it does")
    }

    @Test func aCancelledInteractiveDismissalHandsTheStatusBarBack() throws {
        let engine = UIKitEngine()
        let interaction = UIPercentDrivenInteractiveTransition()
        let vendor = TransitionVendor(present: FadeAnimator(duration: 1), dismiss: FadeAnimator(duration: 1))
        let presented = screen(engine, style: .lightContent)
        _ = present(presented, style: .fullScreen, in: engine, vendor: vendor)
        try engine.runUntilIdle(timeout: 3)
        vendor.dismissInteraction = interaction
        engine.run { presented.dismiss(animated: true) }
        expectEqual(statusBar(engine).style, .default, "the presenter decides as soon as the dismissal begins")
        engine.run { interaction.update(0.4) }
        engine.advance(by: 0.2)
        expectEqual(statusBar(engine).style, .default)
        engine.run { interaction.cancel() }
        expectEqual(statusBar(engine).style, .default, "not before the transition ends")
        try engine.runUntilIdle(timeout: 3)
        expectEqual(statusBar(engine).style, .lightContent, "back to the presented controller")
        let lines = engine.latestTraceLines
        #expect(isSubsequence(["status bar → .default", "cancelInteractiveTransition(0.4)", "completeTransition(false) after cancel", "status bar → .lightContent", "ended (cancelled)"], of: lines), "\(lines)")
    }

    // MARK: Traits

    @Test func sidewaysAControllerHidesTheStatusBarByDefault() throws {
        let engine = UIKitEngine()
        let root = screen(engine)
        engine.show(root)
        engine.rotate(to: .landscapeLeft)
        #expect(statusBar(engine).hidden, "vertically compact: prefersStatusBarHidden is true by default")
        try engine.runUntilIdle(timeout: 2)
        engine.rotate(to: .portrait)
        #expect(!statusBar(engine).hidden)
        expectEqual(statusBarLines(engine), ["#0 status bar → .default, hidden", "#0 status bar → .default"])
    }

    @Test func sidewaysAControllerThatWantsTheStatusBarKeepsIt() {
        let engine = UIKitEngine()
        engine.show(screen(engine, hidden: false))
        engine.rotate(to: .landscapeRight)
        #expect(!statusBar(engine).hidden)
        #expect(statusBarLines(engine).isEmpty)
    }

    @Test func theDefaultsAreDefaultStyleAndFadeAnimation() {
        let engine = UIKitEngine()
        let vc = engine.run { UIViewController() }
        expectEqual(engine.run { vc.preferredStatusBarStyle }, .default)
        expectEqual(engine.run { vc.preferredStatusBarUpdateAnimation }, .fade)
        expectEqual(engine.run { vc.prefersStatusBarHidden }, false)
        expectNil(engine.run { vc.childForStatusBarStyle })
        expectNil(engine.run { vc.childForStatusBarHidden })
        expectEqual(engine.run { vc.modalPresentationCapturesStatusBarAppearance }, false)
        #expect(UIStatusBarStyle.lightContent.rawValue == 1 && UIStatusBarStyle.darkContent.rawValue == 3)
        expectEqual(UIStatusBarAnimation.slide.rawValue, 2)
    }
}
