import Expectations
import Testing
import UIKit

/// fillMode decides what shows outside the active span: .removed shows the model, .backwards the
/// start before the begin time, .forwards the end after it (only while the animation is still
/// attached, i.e. with isRemovedOnCompletion = false), .both both.
@MainActor
struct FillModeTests {
    /// A displayed layer whose model position.x is 500, with position.x 0 → 100 running from
    /// local time 1 to 2 (beginTime = now + 1), and the presentation at t = 0.5, 1.5 and 2.5.
    private func run(fill: CAMediaTimingFillMode, removedOnCompletion: Bool) throws -> (before: CGFloat, during: CGFloat, after: CGFloat) {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        layer.position = CGPoint(x: 500, y: 0)  // not committed yet: no implicit animation
        engine.run {
            let a = CABasicAnimation(keyPath: "position.x")
            a.fromValue = 0
            a.toValue = 100
            a.duration = 1
            a.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 1
            a.fillMode = fill
            a.isRemovedOnCompletion = removedOnCompletion
            layer.add(a, forKey: "move")
        }
        engine.advance(to: 0.5)
        let before = try engine.presentation(of: layer).position.x
        engine.advance(to: 1.5)
        let during = try engine.presentation(of: layer).position.x
        engine.advance(to: 2.5)
        let after = try engine.presentation(of: layer).position.x
        expectEqual(layer.position.x, 500, "the model never changes")
        return (before, during, after)
    }

    @Test func removedShowsTheModelOutsideTheActiveSpan() throws {
        // Before 1 s and after 2 s: the model 500; at 1.5 s: 0 + 100·0.5 = 50.
        let v = try run(fill: .removed, removedOnCompletion: false)
        expectEqual(v.before, 500)
        expectClose(v.during, 50)
        expectEqual(v.after, 500)
    }

    @Test func backwardsShowsTheStartBeforeTheBeginTime() throws {
        // Before: fromValue 0; after: removed → model 500.
        let v = try run(fill: .backwards, removedOnCompletion: true)
        expectEqual(v.before, 0)
        expectClose(v.during, 50)
        expectEqual(v.after, 500)
    }

    @Test func forwardsShowsTheEndAfterTheActiveSpanWhenNotRemoved() throws {
        // Before: model 500; after: toValue 100.
        let v = try run(fill: .forwards, removedOnCompletion: false)
        expectEqual(v.before, 500)
        expectClose(v.during, 50)
        expectEqual(v.after, 100)
    }

    @Test func forwardsWithoutKeepingTheAnimationShowsTheModelAfterTheEnd() throws {
        // isRemovedOnCompletion = true removes it at 2 s, so its forwards fill never shows.
        let v = try run(fill: .forwards, removedOnCompletion: true)
        expectEqual(v.after, 500)
    }

    @Test func bothFillsOnEachSide() throws {
        let v = try run(fill: .both, removedOnCompletion: false)
        expectEqual(v.before, 0)
        expectClose(v.during, 50)
        expectEqual(v.after, 100)
    }

    @Test func forwardsFillOfAFractionalRepeatShowsWhereTheLastCycleStopped() throws {
        // duration 1, repeatCount 2.5: the last cycle stops half way → 50 after the end.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.addLinear("position.x", from: 0, to: 100, duration: 1, on: layer) {
            $0.repeatCount = 2.5; $0.fillMode = .forwards; $0.isRemovedOnCompletion = false
        }
        engine.advance(to: 3)
        expectClose(try engine.presentation(of: layer).position.x, 50, tolerance: 1e-9)
    }

    @Test func forwardsFillOfAnAutoreversingAnimationShowsTheStart() throws {
        // An autoreversing cycle ends where it began: 0.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        layer.position = CGPoint(x: 500, y: 0)
        engine.addLinear("position.x", from: 0, to: 100, duration: 1, on: layer) {
            $0.autoreverses = true; $0.fillMode = .forwards; $0.isRemovedOnCompletion = false
        }
        engine.advance(to: 3)
        expectClose(try engine.presentation(of: layer).position.x, 0, tolerance: 1e-9)
    }
}
