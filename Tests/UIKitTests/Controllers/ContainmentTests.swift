import Expectations
import Testing
import UIKit

/// View controller containment (UIKIT-SEMANTICS §6, "Containment"): `addChild(_:)` calls
/// `willMove(toParent:)` for you and you call `didMove(toParent:)`; you call
/// `willMove(toParent: nil)` and `removeFromParent()` calls `didMove(toParent: nil)`; and
/// `transition(from:to:duration:options:animations:completion:)` swaps two children's views.
@MainActor
struct ContainmentTests {
    @MainActor final class Family {
        let engine = UIKitEngine()
        let log = CallLog()
        let parent: LoggingViewController
        let first: LoggingViewController
        let second: LoggingViewController

        init(showParent: Bool = true) {
            let (engine, log) = (self.engine, self.log)
            parent = engine.run { LoggingViewController("P", log: log) }
            first = engine.run { LoggingViewController("C1", log: log) }
            second = engine.run { LoggingViewController("C2", log: log) }
            if showParent { engine.show(parent) }
            log.removeAll()
        }

        /// The documented sequence for adding a child and showing its view.
        func embed(_ child: UIViewController) {
            let parent = self.parent
            engine.run {
                parent.addChild(child)
                parent.view.addSubview(child.view)
                child.view.frame = parent.view.bounds
                child.didMove(toParent: parent)
            }
        }
    }

    @Test func addChildCallsWillMoveForYou() {
        let f = Family()
        f.engine.run { f.parent.addChild(f.first) }
        expectEqual(f.log.entries, ["C1.willMove(toParent: P)"])
        expectIdentical(f.engine.run { f.first.parent }, f.parent)
        expectEqual(f.engine.run { f.parent.children }, [f.first])
        f.engine.run {
            f.parent.view.addSubview(f.first.view)
            f.first.didMove(toParent: f.parent)
        }
        expectEqual(f.log.entries.filter { $0.contains("Move") }, ["C1.willMove(toParent: P)", "C1.didMove(toParent: P)"])
    }

    @Test func removeFromParentCallsDidMoveForYou() {
        let f = Family()
        f.embed(f.first)
        f.log.removeAll()
        f.engine.run {
            f.first.willMove(toParent: nil)
            f.first.view.removeFromSuperview()
            f.first.removeFromParent()
        }
        expectEqual(f.log.entries.filter { $0.contains("Move") }, ["C1.willMove(toParent: nil)", "C1.didMove(toParent: nil)"])
        expectNil(f.engine.run { f.first.parent })
        #expect(f.engine.run { f.parent.children }.isEmpty)
        f.engine.run { f.first.removeFromParent() }
        expectEqual(f.log.entries.filter { $0.contains("Move") }.count, 2, "removing an orphan does nothing")
    }

    @Test func childrenKeepTheirOrder() {
        let f = Family()
        f.engine.run {
            f.parent.addChild(f.first)
            f.parent.addChild(f.second)
            f.parent.addChild(f.first)
        }
        expectEqual(f.engine.run { f.parent.children }, [f.first, f.second], "adding a child twice changes nothing")
        expectEqual(f.log.entries.filter { $0.contains("willMove") }, ["C1.willMove(toParent: P)", "C2.willMove(toParent: P)"])
    }

    @Test func aChildOnScreenFollowsItsParentsAppearance() throws {
        let f = Family(showParent: false)
        f.embed(f.first)
        f.engine.show(f.parent)
        expectEqual(f.log.appearance, ["P.viewWillAppear", "C1.viewWillAppear", "P.viewDidAppear", "C1.viewDidAppear"])
        f.log.removeAll()
        let modal = f.engine.run { UIViewController() }
        f.engine.run {
            modal.modalPresentationStyle = .fullScreen
            f.first.present(modal, animated: true)
        }
        expectIdentical(f.engine.run { f.parent.presentedViewController }, modal, "a child presents through its parent")
        expectIdentical(f.engine.run { f.first.presentedViewController }, modal)
        try f.engine.runUntilIdle(timeout: 2)
        expectEqual(f.log.appearance, ["P.viewWillDisappear", "C1.viewWillDisappear", "P.viewDidDisappear", "C1.viewDidDisappear"])
    }

