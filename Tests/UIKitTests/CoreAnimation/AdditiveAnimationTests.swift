import Testing
import UIKit

/// isAdditive adds the animated value to the model value (for transforms: the animated transform
/// first, then the model's); isCumulative makes each repeat cycle "the value at the end of the
/// previous repeat cycle, plus the value of the current repeat cycle" (CAPropertyAnimation docs).
@MainActor
struct AdditiveAnimationTests {
    @Test func additiveAnimationIsAddedToTheModel() throws {
        // Model 200; additive −50 → 0 over 1 s: at 0 → 150, 0.5 → 175, after the end → 200.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        layer.position = CGPoint(x: 200, y: 0)
        engine.addLinear("position.x", from: -50, to: 0, duration: 1, on: layer) { $0.isAdditive = true }
        engine.advance(by: 0)
        expectClose(try engine.presentation(of: layer).position.x, 150)
        engine.advance(to: 0.5)
        expectClose(try engine.presentation(of: layer).position.x, 175)
        engine.advance(to: 1.5)
        expectClose(try engine.presentation(of: layer).position.x, 200)
    }

    @Test func twoAdditiveAnimationsBlend() throws {
        // Model 100. A: −100 → 0 over 1 s from 0; B: −50 → 0 over 1 s from 0.5. At 0.75 s:
        // A = −100·0.25 = −25, B = −50·0.75 = −37.5 → 100 − 25 − 37.5 = 37.5.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        layer.position = CGPoint(x: 100, y: 0)
        engine.addLinear("position.x", from: -100, to: 0, duration: 1, on: layer, forKey: "a") { $0.isAdditive = true }
        engine.advance(to: 0.5)
        engine.addLinear("position.x", from: -50, to: 0, duration: 1, on: layer, forKey: "b") { $0.isAdditive = true }
        engine.advance(to: 0.75)
        expectClose(try engine.presentation(of: layer).position.x, 37.5, tolerance: 1e-9)
    }

    @Test func additiveTransformAppliesTheAnimatedTransformFirst() throws {
        // Model T(100, 0, 0); additive S(2, 2, 1) → identity. Halfway the animated part is S(1.5, 1.5, 1),
        // and S·T scales first, then translates: m11 = 1.5, m41 = 100 (T·S would give m41 = 150).
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        layer.transform = CATransform3DMakeTranslation(100, 0, 0)
        engine.run {
            let a = CABasicAnimation(keyPath: "transform")
            a.fromValue = CATransform3DMakeScale(2, 2, 1)
            a.toValue = CATransform3DIdentity
            a.isAdditive = true
            a.duration = 1
            layer.add(a, forKey: "pop")
        }
        engine.advance(to: 0.5)
        let t = try engine.presentation(of: layer).transform
        expectClose(t, matrix([[1.5, 0, 0, 0], [0, 1.5, 0, 0], [0, 0, 1, 0], [100, 0, 0, 1]]), tolerance: 1e-12)
    }

