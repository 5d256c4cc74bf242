import Expectations
import Testing
import UIKit

/// `UINavigationController`: push and pop with the delegate's animator or UIKit's slide, the
/// stack during and after a transition, `popToRootViewController`, `setViewControllers`, the back
/// button and `interactivePopGestureRecognizer`.
@MainActor
struct NavigationControllerTests {
    @MainActor final class Stack {
        let engine: UIKitEngine
        let log: CallLog
        let nav: UINavigationController
        let a: LoggingViewController
        let window: UIWindow
        let vendor = NavigationVendor()

        init(delegate: Bool = true) {
            let engine = UIKitEngine(), log = CallLog()
            self.engine = engine
            self.log = log
            a = engine.run { LoggingViewController("A", log: log) }
            let a = self.a
            nav = engine.run { UINavigationController(rootViewController: a) }
            window = engine.show(nav)
            if delegate {
                let (nav, vendor) = (self.nav, self.vendor)
                engine.run { nav.delegate = vendor }
            }
            log.removeAll()
        }

        func make(_ name: String) -> LoggingViewController {
            let log = self.log
            return engine.run { LoggingViewController(name, log: log) }
        }

        var container: UIView { nav.contentView }

        var stack: [String] { engine.run { nav.viewControllers.map { ($0 as? LoggingViewController)?.name ?? "?" } } }

        func positionX(_ view: UIView) -> CGFloat {
            engine.run { view.layer.presentation()?.position.x } ?? .nan
        }
    }

    // MARK: Push and pop with an animator

