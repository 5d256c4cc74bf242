import Expectations
import Testing
import UIKit

/// `UITabBarController`: switching tabs without an animator (immediate) and with one chosen by the
/// delegate (here by comparing the tabs' indices, as the reference article does), the tab bar at
/// the bottom, taps on its buttons, and an interactive switch that is cancelled.
@MainActor
struct TabBarControllerTests {
    /// Slides the new tab in from the side the delegate chose and the old one out the other side.
    final class SideSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        enum Side { case left, right }
        let side: Side
        init(_ side: Side) { self.side = side }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let container = transitionContext.containerView
            let fromView = transitionContext.view(forKey: .from)!, toView = transitionContext.view(forKey: .to)!
            let width = container.bounds.width
            let offset = side == .right ? width : -width
            container.addSubview(toView)
            toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            toView.transform = CGAffineTransform(translationX: offset, y: 0)
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
                toView.transform = .identity
                fromView.transform = CGAffineTransform(translationX: -offset, y: 0)
            }, completion: { _ in
                fromView.transform = .identity
                toView.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    final class IndexDelegate: NSObject, UITabBarControllerDelegate {
        var animates = true
        var allowed: (UIViewController) -> Bool = { _ in true }
        var interaction: UIViewControllerInteractiveTransitioning?
        private(set) var sides: [SideSlideAnimator.Side] = []
        private(set) var selected: [UIViewController] = []

        func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            guard animates, let tabs = tabBarController.viewControllers,
                  let from = tabs.firstIndex(of: fromVC), let to = tabs.firstIndex(of: toVC) else { return nil }
            let side: SideSlideAnimator.Side = to < from ? .left : .right
            sides.append(side)
            return SideSlideAnimator(side)
        }

        func tabBarController(_ tabBarController: UITabBarController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            interaction
        }

        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { allowed(viewController) }

        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) { selected.append(viewController) }
    }

    @MainActor final class Tabs {
        let engine = UIKitEngine()
        let log = CallLog()
        let tabs: UITabBarController
        let vcs: [LoggingViewController]
        let delegate = IndexDelegate()
        let window: UIWindow

        init() {
            let (engine, log) = (self.engine, self.log)
            tabs = engine.run { UITabBarController() }
            vcs = ["T0", "T1", "T2"].map { name in engine.run { LoggingViewController(name, log: log) } }
            let (tabs, vcs, delegate) = (self.tabs, self.vcs, self.delegate)
            engine.run {
                for vc in vcs { vc.title = vc.name }
                tabs.viewControllers = vcs
                tabs.delegate = delegate
            }
            window = engine.show(tabs)
            log.removeAll()
        }

        var container: UIView { tabs.contentView }

        /// The horizontal translation of the view's presentation transform.
        func offsetX(_ view: UIView) -> CGFloat {
            engine.run { view.layer.presentation()?.transform.m41 } ?? .nan
        }
    }

    @Test func anAnimatorChoosesTheDirectionByIndex() throws {
        let t = Tabs()
        let width = t.engine.run { t.container.bounds.width }
        t.engine.run { t.tabs.selectedIndex = 2 }
        expectEqual(t.delegate.sides, [.right], "to a tab on the right: slide from the right")
        expectEqual(t.engine.run { t.tabs.selectedIndex }, 2, "selectedIndex changes when the switch starts")
        expectIdentical(t.engine.run { t.tabs.selectedViewController }, t.vcs[2])
        t.engine.advance(by: 0.1)
        expectClose(t.offsetX(t.vcs[2].view), width * 0.75, tolerance: 1, "a quarter of the way in from the right")
        expectClose(t.offsetX(t.vcs[0].view), -width * 0.25, tolerance: 1)
        try t.engine.runUntilIdle(timeout: 2)
        expectNil(t.engine.run { t.vcs[0].view.superview }, "UIKit removes the old tab's view")
        expectIdentical(t.engine.run { t.vcs[2].view.superview }, t.container)
        expectClose(t.engine.run { t.vcs[2].view.frame }, t.container.bounds)
        #expect(isSubsequence([
            "began tab LoggingViewController → LoggingViewController",
            "asked tabBarController(_:animationControllerForTransitionFrom:to:) → SideSlideAnimator",
            "asked tabBarController(_:interactionControllerFor:) → nil",
            "transitionDuration → 0.4", "animateTransition", "completeTransition(true)", "ended",
        ], of: t.engine.latestTraceLines), "\(t.engine.latestTraceLines)")
        expectEqual(t.log.appearance, ["T0.viewWillDisappear", "T2.viewWillAppear", "T0.viewDidDisappear", "T2.viewDidAppear"])

        t.engine.run { t.tabs.selectedIndex = 1 }
        expectEqual(t.delegate.sides, [.right, .left], "back to a tab on the left: slide from the left")
        t.engine.advance(by: 0.1)
        expectClose(t.offsetX(t.vcs[1].view), -width * 0.75, tolerance: 1)
        try t.engine.runUntilIdle(timeout: 2)
        expectIdentical(t.engine.run { t.tabs.selectedViewController }, t.vcs[1])
    }

    @Test func withoutAnAnimatorTheSwitchIsImmediate() {
        let t = Tabs()
        t.delegate.animates = false
        t.engine.run { t.tabs.selectedIndex = 1 }
        expectIdentical(t.engine.run { t.vcs[1].view.superview }, t.container)
        expectNil(t.engine.run { t.vcs[0].view.superview })
        #expect(t.engine.transitionsInProgress.isEmpty)
        expectEqual(t.log.appearance, ["T0.viewWillDisappear", "T1.viewWillAppear", "T0.viewDidDisappear", "T1.viewDidAppear"])
    }

    @Test func tappingATabSelectsItAndTellsTheDelegate() throws {
        let t = Tabs()
        t.delegate.animates = false
        let button = try #require(t.engine.view(identifiedBy: "tab.2", in: t.tabs.tabBar))
        do {
            expectGreater(t.engine.run { button.frame.width }, 0)
        }
        t.engine.run { t.window.layoutIfNeeded() }  // lay out by hand to test the buttons themselves
        t.engine.tap(at: t.engine.windowCenter(of: button))
        expectEqual(t.engine.run { t.tabs.selectedIndex }, 2)
        expectEqual(t.delegate.selected, [t.vcs[2]])
        t.delegate.allowed = { $0 !== t.vcs[1] }
        let refused = try #require(t.engine.view(identifiedBy: "tab.1", in: t.tabs.tabBar))
        t.engine.tap(at: t.engine.windowCenter(of: refused))
        expectEqual(t.engine.run { t.tabs.selectedIndex }, 2, "shouldSelect said no")
        expectEqual(t.delegate.selected, [t.vcs[2]])
    }

    @Test func theTabBarIsAtTheBottom() throws {
        let t = Tabs()
        let bar = t.engine.run { t.tabs.tabBar.frame }
        let content = t.engine.run { t.container.frame }
        expectEqual(bar.maxY, t.window.bounds.maxY)
        expectEqual(bar.width, t.window.bounds.width)
        #expect(content.minY == 0 && content.maxY == bar.minY)
        let button = try #require(t.engine.view(identifiedBy: "tab.0", in: t.tabs.tabBar) as? UIButton)
        expectEqual(t.engine.run { button.currentTitle }, "[T0]", "the selected tab is marked")
    }

    @Test func selectedViewControllerSelectsByIdentity() throws {
        let t = Tabs()
        t.delegate.animates = false
        t.engine.run { t.tabs.selectedViewController = t.vcs[2] }
        expectEqual(t.engine.run { t.tabs.selectedIndex }, 2)
        expectIdentical(t.engine.run { t.vcs[2].tabBarController }, t.tabs)
        t.engine.run { t.tabs.selectedViewController = UIViewController() }
        expectEqual(t.engine.run { t.tabs.selectedIndex }, 2, "not one of the tabs: ignored")
    }

    @Test func anInteractiveSwitchCancelledRestoresTheSelection() throws {
        let t = Tabs()
        let interaction = UIPercentDrivenInteractiveTransition()
        t.delegate.interaction = interaction
        t.engine.run { t.tabs.selectedIndex = 1 }
        t.engine.advance(by: t.engine.frameDuration)
        t.engine.run { interaction.update(0.3) }
        t.engine.advance(by: 0.1)
        t.engine.run { interaction.cancel() }
        try t.engine.runUntilIdle(timeout: 2)
        expectEqual(t.engine.run { t.tabs.selectedIndex }, 0, "UIKit puts the selection back")
        expectIdentical(t.engine.run { t.vcs[0].view.superview }, t.container)
        expectNil(t.engine.run { t.vcs[1].view.superview })
        expectEqual(t.engine.run { t.vcs[0].view.transform }, .identity)
        #expect(t.engine.latestTraceLines.contains("ended (cancelled)"))
        expectEqual(t.log.appearance.filter { $0.hasPrefix("T0.") }, ["T0.viewWillDisappear", "T0.viewWillAppear", "T0.viewDidAppear"])
        expectEqual(t.log.appearance.filter { $0.hasPrefix("T1.") }, ["T1.viewWillAppear", "T1.viewWillDisappear", "T1.viewDidDisappear"])
    }

    @Test func aSwitchDuringASwitchIsIgnored() throws {
        let t = Tabs()
        t.engine.run { t.tabs.selectedIndex = 1 }
        t.engine.run { t.tabs.selectedIndex = 2 }
        expectEqual(t.engine.run { t.tabs.selectedIndex }, 1)
        #expect(t.engine.diagnostics(ofKind: .transition).contains { $0.message.contains("tab transition is in progress") })
        try t.engine.runUntilIdle(timeout: 2)
        expectIdentical(t.engine.run { t.tabs.selectedViewController }, t.vcs[1])
    }
}
