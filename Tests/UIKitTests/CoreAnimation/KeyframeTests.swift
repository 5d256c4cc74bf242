import Expectations
import Testing
import UIKit

/// CAKeyframeAnimation (UIKIT-SEMANTICS §4): linear pieces between keyframes, discrete jumps,
/// paced (constant speed, key times ignored), cubic (Catmull-Rom, end points duplicated); keyTimes
/// place the keyframes; timingFunctions shape each segment; timingFunction warps the whole run.
@MainActor
struct KeyframeTests {
    /// position.x through `values` over `duration`, configured, on a displayed layer.
    private func setUp(
        _ values: [Double], duration: CFTimeInterval, _ configure: @escaping (CAKeyframeAnimation) -> Void = { _ in }
    ) -> (UIKitEngine, CALayer, AnimationRecorder) {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        let recorder = AnimationRecorder()
        engine.run {
            let a = CAKeyframeAnimation(keyPath: "position.x")
            a.values = values
            a.duration = duration
            a.delegate = recorder
            configure(a)
            layer.add(a, forKey: "keys")
        }
        return (engine, layer, recorder)
    }

    private func x(_ engine: UIKitEngine, _ layer: CALayer, at t: CFTimeInterval) throws -> CGFloat {
        engine.advance(to: t)
        return try engine.presentation(of: layer).position.x
    }

    // MARK: Ladder: one value, two, many

    @Test func singleValueHoldsForTheWholeDuration() throws {
        let (engine, layer, recorder) = setUp([42], duration: 1)
        expectClose(try x(engine, layer, at: 0.5), 42)
        engine.advance(to: 1.5)
        expectEqual(recorder.finishedFlags, [true])
    }

    @Test func twoValuesInterpolateLikeABasicAnimation() throws {
        // [0, 100] over 1 s: at 0.3 s → 30.
        let (engine, layer, _) = setUp([0, 100], duration: 1)
        expectClose(try x(engine, layer, at: 0.3), 30, tolerance: 1e-9)
    }

    @Test func linearValuesAtKeyframeTimesAndBetween() throws {
        // [0, 100, 40] over 2 s, key times 0, 0.5, 1 (even) → keyframes at 0, 1, 2 s.
        // 0.5 s → 50; 1 s → 100; 1.5 s → 100 + (40 − 100)·0.5 = 70; 1.99 s → 100 − 60·0.99 = 40.6.
        let (engine, layer, _) = setUp([0, 100, 40], duration: 2)
        expectClose(try x(engine, layer, at: 0), 0, tolerance: 1e-9)
        expectClose(try x(engine, layer, at: 0.5), 50, tolerance: 1e-9)
        expectClose(try x(engine, layer, at: 1), 100, tolerance: 1e-9)
        expectClose(try x(engine, layer, at: 1.5), 70, tolerance: 1e-9)
        expectClose(try x(engine, layer, at: 1.99), 40.6, tolerance: 1e-9)
    }

    @Test func keyTimesPlaceTheKeyframes() throws {
        // [0, 100, 40] with keyTimes [0, 0.2, 1] over 1 s: 0.1 s → 50; 0.2 s → 100;
        // 0.6 s → u = (0.6 − 0.2)/0.8 = 0.5 → 70.
        let (engine, layer, _) = setUp([0, 100, 40], duration: 1) { $0.keyTimes = [0, 0.2, 1] }
        expectClose(try x(engine, layer, at: 0.1), 50, tolerance: 1e-9)
        expectClose(try x(engine, layer, at: 0.2), 100, tolerance: 1e-9)
        expectClose(try x(engine, layer, at: 0.6), 70, tolerance: 1e-9)
    }

    // MARK: Timing functions

    @Test func perSegmentTimingFunctionsShapeEachSegment() throws {
        // [0, 100, 200] over 2 s with [easeIn, linear]: 0.5 s → u = 0.5 in segment 0 → 100·0.315357 = 31.5357;
        // 1.5 s → linear half of segment 1 → 150.
        let (engine, layer, _) = setUp([0, 100, 200], duration: 2) {
            $0.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        }
        expectClose(try x(engine, layer, at: 0.5), 31.5357, tolerance: 1e-3)
        expectClose(try x(engine, layer, at: 1.5), 150, tolerance: 1e-9)
    }

