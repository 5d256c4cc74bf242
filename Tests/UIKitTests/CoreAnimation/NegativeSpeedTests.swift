import Expectations
import Testing
import UIKit

/// An animation with a negative `speed` runs backwards through its active span. CAMediaTiming.h:
/// "to convert from parent time tp to active local time t: t = (tp − begin) * speed + offset",
/// so local time starts at `timeOffset` at the begin time and runs down; at 0 the animation has
/// played its last frame and ends (finished, removed unless kept). Fill modes clamp local time:
/// "Local time may be clamped to either end of the active duration" — below 0 a backwards fill
/// holds the start, above the span a forwards fill holds the end.
@MainActor
struct NegativeSpeedTests {
    /// A displayed layer (model position.x 500) running position.x 0 → 100 over `duration`
    /// (linear), configured by `configure`, with a recorder as its delegate.
    private func setUp(
        duration: CFTimeInterval = 1, _ configure: @escaping (CABasicAnimation) -> Void
    ) -> (UIKitEngine, CALayer, AnimationRecorder) {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.run { layer.position.x = 500 }
        let recorder = AnimationRecorder()
        engine.addLinear("position.x", from: 0, to: 100, duration: duration, on: layer) {
            $0.delegate = recorder
            configure($0)
        }
        return (engine, layer, recorder)
    }

    private func x(_ engine: UIKitEngine, _ layer: CALayer, at t: CFTimeInterval) throws -> CGFloat {
        engine.advance(to: t)
        return try engine.presentation(of: layer).position.x
    }

    // MARK: Running down from the offset

    @Test func speedMinusOneRunsFromTheOffsetDownToTheStart() throws {
        // timeOffset 1 (the end of a 1 s animation), speed −1, begun at 0: local = 1 − t.
        // 0 → 100; 0.25 s → 75; 0.5 s → 50; 0.75 s → 25; at 1 s local time is 0: the last frame.
        let (engine, layer, recorder) = setUp { $0.speed = -1; $0.timeOffset = 1 }
        for (t, expected) in [(0.0, 100.0), (0.25, 75), (0.5, 50), (0.75, 25)] {
            expectClose(try x(engine, layer, at: t), CGFloat(expected), tolerance: 1e-9, "at \(t) s")
        }
        #expect(recorder.stops.isEmpty)
        engine.advance(to: 1.5)
        expectEqual(recorder.starts, [0])
        expectEqual(recorder.stops.count, 1)
        expectEqual(recorder.finishedFlags, [true], "it ran to its end: finished")
        expectClose(recorder.stops.first?.at ?? -1, 1, tolerance: 1e-9)
        expectNil(engine.run { layer.animationKeys() }, "removed on completion")
        expectEqual(try engine.presentation(of: layer).position.x, 500, "back to the model value")
    }

    @Test func twiceTheSpeedBackwardsTakesHalfTheTime() throws {
        // speed −2, timeOffset 1: local = 1 − 2t. 0.25 s → 0.5 → 50; ends at 0.5 s.
        let (engine, layer, recorder) = setUp { $0.speed = -2; $0.timeOffset = 1 }
        expectClose(try x(engine, layer, at: 0.25), 50, tolerance: 1e-9)
        engine.advance(to: 1)
        expectClose(recorder.stops.first?.at ?? -1, 0.5, tolerance: 1e-9)
    }

    @Test func anOffsetPartWayRunsBackOnlyFromThere() throws {
        // timeOffset 0.4 of a 1 s animation: 40 at the start, 20 at 0.2 s, ends at 0.4 s.
        let (engine, layer, recorder) = setUp { $0.speed = -1; $0.timeOffset = 0.4 }
        expectClose(try x(engine, layer, at: 0), 40, tolerance: 1e-9)
        expectClose(try x(engine, layer, at: 0.2), 20, tolerance: 1e-9)
        engine.advance(to: 1)
        expectClose(recorder.stops.first?.at ?? -1, 0.4, tolerance: 1e-9)
    }

    @Test func withoutAnOffsetItEndsAtOnce() throws {
        // timeOffset 0: local time is already 0 at the begin time, so the animation has nothing
        // to play; it ends (finished) at the first frame, 1/60 s, and the model shows again.
        let (engine, layer, recorder) = setUp { $0.speed = -1 }
        engine.advance(by: 0)
        expectClose(try engine.presentation(of: layer).position.x, 0, tolerance: 1e-9, "its one frame: local time 0")
        engine.advance(to: 0.5)
        expectEqual(recorder.starts, [0])
        expectEqual(recorder.finishedFlags, [true])
        expectClose(recorder.stops.first?.at ?? -1, 1.0 / 60, tolerance: 1e-9)
        expectEqual(try engine.presentation(of: layer).position.x, 500)
    }

    @Test func repeatsRunBackwardsCycleByCycle() throws {
        // repeatCount 2, timeOffset 2 (the end of both cycles): local = 2 − t. 0.5 s → 1.5, the
        // second cycle half way → 50; 1.25 s → 0.75 → 75; ends at 2 s.
        let (engine, layer, recorder) = setUp { $0.speed = -1; $0.timeOffset = 2; $0.repeatCount = 2 }
        expectClose(try x(engine, layer, at: 0.5), 50, tolerance: 1e-9)
        expectClose(try x(engine, layer, at: 1.25), 75, tolerance: 1e-9)
        engine.advance(to: 3)
        expectClose(recorder.stops.first?.at ?? -1, 2, tolerance: 1e-9)
    }

