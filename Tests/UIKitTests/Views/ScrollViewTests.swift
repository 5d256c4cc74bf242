import Expectations
import Testing
import UIKit

/// UIScrollView as far as the BeginnerCook herb strip needs: `contentOffset` is the bounds origin,
/// subviews laid out horizontally move with it, `setContentOffset(_:animated:)`.
@MainActor
struct ScrollViewTests {
    /// A 375 × 100 strip at y = 400 with five 110 × 100 herbs every 120 points (content 600 wide).
    private func herbStrip() -> (ViewStage, UIScrollView, [UIView]) {
        let stage = ViewStage()
        let strip = stage.run { UIScrollView(frame: CGRect(x: 0, y: 400, width: 375, height: 100)) }
        stage.run { strip.contentSize = CGSize(width: 600, height: 100) }
        stage.add(strip)
        let herbs = (0..<5).map { i in stage.addView(CGRect(x: CGFloat(i) * 120, y: 0, width: 110, height: 100), to: strip) }
        return (stage, strip, herbs)
    }

    @Test func newScrollViewClipsAndSitsAtTheOrigin() {
        UIKitEngine().run {
            let strip = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            expectEqual(strip.contentOffset, .zero)
            #expect(strip.clipsToBounds)
            expectEqual(strip.contentSize, .zero)
        }
    }

    @Test func contentOffsetIsTheBoundsOrigin() {
        let (stage, strip, _) = herbStrip()
        stage.run { strip.contentOffset = CGPoint(x: 250, y: 0) }
        expectEqual(strip.bounds, CGRect(x: 250, y: 0, width: 375, height: 100))
        expectEqual(strip.frame, CGRect(x: 0, y: 400, width: 375, height: 100), "the frame does not move")
        stage.run { strip.bounds.origin = CGPoint(x: 10, y: 0) }
        expectEqual(strip.contentOffset, CGPoint(x: 10, y: 0))
    }

    @Test func herbsMoveWithTheContentOffset() {
        // Herb 2 at content x 240 shows at 240 − 250 = −10; herb 3 at 360 − 250 = 110.
        let (stage, strip, herbs) = herbStrip()
        stage.run { strip.contentOffset = CGPoint(x: 250, y: 0) }
        stage.run {
            expectEqual(herbs[2].convert(CGPoint.zero, to: nil), CGPoint(x: -10, y: 400))
            expectEqual(herbs[3].convert(CGPoint.zero, to: nil), CGPoint(x: 110, y: 400))
            expectIdentical(stage.window.hitTest(CGPoint(x: 115, y: 450), with: nil), herbs[3])
            expectIdentical(stage.window.hitTest(CGPoint(x: 105, y: 450), with: nil), strip, "the gap between herbs 2 and 3")
        }
    }

    @Test func setContentOffsetWithoutAnimationIsImmediate() throws {
        let (stage, strip, _) = herbStrip()
        stage.run { strip.setContentOffset(CGPoint(x: 225, y: 0), animated: false) }
        expectEqual(strip.contentOffset, CGPoint(x: 225, y: 0))
        expectNil(stage.run { strip.layer.animationKeys() })
    }

    @Test func setContentOffsetAnimatedMovesTheBoundsOverTime() throws {
        let (stage, strip, _) = herbStrip()
        stage.run { strip.setContentOffset(CGPoint(x: 225, y: 0), animated: true) }
        expectEqual(strip.contentOffset, CGPoint(x: 225, y: 0), "the model at once")
        stage.at(0.1)
        let x = try stage.presentation(of: strip).bounds.origin.x
        #expect(x > 0 && x < 225, "on its way: \(x)")
        stage.at(1)
        expectEqual(try stage.presentation(of: strip).bounds.origin.x, 225)
    }