    @Test func animationTimingFunctionWarpsTheWholeRun() throws {
        // [0, 100, 200] over 2 s with timingFunction easeIn: at 1 s, x = 0.5 → p = 0.315357 overall,
        // which is in segment 0 at u = 0.630714 → 63.0714.
        let (engine, layer, _) = setUp([0, 100, 200], duration: 2) { $0.timingFunction = CAMediaTimingFunction(name: .easeIn) }
        expectClose(try x(engine, layer, at: 1), 63.0714, tolerance: 2e-3)
    }

    // MARK: Discrete

    @Test func discreteHoldsEachValueForAnEqualShare() throws {
        // [0, 100, 40] over 3 s, no key times: each value holds 1 s (n values share the duration).
        let (engine, layer, _) = setUp([0, 100, 40], duration: 3) { $0.calculationMode = .discrete }
        expectClose(try x(engine, layer, at: 0.5), 0)
        expectClose(try x(engine, layer, at: 0.99), 0)
        expectClose(try x(engine, layer, at: 1.0), 100)
        expectClose(try x(engine, layer, at: 1.5), 100)
        expectClose(try x(engine, layer, at: 2.5), 40)
    }

    @Test func discreteFollowsKeyTimes() throws {
        // [0, 100, 40] with keyTimes [0, 0.5, 0.9] over 1 s: 0.4 → 0; 0.6 → 100; 0.95 → 40.
        let (engine, layer, _) = setUp([0, 100, 40], duration: 1) {
            $0.calculationMode = .discrete; $0.keyTimes = [0, 0.5, 0.9]
        }
        expectClose(try x(engine, layer, at: 0.4), 0)
        expectClose(try x(engine, layer, at: 0.6), 100)
        expectClose(try x(engine, layer, at: 0.95), 40)
    }

    // MARK: Paced

    @Test func pacedMovesAtConstantSpeedAndIgnoresKeyTimes() throws {
        // [0, 30, 100]: distances 30 + 70 = 100 over 1 s → x = 100·t, whatever keyTimes say.
        let (engine, layer, _) = setUp([0, 30, 100], duration: 1) {
            $0.calculationMode = .paced; $0.keyTimes = [0, 0.9, 1]
        }
        expectClose(try x(engine, layer, at: 0.2), 20, tolerance: 1e-9)
        expectClose(try x(engine, layer, at: 0.3), 30, tolerance: 1e-9)
        expectClose(try x(engine, layer, at: 0.65), 65, tolerance: 1e-9)
    }

