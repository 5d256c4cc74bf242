import Testing
@testable import UIKit

/// isAdditive adds the animated value to the model value (for transforms: the animated transform
/// first, then the model's); isCumulative makes each repeat continue from where the last ended.
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

    @Test func cumulativeStepIsToMinusFrom() throws {
        // 5 → 10 (step 5), cumulative: 1.5 s → 7.5 + 5 = 12.5.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.addLinear("position.x", from: 5, to: 10, duration: 1, on: layer) { $0.isCumulative = true; $0.repeatCount = 2 }
        engine.advance(to: 1.5)
        expectClose(try engine.presentation(of: layer).position.x, 12.5, tolerance: 1e-9)
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