    @Test func scrollRectToVisibleScrollsTheLeastNeeded() {
        // (400, 0, 100, 100) ends at 500: offset 500 − 375 = 125. Then (50, 0, 10, 10) starts
        // left of 125: offset 50. A rectangle already visible changes nothing.
        let (stage, strip, _) = herbStrip()
        stage.run { strip.scrollRectToVisible(CGRect(x: 400, y: 0, width: 100, height: 100), animated: false) }
        expectEqual(strip.contentOffset, CGPoint(x: 125, y: 0))
        stage.run { strip.scrollRectToVisible(CGRect(x: 50, y: 0, width: 10, height: 10), animated: false) }
        expectEqual(strip.contentOffset, CGPoint(x: 50, y: 0))
        stage.run { strip.scrollRectToVisible(CGRect(x: 100, y: 0, width: 10, height: 10), animated: false) }
        expectEqual(strip.contentOffset, CGPoint(x: 50, y: 0))
    }
}

/// Scrolling by touch: the pan moves the content, paging settles on pages, bounces spring back.
@MainActor
struct ScrollViewPanTests {
    func strip(paging: Bool = false, bounces: Bool = true) -> (UIKitEngine, UIScrollView) {
        let engine = UIKitEngine()
        let scroll = engine.run { () -> UIScrollView in
            let window = UIWindow(frame: UIScreen.main.bounds)
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
            scroll.contentSize = CGSize(width: 800, height: 100)   // four pages of 200
            scroll.isPagingEnabled = paging
            scroll.bounces = bounces
            window.addSubview(scroll)
            window.makeKeyAndVisible()
            return scroll
        }
        engine.advance(by: 0.1)
        return (engine, scroll)
    }

    @Test func aPanScrollsTheContentTheOtherWay() {
        let (engine, scroll) = strip()
        // The finger moves 120 left: the content moves with it, so the offset grows by 120. It
        // is held still before it lifts, so the content does not coast on.
        let touch = engine.drag(from: CGPoint(x: 180, y: 150), to: CGPoint(x: 60, y: 150), duration: 0.3, lift: false)
        engine.advance(by: 0.1)
        touch.move(to: touch.location)
        touch.lift()
        try? engine.runUntilIdle(timeout: 2)
        expectLess(abs(engine.run { scroll.contentOffset.x } - 120), 1e-9)
        expectEqual(engine.run { scroll.contentOffset.y }, 0, "no vertical room: no vertical scrolling")
    }

    @Test func withoutBouncesTheOffsetStopsAtTheEdge() {
        let (engine, scroll) = strip(bounces: false)
        engine.drag(from: CGPoint(x: 20, y: 150), to: CGPoint(x: 180, y: 150), duration: 0.3, lift: false)
        expectEqual(engine.run { scroll.contentOffset.x }, 0)
    }

    @Test func pulledPastTheEdgeItFollowsAtHalfSpeedAndSpringsBack() {
        let (engine, scroll) = strip()
        let touch = engine.drag(from: CGPoint(x: 20, y: 150), to: CGPoint(x: 120, y: 150), duration: 0.3, lift: false)
        // 100 points right at the left edge: the content follows by 50.
        expectLess(abs(engine.run { scroll.contentOffset.x } + 50), 1e-9)
        touch.lift()
        try? engine.runUntilIdle(timeout: 2)
        expectEqual(engine.run { scroll.contentOffset.x }, 0)
    }

    @Test func pagingSettlesOnTheNearestPage() {
        let (engine, scroll) = strip(paging: true)
        // 130 of 200 points: past half a page, so the next page (offset 200).
        engine.drag(from: CGPoint(x: 180, y: 150), to: CGPoint(x: 50, y: 150), duration: 1.3, steps: 26)
        try? engine.runUntilIdle(timeout: 2)
        expectLess(abs(engine.run { scroll.contentOffset.x } - 200), 1e-6)
        // 60 points more: less than half, so it settles back on the same page.
        engine.drag(from: CGPoint(x: 180, y: 150), to: CGPoint(x: 120, y: 150), duration: 1.2, steps: 24)
        try? engine.runUntilIdle(timeout: 2)
        expectLess(abs(engine.run { scroll.contentOffset.x } - 200), 1e-6)
    }

    @Test func scrollingCanBeTurnedOff() {
        let (engine, scroll) = strip()
        engine.run { scroll.isScrollEnabled = false }
        engine.drag(from: CGPoint(x: 180, y: 150), to: CGPoint(x: 60, y: 150), duration: 0.3)
        expectEqual(engine.run { scroll.contentOffset.x }, 0)
        expectEqual(engine.run { scroll.panGestureRecognizer.isEnabled }, false)
    }
}
