import Expectations
import Testing
import UIKit

/// iOS 8+ block animations are additive (UIKIT-SEMANTICS §2): each animates `old − new` → 0 on top
/// of the model, so a second animation of a property already in flight blends with the first
/// instead of jumping, and both completions run with `finished == true`.
@MainActor
struct AdditiveBlockAnimationTests {
    /// A 100 × 100 view at the origin (center.x = 50).
    private func stage() -> (ViewStage, UIView) {
        let stage = ViewStage()
        return (stage, stage.addView(CGRect(x: 0, y: 0, width: 100, height: 100)))
    }

    @Test func blockAnimationIsAdditiveFromOldMinusNewToZero() {
        let (stage, view) = stage()
        stage.run { UIView.animate(withDuration: 1, animations: { view.center.x = 250 }) }
        let keys = stage.run { view.layer.animationKeys() } ?? []
        expectEqual(keys.count, 1)
        let animation = stage.run { view.layer.animation(forKey: keys[0]) } as? CABasicAnimation
        expectEqual(animation?.isAdditive, true)
        #expect(animation?.fromValue as? CGPoint == CGPoint(x: -200, y: 0), "old − new = 50 − 250")
        #expect(animation?.toValue as? CGPoint == .zero)
    }

    @Test func secondAnimationOfTheSamePropertyBlendsWithTheFirst() throws {
        // Frame x 0 → 100 (center.x 50 → 150) over 1 s linear; at 0.5 s x → 200 (center.x → 250)
        // over 1 s linear. Model 250; contributions A = −100·(1 − t) on [0, 1],
        // B = (150 − 250)·(1 − (t − 0.5)) on [0.5, 1.5]; presentation = 250 + A + B:
        //   0.5:  250 − 50 − 100 = 100 (where the first animation was: no jump)
        //   0.75: 250 − 25 − 75  = 150
        //   1.0:  250 − 0  − 50  = 200
        //   1.25: 250      − 25  = 225 (A has ended)
        //   1.5:  250
        let (stage, view) = stage()
        let first = CompletionLog(), second = CompletionLog()
        stage.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.frame.origin.x = 100
            }, completion: first.block)
        }
        stage.at(0.5)
        expectClose(try stage.presentation(of: view).position.x, 100, tolerance: 1e-6, "before the second block")
        stage.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.frame.origin.x = 200
            }, completion: second.block)
        }
        expectEqual(stage.run { view.center.x }, 250, "the model jumps to the last value")
        expectClose(try stage.presentation(of: view).position.x, 100, tolerance: 1e-6, "same turn: still 100")
        for (t, x) in [(0.5, 100.0), (0.75, 150), (1.0, 200), (1.25, 225), (1.5, 250)] {
            stage.at(t)
            expectClose(try stage.presentation(of: view).position.x, CGFloat(x), tolerance: 1e-6, "x at \(t)")
        }
        expectEqual(first.flags, [true])
        expectEqual(second.flags, [true])
        expectClose(first.times[0], 1.0, tolerance: 1e-9)
        expectClose(second.times[0], 1.5, tolerance: 1e-9)
    }

    @Test func blendingWithTheDefaultCurveIsContinuous() throws {
        // Same moves with ease-in-out. At 0.75 s: A is at ¾ of its curve, B at ¼:
        //   A = −100·(1 − 0.870838) = −12.9162, B = −100·(1 − 0.129162) = −87.0838,
        //   250 − 12.9162 − 87.0838 = 150 (the symmetric curve makes the sum exact).
        // At 1.0 s: A has ended, B at ½: 250 − 50 = 200.
        let (stage, view) = stage()
        stage.run { UIView.animate(withDuration: 1, animations: { view.center.x = 150 }) }
        stage.at(0.5)
        stage.run { UIView.animate(withDuration: 1, animations: { view.center.x = 250 }) }
        stage.at(0.75)
        expectClose(try stage.presentation(of: view).position.x, 150, tolerance: 1e-4)
        stage.at(1.0)
        expectClose(try stage.presentation(of: view).position.x, 200, tolerance: 1e-4)
    }

    @Test func threeOverlappingAnimationsAllComplete() throws {
        // center.x 50 → 150 at 0, → 250 at 0.25, → 50 at 0.5, each 1 s linear. Model 50.
        // At 0.75: A = (50 − 150)(1 − 0.75) = −25, B = (150 − 250)(1 − 0.5) = −50,
        //          C = (250 − 50)(1 − 0.25) = 150 → 50 − 25 − 50 + 150 = 125.
        let (stage, view) = stage()
        let log = CompletionLog()
        for (start, x) in [(0.0, 150.0), (0.25, 250), (0.5, 50)] {
            stage.at(start)
            stage.run {
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                    view.center.x = CGFloat(x)
                }, completion: log.block)
            }
        }
        stage.at(0.75)
        expectClose(try stage.presentation(of: view).position.x, 125, tolerance: 1e-6)
        stage.at(2)
        expectEqual(log.flags, [true, true, true])
        expectEqual(try stage.presentation(of: view).position.x, 50)
    }

    @Test func differentPropertiesOfOneViewAnimateIndependently() throws {
        // alpha (1 → 0 over 1 s) and center.y (50 → 150 over 0.5 s), linear, in two blocks.
        let (stage, view) = stage()
        stage.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
            UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { view.center.y = 150 })
        }
        stage.at(0.25)
        let p = try stage.presentation(of: view)
        expectClose(Double(p.opacity), 0.75, tolerance: 1e-6)
        expectClose(p.position.y, 100, tolerance: 1e-6)
    }
}