    @Test func cumulativeRepeatsBuildOnEachOther() throws {
        // 0 → 10, cumulative, repeatCount 3: 0.5 s → 5; 1.5 s → 10 + 5 = 15; 2.5 s → 20 + 5 = 25.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.addLinear("position.x", from: 0, to: 10, duration: 1, on: layer) {
            $0.isCumulative = true; $0.repeatCount = 3; $0.fillMode = .forwards; $0.isRemovedOnCompletion = false
        }
        engine.advance(to: 0.5)
        expectClose(try engine.presentation(of: layer).position.x, 5, tolerance: 1e-9)
        engine.advance(to: 1.5)
        expectClose(try engine.presentation(of: layer).position.x, 15, tolerance: 1e-9)
        engine.advance(to: 2.5)
        expectClose(try engine.presentation(of: layer).position.x, 25, tolerance: 1e-9)
        // After the end (forwards fill): the third cycle's end, 20 + 10 = 30.
        engine.advance(to: 4)
        expectClose(try engine.presentation(of: layer).position.x, 30, tolerance: 1e-9)
    }

    @Test func cumulativeAddsTheValueTheLastCycleEndedOn() throws {
        // 10 → 20, duration 1, repeatCount 3, cumulative (the example of issue 18). Cycle 1 runs
        // 10…20; cycle 2 is 20 (where cycle 1 ended) plus 10…20, so 30…40; cycle 3 is 40 plus
        // 10…20, so 50…60. At 0.5 s → 15; 1.5 s → 20 + 15 = 35; 2.5 s → 40 + 15 = 55; after the
        // end (forwards fill) → 40 + 20 = 60. (Adding only the step to − from, 10 per cycle,
        // would give 25 at 1.5 s: that is not what the documentation says.)
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.addLinear("position.x", from: 10, to: 20, duration: 1, on: layer) {
            $0.isCumulative = true; $0.repeatCount = 3; $0.fillMode = .forwards; $0.isRemovedOnCompletion = false
        }
        for (t, x) in [(0.5, 15.0), (1.5, 35), (2.5, 55)] {
            engine.advance(to: t)
            expectClose(try engine.presentation(of: layer).position.x, CGFloat(x), tolerance: 1e-9, "at \(t) s")
        }
        engine.advance(to: 4)
        expectClose(try engine.presentation(of: layer).position.x, 60, tolerance: 1e-9)
    }

    @Test func aCumulativeAnimationJumpsWhereACycleDoesNotStartAtZero() throws {
        // Cycle 1 ends on 20, cycle 2 starts on 20 + 10 = 30: the value jumps at 1 s.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.addLinear("position.x", from: 10, to: 20, duration: 1, on: layer) { $0.isCumulative = true; $0.repeatCount = 2 }
        engine.advance(to: 59.0 / 60)
        expectClose(try engine.presentation(of: layer).position.x, 10 + 10 * 59.0 / 60, tolerance: 1e-9)
        engine.advance(to: 1)
        expectClose(try engine.presentation(of: layer).position.x, 30, tolerance: 1e-9)
    }

    @Test func cumulativeWithoutRepeatsChangesNothing() throws {
        // One cycle: 10 → 20 plain, 15 at half time.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.addLinear("position.x", from: 10, to: 20, duration: 1, on: layer) { $0.isCumulative = true }
        engine.advance(to: 0.5)
        expectClose(try engine.presentation(of: layer).position.x, 15, tolerance: 1e-9)
    }

    @Test func anAutoreversingCycleEndsWhereItStartedAndAddsThat() throws {
        // 10 → 20 and back (a 2 s cycle), repeatCount 2, cumulative: cycle 1 ends on 10, so cycle 2
        // is 10 plus 10…20…10. At 0.5 s → 15; 1.5 s → 15 (on the way back); 2.5 s → 10 + 15 = 25;
        // 3.5 s → 10 + 15 = 25.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.addLinear("position.x", from: 10, to: 20, duration: 1, on: layer) {
            $0.isCumulative = true; $0.autoreverses = true; $0.repeatCount = 2
        }
        for (t, x) in [(0.5, 15.0), (1.5, 15), (2.5, 25), (3.5, 25)] {
            engine.advance(to: t)
            expectClose(try engine.presentation(of: layer).position.x, CGFloat(x), tolerance: 1e-9, "at \(t) s")
        }
    }

    @Test func cumulativeKeyframesAddTheLastKeyframeValue() throws {
        // values 0, 20, 10 (the cycle ends on 10), repeatCount 3: 1.5 s → 20 + 10 = 30;
        // 2.75 s → 15 (three quarters through a cycle) + 2 × 10 = 35.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.run {
            let a = CAKeyframeAnimation(keyPath: "position.x")
            a.values = [0, 20, 10]
            a.duration = 1
            a.repeatCount = 3
            a.isCumulative = true
            layer.add(a, forKey: "anim")
        }
        engine.advance(to: 1.5)
        expectClose(try engine.presentation(of: layer).position.x, 30, tolerance: 1e-9)
        engine.advance(to: 2.75)
        expectClose(try engine.presentation(of: layer).position.x, 35, tolerance: 1e-9)
    }

    @Test func aCumulativeQuarterTurnKeepsTurning() throws {
        // transform.rotation.z 0 → π/2, repeatCount 2: at 1.5 s the second cycle is π/2 + π/4 = 3π/4.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.addLinear("transform.rotation.z", from: 0, to: .pi / 2, duration: 1, on: layer) { $0.isCumulative = true; $0.repeatCount = 2 }
        engine.advance(to: 1.5)
        let t = try engine.presentation(of: layer).transform
        expectClose(t.m11, cos(3 * .pi / 4), tolerance: 1e-9)
        expectClose(t.m12, sin(3 * .pi / 4), tolerance: 1e-9)
    }

    @Test func nonCumulativeRepeatsStartOver() throws {
        // Same animation without isCumulative: 1.5 s → 7.5.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.addLinear("position.x", from: 5, to: 10, duration: 1, on: layer) { $0.repeatCount = 2 }
        engine.advance(to: 1.5)
        expectClose(try engine.presentation(of: layer).position.x, 7.5, tolerance: 1e-9)
    }
}