    @Test func pushWithTheDelegatesAnimator() throws {
        let s = Stack()
        let animator = FadeAnimator(duration: 0.4)
        s.vendor.animator = { _ in animator }
        let b = s.make("B")
        var atStart: (subviews: [UIView], from: UIView?, to: UIView?, final: CGRect, container: UIView)?
        animator.onStart = { context in
            let toVC = context.viewController(forKey: .to)!
            atStart = (context.containerView.subviews, context.view(forKey: .from), context.view(forKey: .to),
                       context.finalFrame(for: toVC), context.containerView)
        }
        s.engine.run { s.nav.pushViewController(b, animated: true) }
        let start = try #require(atStart)
        expectIdentical(start.container, s.container, "the container is the navigation controller's content view")
        expectEqual(start.subviews, [s.a.view], "the from view is in the container; the animator adds the to view")
        #expect(start.from === s.a.view && start.to === b.view)
        expectClose(start.final, s.container.bounds)
        expectEqual(s.stack, ["A", "B"], "the stack changes when the push starts")
        expectIdentical(s.engine.run { s.nav.topViewController }, b)
        expectIdentical(s.engine.run { b.parent }, s.nav)
        expectEqual(s.vendor.operations, [.push])
        s.engine.advance(by: 0.2)
        expectClose(Double(s.engine.run { b.view.layer.presentation()?.opacity } ?? -1), 0.5, tolerance: 0.02, "the animator runs")
        try s.engine.runUntilIdle(timeout: 2)
        expectNil(s.engine.run { s.a.view.superview }, "UIKit removes the from view")
        expectIdentical(s.engine.run { b.view.superview }, s.container)
        expectClose(s.engine.run { b.view.frame }, s.container.bounds)
        expectIdentical(s.engine.run { b.navigationController }, s.nav)
        expectEqual(s.vendor.shown, ["willShow B", "didShow B"])
        #expect(isSubsequence([
            "began push LoggingViewController → LoggingViewController",
            "asked navigationController(_:animationControllerFor:from:to:) → FadeAnimator",
            "asked navigationController(_:interactionControllerFor:) → nil",
            "transitionDuration → 0.4", "animateTransition", "containerView + LoggingViewController.view",
            "completeTransition(true)", "animationEnded(true)", "ended",
        ], of: s.engine.latestTraceLines), "\(s.engine.latestTraceLines)")
        expectEqual(s.log.entries(startingWith: "B.").filter { $0.contains("Move") }, ["B.willMove(toParent: UINavigationController)", "B.didMove(toParent: UINavigationController)"])
    }

    @Test func popWithTheDelegatesAnimator() throws {
        let s = Stack()
        let animator = FadeAnimator(duration: 0.4)
        let b = s.make("B")
        s.engine.run { s.nav.pushViewController(b, animated: false) }
        s.vendor.animator = { _ in animator }
        var startSubviews: [UIView] = []
        animator.onStart = { startSubviews = $0.containerView.subviews }
        s.log.removeAll()
        let popped = s.engine.run { s.nav.popViewController(animated: true) }
        expectIdentical(popped, b)
        expectEqual(startSubviews, [b.view])
        expectEqual(s.stack, ["A"], "the stack changes when the pop starts")
        expectIdentical(s.engine.run { s.nav.topViewController }, s.a)
        expectEqual(s.vendor.operations, [.pop])
        try s.engine.runUntilIdle(timeout: 2)
        expectNil(s.engine.run { b.view.superview })
        expectNil(s.engine.run { b.parent })
        expectIdentical(s.engine.run { s.a.view.superview }, s.container)
        expectEqual(s.log.entries.filter { $0.contains("Move") }, ["B.willMove(toParent: nil)", "B.didMove(toParent: nil)"])
        expectNil(s.engine.run { s.nav.popViewController(animated: true) }, "nothing to pop at the root")
    }

    // MARK: UIKit's slide

    @Test func pushWithoutAnAnimatorSlidesInFromTheRight() throws {
        let s = Stack()  // the delegate answers nil
        let b = s.make("B")
        let width = s.engine.run { s.container.bounds.width }
        s.engine.run { s.nav.pushViewController(b, animated: true) }
        s.engine.advance(by: s.engine.frameDuration)
        expectGreater(s.positionX(b.view), width, "the new view starts off screen to the right")
        s.engine.advance(by: 0.175 - s.engine.frameDuration)
        expectClose(s.positionX(b.view), width, tolerance: 4, "half way (ease-in-out): centre at the right edge")
        expectClose(s.positionX(s.a.view), width / 2 - width / 6, tolerance: 4, "the old view moves a third of the way left")
        try s.engine.runUntilIdle(timeout: 2)
        #expect(s.engine.latestTraceLines.contains("asked navigationController(_:animationControllerFor:from:to:) → nil"))
        #expect(s.engine.latestTraceLines.contains("transitionDuration → 0.35"))
        expectClose(s.engine.run { b.view.frame }, s.container.bounds)
        expectNil(s.engine.run { s.a.view.superview })
        expectClose(s.engine.run { s.a.view.frame }, s.container.bounds, "the slide puts the old view's frame back")
    }

    @Test func popWithoutAnAnimatorSlidesBack() throws {
        let s = Stack(delegate: false)
        let b = s.make("B")
        s.engine.run { s.nav.pushViewController(b, animated: false) }
        let width = s.engine.run { s.container.bounds.width }
        s.engine.run { _ = s.nav.popViewController(animated: true) }
        s.engine.advance(by: 0.175)
        expectClose(s.positionX(b.view), width, tolerance: 4, "the top view leaves to the right")
        try s.engine.runUntilIdle(timeout: 2)
        expectEqual(s.stack, ["A"])
        expectClose(s.engine.run { s.a.view.frame }, s.container.bounds)
        expectNil(s.engine.run { b.view.window })
    }

    // MARK: The stack

    @Test func popToRootPopsEverythingAboveTheRoot() throws {
        let s = Stack()
        let b = s.make("B"), c = s.make("C")
        s.engine.run {
            s.nav.pushViewController(b, animated: false)
            s.nav.pushViewController(c, animated: false)
        }
        let popped = s.engine.run { s.nav.popToRootViewController(animated: true) }
        expectEqual(popped?.map { ($0 as? LoggingViewController)?.name }, ["B", "C"])
        expectEqual(s.stack, ["A"])
        expectNil(s.engine.run { b.parent }, "the middle controller leaves at once")
        expectEqual(s.engine.latestTraceLines.first, "began pop LoggingViewController → LoggingViewController")
        try s.engine.runUntilIdle(timeout: 2)
        expectEqual(s.engine.run { s.nav.children }, [s.a])
        expectNil(s.engine.run { c.parent })
        expectIdentical(s.engine.run { s.a.view.superview }, s.container)
        expectNil(s.engine.run { s.nav.popToRootViewController(animated: true) }, "already at the root")
    }

    @Test func setViewControllersWithANewTopAnimatesLikeAPush() throws {
        let s = Stack()
        let x = s.make("X")
        s.engine.run { s.nav.setViewControllers([s.a, x], animated: true) }
        expectEqual(s.engine.latestTraceLines.first, "began push LoggingViewController → LoggingViewController")
        try s.engine.runUntilIdle(timeout: 2)
        expectEqual(s.stack, ["A", "X"])
        expectIdentical(s.engine.run { x.view.superview }, s.container)
    }

    @Test func setViewControllersWithAnOldTopAnimatesLikeAPop() throws {
        let s = Stack()
        let b = s.make("B"), c = s.make("C")
        s.engine.run {
            s.nav.pushViewController(b, animated: false)
            s.nav.pushViewController(c, animated: false)
        }
        s.engine.run { s.nav.setViewControllers([s.a, b], animated: true) }
        expectEqual(s.engine.latestTraceLines.first, "began pop LoggingViewController → LoggingViewController")
        try s.engine.runUntilIdle(timeout: 2)
        expectEqual(s.stack, ["A", "B"])
        expectNil(s.engine.run { c.parent })
        expectEqual(s.engine.run { s.nav.children }, [s.a, b])
    }

    @Test func assigningViewControllersReplacesTheStackAtOnce() {
        let s = Stack()
        let x = s.make("X"), y = s.make("Y")
        s.engine.run { s.nav.viewControllers = [x, y] }
        expectEqual(s.stack, ["X", "Y"])
        expectEqual(s.engine.run { s.nav.children }, [x, y])
        expectNil(s.engine.run { s.a.parent })
        expectIdentical(s.engine.run { y.view.superview }, s.container)
        expectNil(s.engine.run { s.a.view.window })
        #expect(s.engine.transitionsInProgress.isEmpty)
    }

    @Test func setViewControllersBeforeTheViewLoadsReplacesTheChildren() {
        let engine = UIKitEngine()
        let log = CallLog()
        let a = engine.run { LoggingViewController("A", log: log) }
        let x = engine.run { LoggingViewController("X", log: log) }
        let nav = engine.run { UINavigationController(rootViewController: a) }
        engine.run { nav.setViewControllers([x], animated: false) }
        expectEqual(engine.run { nav.viewControllers }, [x])
        do {
            expectEqual(engine.run { nav.children }, [x])
            expectNil(engine.run { a.parent })
        }
    }

    @Test func pushingAControllerAlreadyInTheStackIsRefused() {
        let s = Stack()
        let b = s.make("B")
        s.engine.run { s.nav.pushViewController(b, animated: false) }
        s.engine.run { s.nav.pushViewController(b, animated: true) }
        expectEqual(s.stack, ["A", "B"])
        #expect(s.engine.diagnostics(ofKind: .transition).contains { $0.message.contains("already in a navigation stack") })
    }

    @Test func theCoordinatorRunsAlongsideAPush() throws {
        final class Faded: UIViewController {
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            override func viewDidLoad() {
                view.addSubview(badge)
                badge.alpha = 0
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                transitionCoordinator?.animate(alongsideTransition: { _ in self.badge.alpha = 1 }, completion: nil)
            }
        }
        let s = Stack(delegate: false)
        let b = s.engine.run { Faded() }
        s.engine.run { s.nav.pushViewController(b, animated: true) }
        expectNotNil(s.engine.run { b.transitionCoordinator })
        expectNotNil(s.engine.run { s.a.transitionCoordinator }, "both controllers see the coordinator")
        expectEqual(s.engine.run { b.transitionCoordinator?.transitionDuration }, 0.35)
        s.engine.advance(by: 0.175)
        expectClose(Double(s.engine.run { b.badge.layer.presentation()?.opacity } ?? -1), 0.5, tolerance: 0.03, "in step with the slide")
        try s.engine.runUntilIdle(timeout: 2)
        expectEqual(s.engine.run { b.badge.alpha }, 1)
        expectNil(s.engine.run { b.transitionCoordinator })
    }

    // MARK: The bar

    @Test func theBackButtonPopsAndShowsOnlyAboveTheRoot() throws {
        let s = Stack()
        let b = s.make("B")
        s.engine.run { b.title = "Bee" }
        s.engine.run { s.nav.pushViewController(b, animated: true) }
        try s.engine.runUntilIdle(timeout: 2)
        let back = try #require(s.engine.view(identifiedBy: "navigationBar.back", in: s.nav.navigationBar))
        let title = try #require(s.engine.view(identifiedBy: "navigationBar.title", in: s.nav.navigationBar) as? UILabel)
        do {
            expectGreater(s.engine.run { back.frame.width }, 0, "the bar laid out its back button by the next frame")
        }
        s.engine.run { s.window.layoutIfNeeded() }  // lay out by hand to test the button itself
        #expect(!back.isHidden)
        expectEqual(title.text, "Bee")
        s.engine.tap(at: s.engine.windowCenter(of: back))
        try s.engine.runUntilIdle(timeout: 2)
        expectEqual(s.stack, ["A"])
        expectEqual(s.vendor.operations, [.push, .pop])
        #expect(back.isHidden, "no back button at the root")
        s.engine.tap(at: s.engine.windowCenter(of: back))
        #expect(s.engine.transitionsInProgress.isEmpty)
    }

    @Test func theContentSitsBelowTheBar() {
        let s = Stack()
        let bar = s.engine.run { s.nav.navigationBar.frame }
        let content = s.engine.run { s.container.frame }
        #expect(bar.minY == 0 && bar.height > 0)
        expectEqual(content.minY, bar.maxY)
        expectEqual(content.maxY, s.window.bounds.maxY)
        s.engine.run { s.nav.isNavigationBarHidden = true }
        s.engine.advance(by: s.engine.frameDuration)
        do {
            expectEqual(s.engine.run { s.container.frame.minY }, 0, "the content moves up under the hidden bar")
        }
        s.engine.run { s.window.layoutIfNeeded() }
        expectEqual(s.engine.run { s.container.frame.minY }, 0, "… once laid out")
    }

    // MARK: interactivePopGestureRecognizer

    @Test func theInteractivePopGestureIsALeftEdgePan() throws {
        let s = Stack()
        let edge = try #require(s.engine.run { s.nav.interactivePopGestureRecognizer } as? UIScreenEdgePanGestureRecognizer)
        expectEqual(edge.edges, .left)
        expectIdentical(edge.view, s.nav.view)
    }

    @Test func draggingFromTheLeftEdgePastHalfPops() throws {
        let s = Stack(delegate: false)
        let b = s.make("B")
        s.engine.run { s.nav.pushViewController(b, animated: false) }
        s.engine.advance(by: s.engine.frameDuration)
        s.log.removeAll()
        let touch = s.engine.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 250, y: 300), duration: 0.5, steps: 10, lift: false)
        expectEqual(s.engine.transitionsInProgress.count, 1, "the pop follows the finger")
        #expect(s.engine.latestTraceLines.contains("startInteractiveTransition"))
        let x = s.positionX(b.view)
        expectGreater(x, 187.5 + 100, "the top view moved right with the finger: \(x)")
        touch.lift()
        try s.engine.runUntilIdle(timeout: 2)
        expectEqual(s.stack, ["A"])
        #expect(s.engine.latestTraceLines.contains { $0.hasPrefix("finishInteractiveTransition") })
        expectEqual(s.log.appearance, ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
    }

    @Test func releasingTheEdgePanEarlyCancelsThePop() throws {
        let s = Stack(delegate: false)
        let b = s.make("B")
        s.engine.run { s.nav.pushViewController(b, animated: false) }
        s.engine.advance(by: s.engine.frameDuration)
        s.engine.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 90, y: 300), duration: 0.6, steps: 12)
        try s.engine.runUntilIdle(timeout: 2)
        expectEqual(s.stack, ["A", "B"], "cancelled: B stays on top")
        expectIdentical(s.engine.run { b.parent }, s.nav)
        expectIdentical(s.engine.run { b.view.superview }, s.container)
        expectClose(s.engine.run { b.view.frame }, s.container.bounds)
        expectNil(s.engine.run { s.a.view.superview })
        #expect(s.engine.latestTraceLines.contains("ended (cancelled)"))
        expectEqual(s.engine.run { s.container.layer.speed }, 1)
        // The next pop still works.
        s.engine.run { _ = s.nav.popViewController(animated: true) }
        try s.engine.runUntilIdle(timeout: 2)
        expectEqual(s.stack, ["A"])
    }

    @Test func anEdgePanAtTheRootDoesNothing() throws {
        let s = Stack(delegate: false)
        s.engine.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.5)
        try s.engine.runUntilIdle(timeout: 2)
        expectEqual(s.engine.latestTransition, 0)
        expectEqual(s.stack, ["A"])
    }
}
