import Expectations
import Testing
import UIKit

/// `UIView.animateKeyframes` + `addKeyframe(withRelativeStartTime:relativeDuration:)`
/// (UIKIT-SEMANTICS §4): one keyframe animation per changed property over the whole duration; a
/// property holds its value until its first keyframe starts and moves from the previous
/// keyframe's value to the new one over each window. The overall curve is ease-in-out unless the
/// `.curveLinear` bits of `UIView.AnimationOptions` are or-ed in.
@MainActor
struct KeyframeBlockAnimationTests {
    /// `.curveLinear`'s bits as keyframe options (the usual iOS idiom).
    private let linearCurve = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    /// center.x 50 → 150 → 100 → 250 in three windows of ⅓ over 1.5 s (keyframe ends at
    /// 0.5 s, 1.0 s and 1.5 s).
    private func threeWindows(_ options: UIView.KeyframeAnimationOptions, completion: CompletionLog? = nil) -> (ViewStage, UIView) {
        let stage = ViewStage()
        let view = stage.addView(CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.run {
            UIView.animateKeyframes(withDuration: 1.5, delay: 0, options: options, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1.0 / 3) { view.center.x = 150 }
                UIView.addKeyframe(withRelativeStartTime: 1.0 / 3, relativeDuration: 1.0 / 3) { view.center.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 2.0 / 3, relativeDuration: 1.0 / 3) { view.center.x = 250 }
            }, completion: completion?.block)
        }
        return (stage, view)
    }

    private func x(_ stage: ViewStage, _ view: UIView, at t: CFTimeInterval) throws -> CGFloat {
        stage.at(t)
        return try stage.presentation(of: view).position.x
    }

    // MARK: Linear

    @Test func threeWindowsOfOnePropertyLinear() throws {
        // Boundaries: 0 → 50, 0.5 → 150, 1.0 → 100, 1.5 → 250.
        // Between (middle of each window): (50+150)/2 = 100, (150+100)/2 = 125, (100+250)/2 = 175.
        let log = CompletionLog()
        let (stage, view) = threeWindows(linearCurve, completion: log)
        expectEqual(stage.run { view.center.x }, 250, "the model takes the last keyframe's value at once")
        for (t, expected) in [(0.0, 50.0), (0.25, 100), (0.5, 150), (0.75, 125), (1.0, 100), (1.25, 175)] {
            expectClose(try x(stage, view, at: t), CGFloat(expected), tolerance: 1e-6, "x at \(t)")
        }
        #expect(log.calls.isEmpty)
        stage.at(1.5)
        expectEqual(log.flags, [true])
        expectEqual(try stage.presentation(of: view).position.x, 250)
    }

    @Test func defaultOverallCurveIsEaseInOut() throws {
        // No curve bits: the whole run is paced by ease-in-out, then split into the windows.
        //   t = 0.375 (¼): p = 0.129162, window 1 at u = 0.387486 → 50 + 100·0.387486 = 88.7486
        //   t = 0.75 (½):  p = ½, window 2 at u = ½ → 125
        //   t = 1.125 (¾): p = 0.870838, window 3 at u = (0.870838 − ⅔)·3 = 0.612514 → 100 + 150·0.612514 = 191.8771
        let (stage, view) = threeWindows([])
        expectClose(try x(stage, view, at: 0.375), 88.7486, tolerance: 1e-3)
        // (The curve's control points are Floats, as on iOS: ½ maps to ½ within 1e-7.)
        expectClose(try x(stage, view, at: 0.75), 125, tolerance: 1e-4)
        expectClose(try x(stage, view, at: 1.125), 191.8771, tolerance: 1e-3)
    }

    @Test func twoPropertiesInDifferentWindows() throws {
        // 1 s, linear: alpha 1 → 0 in [0, ½]; center.x 50 → 250 in [½, 1].
        //   0.25: alpha ½, x 50 (held before its keyframe);  0.5: alpha 0, x 50;
        //   0.75: alpha 0 (held after its keyframe), x 150.
        let stage = ViewStage()
        let view = stage.addView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let log = CompletionLog()
        stage.run {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: linearCurve, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 250 }
            }, completion: log.block)
        }
        for (t, alpha, x) in [(0.25, 0.5, 50.0), (0.5, 0, 50), (0.75, 0, 150)] {
            stage.at(t)
            let p = try stage.presentation(of: view)
            expectClose(Double(p.opacity), alpha, tolerance: 1e-6, "alpha at \(t)")
            expectClose(p.position.x, CGFloat(x), tolerance: 1e-6, "x at \(t)")
        }
        stage.at(1)
        expectEqual(log.flags, [true], "one completion for the whole block")
    }

    @Test func propertyIsHeldBeforeItsFirstKeyframe() throws {
        // center.x only in [0.6, 0.8] of 1 s (linear): 50 until 0.6 s, 150 at 0.7 s, 250 from 0.8 s.
        let stage = ViewStage()
        let view = stage.addView(CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.run {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: linearCurve, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.2) { view.center.x = 250 }
            })
        }
        for (t, expected) in [(0.1, 50.0), (0.3, 50), (0.6, 50), (0.7, 150), (0.8, 250), (0.9, 250)] {
            expectClose(try x(stage, view, at: t), CGFloat(expected), tolerance: 1e-6, "x at \(t)")
        }
    }

    @Test func delayedKeyframesShowTheOldValueDuringTheDelay() throws {
        // Delay 0.5 s, then 1 s linear in one window: 50 during the delay, 150 at 1.0 s.
        let stage = ViewStage()
        let view = stage.addView(CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.run {
            UIView.animateKeyframes(withDuration: 1, delay: 0.5, options: linearCurve, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 250 }
            })
        }
        expectClose(try x(stage, view, at: 0.25), 50, tolerance: 1e-6)
        expectClose(try x(stage, view, at: 1.0), 150, tolerance: 1e-6)
    }

    // MARK: Cubic

    @Test func cubicPassesThroughTheKeyframesAndBendsBetween() throws {
        // Catmull-Rom through 50, 150, 100, 250 (end points duplicated); at u = ½ a segment is
        // (−p0 + 9p1 + 9p2 − p3)/16:
        //   window 1 (50, 50, 150, 100):   (−50 + 450 + 1350 − 100)/16 = 103.125
        //   window 2 (50, 150, 100, 250):  (−50 + 1350 + 900 − 250)/16 = 121.875
        //   window 3 (150, 100, 250, 250): (−150 + 900 + 2250 − 250)/16 = 171.875
        // Boundaries are the keyframe values.
        let (stage, view) = threeWindows([.calculationModeCubic, linearCurve])
        for (t, expected) in [(0.25, 103.125), (0.5, 150), (0.75, 121.875), (1.0, 100), (1.25, 171.875)] {
            expectClose(try x(stage, view, at: t), CGFloat(expected), tolerance: 1e-6, "x at \(t)")
        }
    }

    @Test func cubicModeHoldsAPropertyOutsideItsKeyframes() throws {
        // The rule (UIKIT-SEMANTICS §4): a property holds its value until its first keyframe and
        // after its last one, whatever the calculation mode. 1 s, linear curve, cubic:
        // alpha 1 → 0 in [0, ½] then held at 0; center.x 50 → 250 in [½, 1], held at 50 before.
        let stage = ViewStage()
        let view = stage.addView(CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.run {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic, linearCurve], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 250 }
            })
        }
        stage.at(0.25)
        let early = try stage.presentation(of: view)
        stage.at(0.75)
        let late = try stage.presentation(of: view)
        withKnownIssue("""
            Cubic keyframes do not hold: the hold is stored as a repeated value and the Catmull-Rom \
            spline through [50, 50, 250] dips to 37.5 at 0.25 s, and through [1, 0, 0] alpha \
            reaches −0.0625 at 0.75 s (KeyframeRecorder.finish pads holds as keyframes).
            """) {
            expectClose(early.position.x, 50, tolerance: 1e-6, "x held before its keyframe")
            expectClose(Double(late.opacity), 0, tolerance: 1e-6, "alpha held after its keyframe")
        }
    }

    // MARK: Nesting

    @Test func keyframesInsideALinearBlockInheritItsCurve() throws {
        // A keyframe block nested in `UIView.animate(…, options: .curveLinear)` with
        // `.overrideInheritedDuration` inherits the linear curve (as for any nested block; the
        // usual answer to "keyframes are not linear"). At 0.375 s of 1.5 s: window 1 at u = ¾ →
        // 50 + 100·¾ = 125 (ease-in-out would give 88.7486).
        let stage = ViewStage()
        let view = stage.addView(CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.run {
            UIView.animate(withDuration: 1.5, delay: 0, options: .curveLinear, animations: {
                UIView.animateKeyframes(withDuration: 1.5, delay: 0, options: [.overrideInheritedDuration, .calculationModeLinear], animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1.0 / 3) { view.center.x = 150 }
                    UIView.addKeyframe(withRelativeStartTime: 1.0 / 3, relativeDuration: 2.0 / 3) { view.center.x = 250 }
                })
            })
        }
        let value = try x(stage, view, at: 0.375)
        do {
            expectClose(value, 125, tolerance: 1e-6)
        }
    }

    // MARK: Misuse

    @Test func addKeyframeOutsideAKeyframeBlockAppliesAtOnceAndSaysWhy() {
        let stage = ViewStage()
        let view = stage.addView(CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.run { UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 } }
        expectEqual(stage.run { view.alpha }, 0)
        expectNil(stage.run { view.layer.animationKeys() })
        #expect(stage.engine.diagnostics(ofKind: .misuse).contains { $0.message.contains("outside UIView.animateKeyframes") })
    }
}