    @Test func aChildEmbeddedInAVisibleParentAppears() throws {
        // UIKit sends a child viewWillAppear/viewDidAppear when its view enters the window under
        // a parent that is already on screen (automatic appearance forwarding).
        let f = Family()
        f.embed(f.first)
        f.engine.advance(by: f.engine.frameDuration)
        do {
            expectEqual(f.log.appearance, ["C1.viewWillAppear", "C1.viewDidAppear"])
        }
    }

    @Test func transitionFromToSwapsTheChildViews() throws {
        let f = Family(showParent: false)
        f.embed(f.first)
        f.engine.show(f.parent)  // the child appears with its parent
        f.engine.run { f.parent.addChild(f.second) }
        f.log.removeAll()
        var finished: [Bool] = []
        f.engine.run {
            f.second.view.frame = f.parent.view.bounds
            f.second.view.alpha = 0
            f.parent.transition(from: f.first, to: f.second, duration: 0.4, options: [.curveLinear], animations: {
                f.second.view.alpha = 1
                f.first.view.alpha = 0
            }, completion: { finished.append($0) })
        }
        expectIdentical(f.engine.run { f.second.view.superview }, f.parent.view, "the new view goes where the old one is")
        expectIdentical(f.engine.run { f.first.view.superview }, f.parent.view, "the old one stays until the end")
        expectEqual(f.log.appearance, ["C1.viewWillDisappear", "C2.viewWillAppear"])
        f.engine.advance(by: 0.2)
        expectClose(Double(f.engine.run { f.second.view.layer.presentation()?.opacity } ?? -1), 0.5, tolerance: 0.02)
        try f.engine.runUntilIdle(timeout: 2)
        expectEqual(finished, [true])
        expectNil(f.engine.run { f.first.view.superview })
        expectIdentical(f.engine.run { f.second.view.superview }, f.parent.view)
        expectEqual(f.log.appearance, ["C1.viewWillDisappear", "C2.viewWillAppear", "C1.viewDidDisappear", "C2.viewDidAppear"])
        // Finish the documented sequence.
        f.engine.run {
            f.first.willMove(toParent: nil)
            f.first.removeFromParent()
            f.second.didMove(toParent: f.parent)
        }
        expectEqual(f.engine.run { f.parent.children }, [f.second])
    }

    @Test func transitionFromToWithATransitionStyle() throws {
        let f = Family(showParent: false)
        f.embed(f.first)
        f.engine.show(f.parent)
        f.engine.run { f.parent.addChild(f.second) }
        var finished: [Bool] = []
        f.engine.run {
            f.parent.transition(from: f.first, to: f.second, duration: 0.3, options: .transitionCrossDissolve, animations: nil) { finished.append($0) }
        }
        try f.engine.runUntilIdle(timeout: 2)
        expectEqual(finished, [true])
        expectNil(f.engine.run { f.first.view.superview })
        expectIdentical(f.engine.run { f.second.view.superview }, f.parent.view)
    }

    @Test func transitionBetweenControllersThatAreNotChildrenIsRefused() {
        let f = Family()
        f.embed(f.first)
        var called = false
        f.engine.run {
            f.parent.transition(from: f.first, to: f.second, duration: 0.3, animations: nil) { _ in called = true }
        }
        #expect(!called)
        expectNil(f.engine.run { f.second.view.superview })
        #expect(f.engine.diagnostics(ofKind: .transition).contains { $0.message.contains("call addChild(_:) first") })
    }

    @Test func aChildSeesItsContainersAndCoordinator() throws {
        let f = Family(showParent: false)
        f.embed(f.first)
        let nav = f.engine.run { UINavigationController(rootViewController: f.parent) }
        expectIdentical(f.engine.run { f.first.navigationController }, nav, "found through the parent chain")
        expectNil(f.engine.run { f.first.tabBarController })
        let host = f.engine.run { LoggingViewController("host", log: f.log) }
        f.engine.show(host)
        let card = f.engine.run { UIViewController() }
        f.engine.run {
            let child = UIViewController()
            card.addChild(child)
            card.view.addSubview(child.view)
            child.didMove(toParent: card)
            card.modalPresentationStyle = .fullScreen
            host.present(card, animated: true)
            expectNotNil(child.transitionCoordinator, "a child sees its parent's transition coordinator")
            expectIdentical(child.presentingViewController, host)
        }
        try f.engine.runUntilIdle(timeout: 2)
    }
}