    @Test func pacedPointsShareTimeByDistance() throws {
        // position through (0,0), (30,40), (30,100): lengths 50 + 60 = 110 over 1.1 s → 100 pt/s.
        // 0.5 s → (30, 40); 0.25 s → half of the first leg (15, 20); 0.8 s → 30 pt into the second (30, 70).
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.run {
            let a = CAKeyframeAnimation(keyPath: "position")
            a.values = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 40), CGPoint(x: 30, y: 100)]
            a.calculationMode = .paced
            a.duration = 1.1
            layer.add(a, forKey: "pace")
        }
        engine.advance(to: 0.25)
        expectClose(try engine.presentation(of: layer).position, CGPoint(x: 15, y: 20), tolerance: 1e-9)
        engine.advance(to: 0.5)
        expectClose(try engine.presentation(of: layer).position, CGPoint(x: 30, y: 40), tolerance: 1e-9)
        engine.advance(to: 0.8)
        expectClose(try engine.presentation(of: layer).position, CGPoint(x: 30, y: 70), tolerance: 1e-9)
    }

    // MARK: Cubic

    @Test func cubicPassesThroughEveryKeyframe() throws {
        // [0, 10, 30, 60] over 3 s: keyframes at 0, 1, 2, 3 s.
        let (engine, layer, _) = setUp([0, 10, 30, 60], duration: 3) { $0.calculationMode = .cubic }
        expectClose(try x(engine, layer, at: 1), 10, tolerance: 1e-9)
        expectClose(try x(engine, layer, at: 2), 30, tolerance: 1e-9)
        expectClose(try x(engine, layer, at: 2.999), 60, tolerance: 0.1)
    }

    @Test func cubicBendsBetweenKeyframesLikeCatmullRom() throws {
        // Catmull-Rom at u = 0.5: ½·(2p1 + (p2 − p0)·½ + (2p0 − 5p1 + 4p2 − p3)·¼ + (−p0 + 3p1 − 3p2 + p3)·⅛).
        // Middle (0, 10, 30, 60):  ½·(20 + 15 + 10·¼ + 0·⅛) = 18.75 (a straight line would give 20).
        // First, end duplicated (0, 0, 10, 30): ½·(0 + 5 + 10·¼ + 0) = 3.75.
        // Last, end duplicated (10, 30, 60, 60): ½·(60 + 25 + 50·¼ − 40·⅛) = 46.25.
        let (engine, layer, _) = setUp([0, 10, 30, 60], duration: 3) { $0.calculationMode = .cubic }
        expectClose(try x(engine, layer, at: 0.5), 3.75, tolerance: 1e-9)
        expectClose(try x(engine, layer, at: 1.5), 18.75, tolerance: 1e-9)
        expectClose(try x(engine, layer, at: 2.5), 46.25, tolerance: 1e-9)
    }

    @Test func cubicInterpolatesPointsComponentwise() throws {
        // position through (0,0), (10,100), (30,100), (60,0) over 3 s; at 1.5 s (middle segment, u = ½):
        // x: ½·(20 + 15 + 10·¼ + 0) = 18.75; y (0, 100, 100, 0): ½·(200 + 100·½ + (0 − 500 + 400 − 0)·¼ + 0·⅛)
        //    = ½·(200 + 50 − 25) = 112.5 (the curve bulges above the flat middle segment).
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.run {
            let a = CAKeyframeAnimation(keyPath: "position")
            a.values = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 100), CGPoint(x: 30, y: 100), CGPoint(x: 60, y: 0)]
            a.calculationMode = .cubic
            a.duration = 3
            layer.add(a, forKey: "curve")
        }
        engine.advance(to: 1.5)
        expectClose(try engine.presentation(of: layer).position, CGPoint(x: 18.75, y: 112.5), tolerance: 1e-9)
    }

    // MARK: Values as NSValue, and errors

    @Test func keyframeValuesMayBeBoxedInNSValue() throws {
        // [(0,0), (100,50)] boxed: at 0.5 s of 1 s → (50, 25).
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.run {
            let a = CAKeyframeAnimation(keyPath: "position")
            a.values = [NSValue(cgPoint: .zero), NSValue(cgPoint: CGPoint(x: 100, y: 50))]
            a.duration = 1
            layer.add(a, forKey: "boxed")
        }
        engine.advance(to: 0.5)
        expectClose(try engine.presentation(of: layer).position, CGPoint(x: 50, y: 25), tolerance: 1e-9)
        #expect(engine.diagnostics.isEmpty)
    }

    @Test func keyframeWithoutValuesIsReported() {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.run {
            let a = CAKeyframeAnimation(keyPath: "opacity")
            a.duration = 1
            layer.add(a, forKey: "empty")
        }
        #expect(engine.diagnostics(ofKind: .misuse).contains { $0.message.contains("no values") })
    }

    @Test func keyframeValueOfTheWrongTypeIsReported() {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.run {
            let a = CAKeyframeAnimation(keyPath: "opacity")
            a.values = [0, "half", 1]
            layer.add(a, forKey: "typo")
        }
        let d = engine.diagnostics(ofKind: .wrongValueType)
        expectEqual(d.count, 1)
        expectEqual(d.first?.message.contains("values[1]"), true, "\(d)")
    }

    @Test func discreteAcceptsOneMoreKeyTimeThanValues() {
        // Apple: in discrete mode keyTimes may have one more entry than values: [0, 0.25, 0.5, 1] for
        // [0, 100, 40] holds 0 until 0.25, 100 until 0.5, then 40.
        let (engine, layer, _) = setUp([0, 100, 40], duration: 1) {
            $0.calculationMode = .discrete; $0.keyTimes = [0, 0.25, 0.5, 1]
        }
        expectEqual((try? x(engine, layer, at: 0.2)), 0)
        expectEqual((try? x(engine, layer, at: 0.3)), 100)
        expectEqual((try? x(engine, layer, at: 0.75)), 40)
    }
}
