import Expectations
import Testing
import UIKit

/// `UIPageViewController`: one page at a time, turned by `setViewControllers` or a swipe that
/// asks the data source.
@MainActor
struct PageViewControllerTests {
    final class Page: UIViewController {
        let number: Int
        init(_ number: Int) { self.number = number; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { return nil }
    }

    final class Pages: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        var turns: [String] = []
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
            let n = (viewController as! Page).number
            return n > 0 ? Page(n - 1) : nil
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            let n = (viewController as! Page).number
            return n < 2 ? Page(n + 1) : nil
        }
        func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
            turns.append("will \((pendingViewControllers[0] as! Page).number)")
        }
        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            turns.append("did \(completed) from \((previousViewControllers[0] as! Page).number)")
        }
    }

    @Test func swipesTurnToThePagesTheDataSourceGives() {
        let engine = UIKitEngine()
        let pages = Pages()
        let pager = engine.run { () -> UIPageViewController in
            let window = UIWindow(frame: UIScreen.main.bounds)
            let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            pager.dataSource = pages
            pager.delegate = pages
            window.rootViewController = pager
            window.makeKeyAndVisible()
            pager.setViewControllers([Page(0)], direction: .forward, animated: false)
            return pager
        }
        engine.advance(by: 0.1)
        func shown() -> Int? { engine.run { (pager.viewControllers?.first as? Page)?.number } }
        expectEqual(shown(), 0)
        #expect(engine.run { pager.children.count == 1 && pager.children[0].view.superview === pager.view })
        let width = engine.run { pager.view.bounds.width }
        // Short and slow: no turn. Back from the first page: nothing before it.
        engine.drag(from: CGPoint(x: width - 20, y: 300), to: CGPoint(x: width - 60, y: 300), duration: 0.5)
        engine.drag(from: CGPoint(x: 20, y: 300), to: CGPoint(x: width - 20, y: 300), duration: 0.5)
        engine.advance(by: 0.5)
        expectEqual(shown(), 0)
        // A long swipe to the left: the next page slides in.
        engine.drag(from: CGPoint(x: width - 20, y: 300), to: CGPoint(x: 20, y: 300), duration: 0.4)
        engine.advance(by: 0.1)
        let sliding = engine.run { pager.children.compactMap { $0.view.layer.presentation()?.frame.minX } }
        #expect(sliding.count == 2 && sliding.allSatisfy { $0 != 0 && $0 != -width }, "both pages on the move: \(sliding)")
        engine.advance(by: 0.5)
        expectEqual(shown(), 1)
        expectEqual(engine.run { pager.children.count }, 1, "the old page left the container")
        expectEqual(pages.turns, ["will 1", "did true from 0"])
    }

    @Test func settingNoPagesStopsTheAppAsUIKitDoes() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let engine = UIKitEngine()
                engine.run { UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal).setViewControllers([], direction: .forward, animated: false) }
            }
        }
    }
}