    @Test func runUntilIdleWaitsForTheBackwardsAnimation() throws {
        let (engine, layer, recorder) = setUp { $0.speed = -1; $0.timeOffset = 0.5 }
        defer { withExtendedLifetime(layer) {} }  // the display holds layers weakly
        try engine.runUntilIdle(timeout: 5)
        expectEqual(recorder.stops.count, 1)
        #expect(engine.currentTime >= 0.5 - 1e-9 && engine.currentTime < 0.6)
    }

    // MARK: Fill modes at the ends

    /// A kept animation (not removed on completion) running back from 1 with `fill`: what shows at 2 s.
    private func afterTheEnd(_ fill: CAMediaTimingFillMode) throws -> (x: CGFloat, finished: [Bool], kept: [String]?) {
        let (engine, layer, recorder) = setUp { $0.speed = -1; $0.timeOffset = 1; $0.fillMode = fill; $0.isRemovedOnCompletion = false }
        let x = try x(engine, layer, at: 2)
        return (x, recorder.finishedFlags, engine.run { layer.animationKeys() })
    }

    @Test func belowZeroABackwardsFillHoldsTheStart() throws {
        let backwards = try afterTheEnd(.backwards), both = try afterTheEnd(.both)
        #expect(backwards.x == 0 && both.x == 0, "local time below 0 is clamped to 0: the from value")
        #expect(backwards.finished == [true] && both.finished == [true])
        expectEqual(backwards.kept, ["anim"])
    }

    @Test func belowZeroAForwardsFillShowsNothing() throws {
        // A forwards fill clamps local time above the span only: below 0 the model shows.
        let forwards = try afterTheEnd(.forwards), removed = try afterTheEnd(.removed)
        #expect(forwards.x == 500 && removed.x == 500)
        expectEqual(forwards.finished, [true])
        expectEqual(forwards.kept, ["anim"], "kept, but showing nothing")
    }

    @Test func anOffsetPastTheSpanShowsTheEndOnlyWithAForwardsFill() throws {
        // timeOffset 1.5 of a 1 s animation: local 1.5 − t is above the span until 0.5 s.
        let (forwardsEngine, forwardsLayer, recorder) = setUp { $0.speed = -1; $0.timeOffset = 1.5; $0.fillMode = .forwards }
        expectClose(try x(forwardsEngine, forwardsLayer, at: 0.25), 100, tolerance: 1e-9, "clamped to the end")
        expectClose(try x(forwardsEngine, forwardsLayer, at: 0.75), 75, tolerance: 1e-9, "local 0.75")
        forwardsEngine.advance(to: 2)
        expectClose(recorder.stops.first?.at ?? -1, 1.5, tolerance: 1e-9)
        let (engine, layer, _) = setUp { $0.speed = -1; $0.timeOffset = 1.5 }
        expectClose(try x(engine, layer, at: 0.25), 500, tolerance: 1e-9, "no fill: the model")
    }

    @Test func beforeItsBeginTimeABackwardsFillShowsItsFirstFrame() throws {
        // Begins 1 s from now with timeOffset 0.75: until then a backwards fill shows the frame it
        // will start on (75); without a fill, the model. It starts at 1 s (1.25 s → local 0.5 →
        // 50) and ends at 1.75 s.
        let (engine, layer, recorder) = setUp {
            $0.speed = -1; $0.timeOffset = 0.75; $0.fillMode = .backwards
            $0.beginTime = CACurrentMediaTime() + 1
        }
        expectClose(try x(engine, layer, at: 0.5), 75, tolerance: 1e-9)
        #expect(recorder.starts.isEmpty)
        expectClose(try x(engine, layer, at: 1.25), 50, tolerance: 1e-9)
        engine.advance(to: 3)
        expectEqual(recorder.starts, [1])
        expectClose(recorder.stops.first?.at ?? -1, 1.75, tolerance: 1e-9)
        let (plainEngine, plainLayer, _) = setUp { $0.speed = -1; $0.timeOffset = 0.75; $0.beginTime = CACurrentMediaTime() + 1 }
        expectClose(try x(plainEngine, plainLayer, at: 0.5), 500, tolerance: 1e-9)
    }

    // MARK: Inside a group

    @Test func aChildWithANegativeSpeedRunsBackInsideItsGroup() throws {
        // Group of 1 s; the child (1 s, speed −1, timeOffset 1) shows 100 − 100 × t of the group's time.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.run {
            let child = CABasicAnimation(keyPath: "position.x")
            child.fromValue = 0
            child.toValue = 100
            child.duration = 1
            child.speed = -1
            child.timeOffset = 1
            let group = CAAnimationGroup()
            group.animations = [child]
            group.duration = 1
            layer.add(group, forKey: "group")
        }
        engine.advance(to: 0.25)
        expectClose(try engine.presentation(of: layer).position.x, 75, tolerance: 1e-9)
    }
}
