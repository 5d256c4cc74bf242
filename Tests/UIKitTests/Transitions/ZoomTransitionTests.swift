import Expectations
import Testing
import UIKit

/// iOS 18's `preferredTransition`: a zoom grows the pushed or presented controller's view out of
/// a source view and shrinks it back into the one the provider gives when it goes; the modal
/// styles stand for `modalTransitionStyle`; a delegate's animator still wins.
@MainActor
struct ZoomTransitionTests {
    /// A grid with one thumbnail at (100, 200), 80 × 80, rounded by 8.
    final class Grid: UIViewController {
        let thumb = UIView(frame: CGRect(x: 100, y: 200, width: 80, height: 80))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            thumb.backgroundColor = .systemBlue
            thumb.layer.cornerRadius = 8
            view.addSubview(thumb)
        }
    }

    final class Detail: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemYellow
        }
    }

    final class Asked { var contexts: [(source: UIViewController, zoomed: UIViewController)] = [] }

    func zooming(_ detail: Detail, from grid: Grid, asked: Asked, source: UIView? = nil) {
        detail.preferredTransition = .zoom { context in
            asked.contexts.append((context.sourceViewController, context.zoomedViewController))
            return source ?? grid.thumb
        }
    }

    @Test func aPushGrowsTheViewOutOfTheThumbnailAndThePopShrinksItBack() throws {
        let engine = UIKitEngine()
        let grid = engine.run { Grid() }
        let nav = engine.run { UINavigationController(rootViewController: grid) }
        engine.show(nav)
        let asked = Asked()
        let detail = engine.run { Detail() }
        engine.run { zooming(detail, from: grid, asked: asked) }
        engine.run { nav.pushViewController(detail, animated: true) }
        engine.advance(by: engine.frameDuration)
        // Just after the start: the detail is the thumbnail's width and the thumbnail is hidden.
        let view = try #require(engine.run { detail.viewIfLoaded })
        let early = try #require(engine.run { view.layer.presentation() })
        let scale = engine.run { early.transform.m11 }
        #expect(scale > 80.0 / 375 - 0.01 && scale < 0.5, "it starts at the thumbnail's size: \(scale)")
        #expect(engine.run { grid.thumb.isHidden }, "the source view is hidden while the zoom plays")
        expectNotNil(engine.run { view.mask }, "a window the thumbnail's shape opens onto the view")
        try engine.runUntilIdle(timeout: 3)
        expectEqual(engine.run { nav.viewControllers.count }, 2)
        #expect(engine.run { CATransform3DIsIdentity(view.layer.transform) })
        expectNil(engine.run { view.mask })
        #expect(engine.run { !grid.thumb.isHidden })
        expectEqual(asked.contexts.count, 1)
        expectIdentical(asked.contexts.first?.source, grid)
        expectIdentical(asked.contexts.first?.zoomed, detail)

        engine.run { _ = nav.popViewController(animated: true) }
        engine.advance(by: 0.25)
        #expect(engine.run { grid.thumb.isHidden }, "hidden while the detail shrinks into it")
        try engine.runUntilIdle(timeout: 3)
        expectEqual(engine.run { nav.viewControllers.count }, 1)
        #expect(engine.run { !grid.thumb.isHidden && detail.viewIfLoaded?.superview == nil })
        expectEqual(asked.contexts.count, 2, "asked again for the view to shrink into")
    }

    @Test func aPresentationZoomsFullScreenAndTheDismissalZoomsBack() throws {
        let engine = UIKitEngine()
        let grid = engine.run { Grid() }
        engine.show(grid)
        let asked = Asked()
        let detail = engine.run { Detail() }
        engine.run { zooming(detail, from: grid, asked: asked) }
        engine.run { grid.present(detail, animated: true) }
        try engine.runUntilIdle(timeout: 3)
        expectIdentical(engine.run { grid.presentedViewController }, detail)
        expectEqual(engine.run { detail.view.frame }, UIScreen.main.bounds, "the zoomed controller covers the screen")
        expectIdentical(asked.contexts.first?.source, grid)
        engine.run { detail.dismiss(animated: true) }
        engine.advance(by: 0.25)
        let scale = engine.run { detail.view.layer.presentation()?.transform.m11 ?? 1 }
        #expect(scale < 0.95, "half way back: \(scale)")
        try engine.runUntilIdle(timeout: 3)
        expectNil(engine.run { grid.presentedViewController })
        expectEqual(asked.contexts.count, 2)
        #expect(engine.run { !grid.thumb.isHidden })
    }

    @Test func withoutASourceOnScreenTheViewsCrossFade() throws {
        let engine = UIKitEngine()
        let grid = engine.run { Grid() }
        let nav = engine.run { UINavigationController(rootViewController: grid) }
        engine.show(nav)
        let detail = engine.run { Detail() }
        let offscreen = engine.run { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        engine.run { zooming(detail, from: grid, asked: Asked(), source: offscreen) }
        engine.run { nav.pushViewController(detail, animated: true) }
        engine.advance(by: 0.25)
        let opacity = engine.run { detail.view.layer.presentation()?.opacity ?? 1 }
        #expect(opacity > 0.1 && opacity < 0.9, "fading in: \(opacity)")
        try engine.runUntilIdle(timeout: 3)
        expectEqual(engine.run { nav.viewControllers.count }, 2)
    }

    @Test func aModalStyleStandsForTheTransitionStyle() throws {
        let engine = UIKitEngine()
        let grid = engine.run { Grid() }
        engine.show(grid)
        let detail = engine.run { Detail() }
        engine.run {
            detail.modalPresentationStyle = .fullScreen
            detail.preferredTransition = .crossDissolve
            grid.present(detail, animated: true)
        }
        engine.advance(by: 0.25)
        let opacity = engine.run { detail.view.layer.presentation()?.opacity ?? 1 }
        #expect(opacity > 0.1 && opacity < 0.9, "a cross-fade, not a slide: \(opacity)")
        expectEqual(engine.run { detail.view.layer.presentation()?.position.y }, UIScreen.main.bounds.midY)
        try engine.runUntilIdle(timeout: 3)
    }

    @Test func theSystemSwipeShrinksTheDetailInteractively() throws {
        let engine = UIKitEngine()
        let grid = engine.run { Grid() }
        let nav = engine.run { UINavigationController(rootViewController: grid) }
        engine.show(nav)
        let detail = engine.run { Detail() }
        engine.run { zooming(detail, from: grid, asked: Asked()) }
        engine.run { nav.pushViewController(detail, animated: true) }
        try engine.runUntilIdle(timeout: 3)
        engine.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.5)
        try engine.runUntilIdle(timeout: 3)
        expectEqual(engine.run { nav.viewControllers.count }, 2, "a short swipe cancels")
        #expect(engine.run { CATransform3DIsIdentity(detail.view.layer.transform) && detail.view.mask == nil && !grid.thumb.isHidden })
        engine.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.5)
        try engine.runUntilIdle(timeout: 3)
        expectEqual(engine.run { nav.viewControllers.count }, 1, "a long one pops into the thumbnail")
    }

    @Test func pullingTheZoomedViewDownShrinksItBack() throws {
        let engine = UIKitEngine()
        let grid = engine.run { Grid() }
        let nav = engine.run { UINavigationController(rootViewController: grid) }
        engine.show(nav)
        let detail = engine.run { Detail() }
        engine.run { zooming(detail, from: grid, asked: Asked()) }
        engine.run { nav.pushViewController(detail, animated: true) }
        try engine.runUntilIdle(timeout: 3)
        // Sideways is not a pull; a short slow pull springs back; a long one pops.
        engine.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 320), duration: 0.5)
        try engine.runUntilIdle(timeout: 3)
        expectEqual(engine.run { nav.viewControllers.count }, 2)
        engine.drag(from: CGPoint(x: 180, y: 300), to: CGPoint(x: 180, y: 360), duration: 1)
        try engine.runUntilIdle(timeout: 3)
        expectEqual(engine.run { nav.viewControllers.count }, 2, "a short pull springs back")
        #expect(engine.run { CATransform3DIsIdentity(detail.view.layer.transform) && !grid.thumb.isHidden })
        let finger = engine.drag(from: CGPoint(x: 180, y: 300), to: CGPoint(x: 180, y: 450), duration: 0.5, lift: false)
        engine.advance(by: 0.1)
        let scale = engine.run { detail.view.layer.presentation()?.transform.m11 ?? 1 }
        #expect(scale < 0.9, "the view shrinks with the pull: \(scale)")
        engine.run { finger.lift() }
        try engine.runUntilIdle(timeout: 3)
        expectEqual(engine.run { nav.viewControllers.count }, 1, "a long pull pops")
    }

    @Test func aPresentedZoomIsPulledAwayUnlessTheOptionsSayNo() throws {
        let engine = UIKitEngine()
        let grid = engine.run { Grid() }
        engine.show(grid)
        let detail = engine.run { Detail() }
        let options = engine.run { UIViewController.Transition.ZoomOptions() }
        var asked = 0
        var allow = false
        engine.run {
            options.interactiveDismissShouldBegin = { context in
                asked += 1
                #expect(context.willBegin && context.location.y > 0)
                return allow
            }
            detail.preferredTransition = .zoom(options: options) { _ in grid.thumb }
            grid.present(detail, animated: true)
        }
        try engine.runUntilIdle(timeout: 3)
        engine.drag(from: CGPoint(x: 180, y: 200), to: CGPoint(x: 180, y: 500), duration: 0.5)
        try engine.runUntilIdle(timeout: 3)
        expectIdentical(engine.run { grid.presentedViewController }, detail, "the options said no")
        expectGreaterOrEqual(asked, 1)
        allow = true
        engine.drag(from: CGPoint(x: 180, y: 200), to: CGPoint(x: 180, y: 500), duration: 0.5)
        try engine.runUntilIdle(timeout: 3)
        expectNil(engine.run { grid.presentedViewController }, "pulled away")
    }
}
