import Expectations
import Testing
import UIKit

/// What a scroll view's delegate hears, the dragging and coasting states, deceleration, the
/// inset adjustment, and the pull that turns from scrolling into dismissing (FIDELITY §2.9,
/// §4.6).
@MainActor
struct ScrollViewDelegateTests {
    /// Writes down every call, with the scroll view's states where they matter.
    final class Listener: NSObject, UIScrollViewDelegate {
        var calls: [String] = []
        var velocity: CGPoint?
        var target: CGPoint?
        /// Where to send the content instead, when the finger lifts.
        var redirect: CGPoint?
        var scrolls = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            scrolls += 1
            if calls.last != "scroll" { calls.append("scroll") }
        }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("will begin dragging \(scrollView.isTracking) \(scrollView.isDragging)") }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            calls.append("will end dragging")
            self.velocity = velocity
            target = targetContentOffset.pointee
            if let redirect { targetContentOffset.pointee = redirect }
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            calls.append("did end dragging \(decelerate) \(scrollView.isTracking) \(scrollView.isDragging)")
        }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("will begin decelerating \(scrollView.isDecelerating)") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("did end decelerating \(scrollView.isDecelerating)") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("did end scrolling animation") }
    }

    /// A 375 × 400 list at the window's top, 2,000 points of content, its delegate listening.
    private func list(_ configure: (UIScrollView) -> Void = { _ in }) -> (UIKitEngine, UIScrollView, Listener) {
        let engine = UIKitEngine()
        let listener = Listener()
        let scroll = engine.run { () -> UIScrollView in
            let window = UIWindow(frame: UIScreen.main.bounds)
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
            scroll.contentSize = CGSize(width: 375, height: 2000)
            scroll.delegate = listener
            configure(scroll)
            window.addSubview(scroll)
            window.makeKeyAndVisible()
            return scroll
        }
        engine.advance(by: 0.1)
        return (engine, scroll, listener)
    }

    /// A flick up: 100 points in 0.1 s (1,000 points a second), lifted while moving.
    private func flickUp(_ engine: UIKitEngine) {
        engine.drag(from: CGPoint(x: 180, y: 300), to: CGPoint(x: 180, y: 200), duration: 0.1, steps: 5)
    }

    @Test func aFlickIsHeardInUIKitsOrderAndTheContentCoastsToTheProjectedOffset() {
        let (engine, scroll, listener) = list()
        flickUp(engine)
        // Velocity in points per millisecond, positive as the offset grows; the projection:
        // offset + v · rate / (1 − rate) / 1000 = 100 + 1000 · 0.499 = 599.
        expectEqual(listener.velocity?.x, 0)
        expectLess(abs((listener.velocity?.y ?? 0) - 1), 1e-9)
        expectLess(abs((listener.target?.y ?? 0) - 599), 1e-6)
        #expect(engine.run { scroll.isDecelerating && !scroll.isDragging && !scroll.isTracking })
        engine.advance(by: 0.5)
        let halfway = engine.run { scroll.contentOffset.y }
        #expect(halfway > 300 && halfway < 599, "coasting, slowing: \(halfway)")
        try? engine.runUntilIdle(timeout: 10)
        expectLess(abs(engine.run { scroll.contentOffset.y } - 599), 1e-6)
        #expect(engine.run { !scroll.isDecelerating })
        expectEqual(listener.calls, ["will begin dragging true true", "scroll", "will end dragging", "did end dragging true false false",
                                     "will begin decelerating true", "scroll", "did end decelerating false"])
        #expect(listener.scrolls > 20, "a scroll at every display frame while coasting")
    }

    @Test func aFasterDecelerationRateStopsSooner() {
        let (engine, scroll, listener) = list { $0.decelerationRate = .fast }
        flickUp(engine)
        // 100 + 1000 · 0.99 / 0.01 / 1000 = 199.
        expectLess(abs((listener.target?.y ?? 0) - 199), 1e-6)
        try? engine.runUntilIdle(timeout: 10)
        expectLess(abs(engine.run { scroll.contentOffset.y } - 199), 1e-6)
    }

    @Test func theDelegateMayChangeWhereTheContentComesToRest() {
        let (engine, scroll, listener) = list()
        listener.redirect = CGPoint(x: 0, y: 150)
        flickUp(engine)
        try? engine.runUntilIdle(timeout: 10)
        expectEqual(engine.run { scroll.contentOffset }, CGPoint(x: 0, y: 150))
    }

    @Test func aLiftHeldStillDoesNotDecelerate() {
        let (engine, scroll, listener) = list()
        let touch = engine.drag(from: CGPoint(x: 180, y: 300), to: CGPoint(x: 180, y: 200), duration: 0.3, lift: false)
        engine.advance(by: 0.1)
        touch.move(to: touch.location)
        touch.lift()
        try? engine.runUntilIdle(timeout: 2)
        expectEqual(engine.run { scroll.contentOffset.y }, 100)
        expectEqual(listener.calls.last, "did end dragging false false false")
        #expect(!listener.calls.contains { $0.contains("decelerating") })
    }

    @Test func aFlickNearTheEndStopsAtTheEdge() {
        let (engine, scroll, listener) = list()
        engine.run { scroll.contentOffset = CGPoint(x: 0, y: 1500) }
        flickUp(engine)
        expectEqual(listener.target?.y, 1600, "the far edge: 2000 − 400")
        try? engine.runUntilIdle(timeout: 10)
        expectEqual(engine.run { scroll.contentOffset.y }, 1600)
    }

    @Test func anAnimatedScrollEndsWithItsOwnCall() {
        let (engine, scroll, listener) = list()
        engine.run { scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true) }
        expectEqual(listener.calls, ["scroll"])
        engine.advance(by: 0.4)
        expectEqual(listener.calls, ["scroll", "did end scrolling animation"])
        expectEqual(engine.run { scroll.contentOffset.y }, 300)
    }

    @Test func theSafeAreaAddsToTheInsetWhereTheContentScrolls() {
        let engine = UIKitEngine()
        let screen = engine.run { UIViewController() }
        _ = engine.show(screen)
        let scroll = engine.run { () -> UIScrollView in
            let scroll = UIScrollView(frame: screen.view.bounds)
            scroll.contentSize = CGSize(width: 375, height: 2000)
            scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            screen.view.addSubview(scroll)
            screen.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 20, bottom: 34, right: 0)
            return scroll
        }
        engine.advance(by: 0.1)
        // Automatic: the axes that scroll (vertical only).
        expectEqual(engine.run { scroll.adjustedContentInset }, UIEdgeInsets(top: 54, left: 0, bottom: 34, right: 0))
        engine.run { scroll.contentInsetAdjustmentBehavior = .always }
        expectEqual(engine.run { scroll.adjustedContentInset }, UIEdgeInsets(top: 54, left: 20, bottom: 34, right: 0))
        engine.run { scroll.contentInsetAdjustmentBehavior = .never }
        expectEqual(engine.run { scroll.adjustedContentInset }, UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        // The content may rest as far up as the adjusted inset allows.
        engine.run { scroll.contentInsetAdjustmentBehavior = .automatic }
        let touch = engine.drag(from: CGPoint(x: 180, y: 100), to: CGPoint(x: 180, y: 400), duration: 0.3, lift: false)
        touch.lift()
        try? engine.runUntilIdle(timeout: 5)
        expectEqual(engine.run { scroll.contentOffset.y }, -54)
    }

    /// The App Store card's pull: at the top of its content the scroll view's own pan, which the
    /// app also listens to, stops scrolling down and drives a dismissal instead. The delegate pins
    /// the content while the finger is down (`isTracking`); the app reads the pan's translation.
    @Test func aPullAtTheTopTurnsFromScrollingIntoDismissing() {
        final class Card: NSObject, UIScrollViewDelegate {
            var progress: [CGFloat] = []
            var dismissing = false
            func scrollViewDidScroll(_ scrollView: UIScrollView) {
                if scrollView.isTracking, scrollView.contentOffset.y < 0 {
                    dismissing = true
                    scrollView.contentOffset.y = 0
                }
            }
            func handlePan(_ pan: UIPanGestureRecognizer) {
                guard dismissing, pan.state == .changed, let view = pan.view else { return }
                progress.append(pan.translation(in: view.superview).y / 400)
            }
        }
        let (engine, scroll, _) = list()
        let card = Card()
        engine.run {
            scroll.delegate = card
            scroll.panGestureRecognizer.addTarget(card, action: Card.handlePan)
        }
        let touch = engine.drag(from: CGPoint(x: 180, y: 100), to: CGPoint(x: 180, y: 300), duration: 0.4, steps: 8, lift: false)
        #expect(card.dismissing)
        expectEqual(engine.run { scroll.contentOffset.y }, 0, "the content stays put")
        expectEqual(card.progress.last, 0.5)
        touch.lift()
        try? engine.runUntilIdle(timeout: 2)
        expectEqual(engine.run { scroll.contentOffset.y }, 0)
    }

    @Test func aCollectionViewsDelegateHearsItScroll() {
        final class Grid: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
            var scrolled = 0
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
        }
        let engine = UIKitEngine()
        let grid = Grid()
        let view = engine.run { () -> UICollectionView in
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), collectionViewLayout: UICollectionViewFlowLayout())
            view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            view.dataSource = grid
            view.delegate = grid
            view.layoutIfNeeded()
            view.contentOffset = CGPoint(x: 0, y: 100)
            return view
        }
        expectEqual(grid.scrolled, 1)
        #expect(engine.run { view.delegate === grid })
    }
}
