import Expectations
import Testing
import UIKit

/// An animation's own CAMediaTiming (UIKIT-SEMANTICS §1): cycle = duration × (autoreverses ? 2 : 1);
/// active span = repeatDuration if > 0, else cycle × max(repeatCount, 1); timeOffset shifts the
/// local time and wraps around the active span; duration <= 0 means 0.25 s.
@MainActor
struct AnimationTimingTests {
    /// A displayed layer running position.x 0 → 100 (linear) configured by `configure`, plus a recorder.
    private func setUp(duration: CFTimeInterval, _ configure: @escaping (CABasicAnimation) -> Void) -> (UIKitEngine, CALayer, AnimationRecorder) {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
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

    // MARK: Duration

    @Test func zeroDurationMeansAQuarterSecond() {
        let (engine, layer, recorder) = setUp(duration: 0) { _ in }
        engine.advance(by: 0)
        expectEqual(engine.run { layer.animation(forKey: "anim")?.duration }, 0.25)
        engine.advance(to: 0.5)
        expectEqual(recorder.stops.map(\.at), [0.25])
    }

    // MARK: timeOffset

    @Test func timeOffsetStartsPartWayThrough() throws {
        // duration 2, timeOffset 1: local = elapsed + 1. At 0 s → 1 → 50; at 0.5 s → 1.5 → 75.
        let (engine, layer, _) = setUp(duration: 2) { $0.timeOffset = 1 }
        expectClose(try x(engine, layer, at: 0), 50, tolerance: 1e-9)
        expectClose(try x(engine, layer, at: 0.5), 75, tolerance: 1e-9)
    }

    @Test func timeOffsetWrapsAroundTheActiveSpan() throws {
        // After the end of the cycle it continues from the start: at 1.5 s → 2.5 mod 2 = 0.5 → 25;
        // the whole run still lasts the active span, 2 s.
        let (engine, layer, recorder) = setUp(duration: 2) { $0.timeOffset = 1 }
        expectClose(try x(engine, layer, at: 1.5), 25, tolerance: 1e-9)
        engine.advance(to: 2.5)
        expectEqual(recorder.stops.map(\.at), [2.0])
    }

    // MARK: repeatCount

    @Test func repeatCountRunsWholeCycles() throws {
        // repeatCount 3: at 2.25 s → third cycle, 0.25 in → 25; ends at 3 s.
        let (engine, layer, recorder) = setUp(duration: 1) { $0.repeatCount = 3 }
        expectClose(try x(engine, layer, at: 1.5), 50, tolerance: 1e-9)
        expectClose(try x(engine, layer, at: 2.25), 25, tolerance: 1e-9)
        engine.advance(to: 3.5)
        expectEqual(recorder.stops.map(\.at), [3.0])
        expectEqual(recorder.finishedFlags, [true])
    }

    @Test func fractionalRepeatCountStopsPartWayThroughTheLastCycle() throws {
        // repeatCount 2.5: active span 2.5 s. At 2.25 s → 25; ends at 2.5 s (then shows the model, 0).
        let (engine, layer, recorder) = setUp(duration: 1) { $0.repeatCount = 2.5 }
        expectClose(try x(engine, layer, at: 2.25), 25, tolerance: 1e-9)
        #expect(recorder.stops.isEmpty)
        expectClose(try x(engine, layer, at: 2.6), 0, tolerance: 1e-9)
        expectEqual(recorder.stops.map(\.at), [2.5])
    }

    @Test func zeroRepeatCountRunsOneCycle() {
        // repeatCount 0 is ignored: one cycle of 1 s.
        let (engine, layer, recorder) = setUp(duration: 1) { $0.repeatCount = 0 }
        engine.advance(to: 1.5)
        expectEqual(recorder.stops.map(\.at), [1.0])
        expectNil(engine.run { layer.animationKeys() })
    }

    @Test func repeatCountBelowOneRunsPartOfACycle() throws {
        // repeatCount 0.5 ("may be fractional"): active span 0.5 s; at 0.25 s → 25; ends at 0.5 s.
        let (engine, layer, recorder) = setUp(duration: 1) { $0.repeatCount = 0.5 }
        expectClose(try x(engine, layer, at: 0.25), 25, tolerance: 1e-9)
        engine.advance(to: 1)
        expectEqual(recorder.stops.map(\.at), [0.5])
    }

    @Test func infiniteRepeatCountNeverEnds() throws {
        // At 100.5 s: 0.5 into the 101st cycle → 50; no stop.
        let (engine, layer, recorder) = setUp(duration: 1) { $0.repeatCount = .infinity }
        expectClose(try x(engine, layer, at: 100.5), 50, tolerance: 1e-6)
        #expect(recorder.stops.isEmpty)
    }

    // MARK: repeatDuration

    @Test func repeatDurationLimitsTheActiveSpan() throws {
        // duration 1, repeatDuration 1.5: at 1.25 s → 25; ends at 1.5 s.
        let (engine, layer, recorder) = setUp(duration: 1) { $0.repeatDuration = 1.5 }
        expectClose(try x(engine, layer, at: 1.25), 25, tolerance: 1e-9)
        engine.advance(to: 2)
        expectEqual(recorder.stops.map(\.at), [1.5])
    }

    // MARK: autoreverses

    @Test func autoreversesPlaysForwardsThenBackwards() throws {
        // Cycle 2 s: 0.25 → 25; 1.25 → mirrored 2 − 1.25 = 0.75 → 75; 1.75 → 0.25 → 25; ends at 2 s.
        let (engine, layer, recorder) = setUp(duration: 1) { $0.autoreverses = true }
        expectClose(try x(engine, layer, at: 0.25), 25, tolerance: 1e-9)
        expectClose(try x(engine, layer, at: 1.25), 75, tolerance: 1e-9)
        expectClose(try x(engine, layer, at: 1.75), 25, tolerance: 1e-9)
        engine.advance(to: 2.5)
        expectEqual(recorder.stops.map(\.at), [2.0])
    }

    @Test func autoreversesWithRepeatCountRepeatsTheWholeRoundTrip() throws {
        // repeatCount 2: active span 2 × 2 = 4 s. At 2.25 → second cycle 0.25 → 25; 3.25 → 1.25 → 75.
        let (engine, layer, recorder) = setUp(duration: 1) { $0.autoreverses = true; $0.repeatCount = 2 }
        expectClose(try x(engine, layer, at: 2.25), 25, tolerance: 1e-9)
        expectClose(try x(engine, layer, at: 3.25), 75, tolerance: 1e-9)
        engine.advance(to: 4.5)
        expectEqual(recorder.stops.map(\.at), [4.0])
    }

    @Test func autoreversesWithHalfRepeatEndsAtTheTurningPoint() throws {
        // repeatCount 1.5 with autoreverses: active span 3 s; at 2.5 s → second cycle 0.5 → 50.
        let (engine, layer, recorder) = setUp(duration: 1) { $0.autoreverses = true; $0.repeatCount = 1.5 }
        expectClose(try x(engine, layer, at: 2.5), 50, tolerance: 1e-9)
        engine.advance(to: 3.5)
        expectEqual(recorder.stops.map(\.at), [3.0])
    }

    // MARK: beginTime

    @Test func delayedBeginTimeWaitsInLayerTime() throws {
        // beginTime = now + 0.5: nothing until 0.5 s, then 1 s of motion: at 1.0 s → 50; ends at 1.5 s.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        let recorder = AnimationRecorder()
        engine.addLinear("position.x", from: 0, to: 100, duration: 1, on: layer) {
            $0.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 0.5
            $0.delegate = recorder
        }
        expectClose(try x(engine, layer, at: 0.25), 0, tolerance: 1e-9)   // model value (0)
        expectClose(try x(engine, layer, at: 1.0), 50, tolerance: 1e-9)
        engine.advance(to: 2)
        expectEqual(recorder.starts, [0.5])
        expectEqual(recorder.stops.map(\.at), [1.5])
    }

    @Test func infiniteRepeatDoesNotKeepTheEngineBusy() throws {
        // The engine's documented choice: an animation repeating for ever never "finishes", so
        // runUntilIdle does not wait for it (it would otherwise always time out).
        let (engine, layer, _) = setUp(duration: 1) { $0.repeatCount = .infinity }
        try engine.runUntilIdle(timeout: 5)
        expectLess(engine.currentTime, 1)
        expectEqual(engine.run { layer.animationKeys() }, ["anim"])
    }
}
