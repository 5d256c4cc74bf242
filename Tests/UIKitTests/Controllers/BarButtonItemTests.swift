import Expectations
import Testing
import UIKit

/// Bar button items in a navigation bar: drawn at the edges, a tap sends their action (a method
/// reference or a `UIAction`), a left item takes the back button's place, and a change to the
/// top controller's item shows at once.
@MainActor
struct BarButtonItemTests {
    final class Detail: UIViewController {
        private(set) var closed = 0
        private(set) var sender: UIBarButtonItem?
        func close() { closed += 1 }
        func share(_ item: UIBarButtonItem) { sender = item }
    }

    func launch() -> (UIKitEngine, UINavigationController, Detail) {
        let engine = UIKitEngine()
        let root = engine.run { UIViewController() }
        let nav = engine.run { UINavigationController(rootViewController: root) }
        engine.show(nav)
        let detail = engine.run { Detail() }
        engine.run { nav.pushViewController(detail, animated: false) }
        engine.advance(by: engine.frameDuration)
        return (engine, nav, detail)
    }

    /// The middle of the bar's view for the item's accessibility identifier, in the window.
    func centre(of identifier: String, in nav: UINavigationController, _ engine: UIKitEngine) -> CGPoint? {
        engine.run {
            guard let view = nav.navigationBar.subviews.first(where: { $0.accessibilityIdentifier == identifier && !$0.isHidden }) else { return nil }
            return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        }
    }

    @Test func aTapSendsTheItemsActionAndTheRightItemSitsAtTheRightEdge() throws {
        let (engine, nav, detail) = launch()
        engine.run {
            detail.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Close", style: .done, target: detail, action: Detail.close)
        }
        engine.advance(by: engine.frameDuration)
        let close = try #require(centre(of: "navigationBar.item.Close", in: nav, engine))
        #expect(close.x > 300, "at the right edge: \(close)")
        engine.tap(at: close)
        expectEqual(detail.closed, 1)
        // A system item whose action takes the item, replacing the first.
        let share = engine.run { UIBarButtonItem(barButtonSystemItem: .action, target: detail, action: Detail.share) }
        engine.run { detail.navigationItem.rightBarButtonItem = share }
        engine.advance(by: engine.frameDuration)
        expectNil(centre(of: "navigationBar.item.Close", in: nav, engine), "the old item is gone")
        engine.tap(at: try #require(centre(of: "navigationBar.item.Share", in: nav, engine)))
        expectIdentical(detail.sender, share)
        // Disabled, a tap sends nothing.
        engine.run { detail.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: detail, action: Detail.close) }
        engine.run { detail.navigationItem.rightBarButtonItem?.isEnabled = false }
        engine.advance(by: engine.frameDuration)
        engine.tap(at: try #require(centre(of: "navigationBar.item.Close", in: nav, engine)))
        expectEqual(detail.closed, 1)
    }

    @Test func aLeftItemTakesTheBackButtonsPlaceUnlessItSupplementsIt() throws {
        let (engine, nav, detail) = launch()
        expectNotNil(centre(of: "navigationBar.back", in: nav, engine))
        var tapped = 0
        engine.run { detail.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", primaryAction: UIAction { _ in tapped += 1 }) }
        engine.advance(by: engine.frameDuration)
        expectNil(centre(of: "navigationBar.back", in: nav, engine), "in the back button's place")
        engine.tap(at: try #require(centre(of: "navigationBar.item.Cancel", in: nav, engine)))
        expectEqual(tapped, 1)
        expectEqual(engine.run { nav.viewControllers.count }, 2)
        engine.run { detail.navigationItem.leftItemsSupplementBackButton = true }
        engine.advance(by: engine.frameDuration)
        let back = try #require(centre(of: "navigationBar.back", in: nav, engine))
        let cancel = try #require(centre(of: "navigationBar.item.Cancel", in: nav, engine))
        #expect(cancel.x > back.x, "after the back button")
        engine.run { detail.navigationItem.hidesBackButton = true }
        engine.advance(by: engine.frameDuration)
        expectNil(centre(of: "navigationBar.back", in: nav, engine))
    }

    @Test func theBarShowsTheTopControllersItems() throws {
        let (engine, nav, detail) = launch()
        engine.run { detail.navigationItem.rightBarButtonItems = [UIBarButtonItem(systemItem: .done), UIBarButtonItem(systemItem: .add)] }
        engine.advance(by: engine.frameDuration)
        let done = try #require(centre(of: "navigationBar.item.Done", in: nav, engine))
        let add = try #require(centre(of: "navigationBar.item.+", in: nav, engine))
        #expect(done.x > add.x, "the first item is outermost")
        engine.run { _ = nav.popViewController(animated: false) }
        engine.advance(by: engine.frameDuration)
        expectNil(centre(of: "navigationBar.item.Done", in: nav, engine), "the root has no items")
        engine.run { detail.navigationItem.rightBarButtonItem = nil }
        expectNil(centre(of: "navigationBar.item.Done", in: nav, engine))
    }
}
