import Expectations
import Testing
import UIKit

/// `UIView.animate(withDuration:…)` (UIKIT-SEMANTICS §2): the model changes at once, the
/// presentation follows the curve over the duration, the completion runs once with `finished`.
/// Every block starts at t = 0 on a stage committed at t = 0, so times below are absolute.
@MainActor
struct BlockAnimationTests {
    /// A 100 × 100 view at the origin: center (50, 50), alpha 1.
    private func stage() -> (ViewStage, UIView) {
        let stage = ViewStage()
        let view = stage.addView(CGRect(x: 0, y: 0, width: 100, height: 100))
        return (stage, view)
    }

    // MARK: Model and presentation

    @Test func modelValueChangesAtOnce() {
        let (stage, view) = stage()
        stage.run {
            UIView.animate(withDuration: 1, animations: {
                view.alpha = 0
                view.center = CGPoint(x: 250, y: 50)
            })
        }
        expectEqual(stage.run { view.alpha }, 0)
        expectEqual(stage.run { view.layer.opacity }, 0)
        expectEqual(stage.run { view.center }, CGPoint(x: 250, y: 50))
        expectEqual(stage.run { view.frame }, CGRect(x: 200, y: 0, width: 100, height: 100))
    }

    @Test func presentationShowsTheOldValueBeforeTheFirstFrame() throws {
        // Same turn as the block: nothing has moved yet.
        let (stage, view) = stage()
        stage.run { UIView.animate(withDuration: 1, animations: { view.alpha = 0 }) }
        expectEqual(try stage.presentation(of: view).opacity, 1)
    }

    @Test func linearCurveAtZeroQuarterHalfAndEnd() throws {
        // alpha 1 → 0 and center.x 50 → 250 (distance 200), linear over 1 s:
        // t = 0: 1, 50; ¼: 0.75, 100; ½: 0.5, 150; 1: 0, 250.
        let (stage, view) = stage()
        stage.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.alpha = 0
                view.center.x = 250
            })
        }
        for (t, alpha, x) in [(0.0, 1.0, 50.0), (0.25, 0.75, 100), (0.5, 0.5, 150), (1.0, 0, 250)] {
            stage.at(t)
            let p = try stage.presentation(of: view)
            expectClose(Double(p.opacity), alpha, tolerance: 1e-6, "opacity at \(t)")
            expectClose(p.position.x, CGFloat(x), tolerance: 1e-6, "x at \(t)")
        }
    }

    @Test func defaultCurveIsEaseInEaseOut() throws {
        // animate(withDuration:animations:) uses ease-in-ease-out (0.42, 0, 0.58, 1): progress
        // 0.129162 at ¼, ½ at ½, 0.870838 at ¾ (Reference). center.x 50 → 250:
        //   ¼: 50 + 200·0.129162 = 75.8324; ½: 150; ¾: 50 + 200·0.870838 = 224.1676; 1: 250.
        //   alpha 1 → 0: ¼: 0.870838; ½: 0.5; ¾: 0.129162.
        let (stage, view) = stage()
        stage.run {
            UIView.animate(withDuration: 1, animations: {
                view.alpha = 0
                view.center.x = 250
            })
        }
        let q = Reference.easeInOutAtQuarter, tq = Reference.easeInOutAtThreeQuarters
        for (t, progress) in [(0.0, 0.0), (0.25, q), (0.5, 0.5), (0.75, tq), (1.0, 1.0)] {
            stage.at(t)
            let p = try stage.presentation(of: view)
            expectClose(Double(p.position.x), 50 + 200 * progress, tolerance: 1e-4, "x at \(t)")
            expectClose(Double(p.opacity), 1 - progress, tolerance: 1e-6, "opacity at \(t)")
        }
    }

    @Test func explicitEaseInOutOptionMatchesTheDefault() throws {
        // .curveEaseInOut is the zero curve: the same 75.8324 at ¼ as the default.
        let (stage, view) = stage()
        stage.run {
            UIView.animate(withDuration: 2, delay: 0, options: .curveEaseInOut, animations: { view.center.x = 250 })
        }
        stage.at(0.5)
        expectClose(Double(try stage.presentation(of: view).position.x), 50 + 200 * Reference.easeInOutAtQuarter, tolerance: 1e-4)
    }

    @Test func framePresentationFollowsBoundsAndPosition() throws {
        // frame (0, 0, 100, 100) → (100, 100, 200, 50), linear 1 s. At ½: bounds 150 × 75,
        // position from (50, 50) to (200, 125) → (125, 87.5).
        let (stage, view) = stage()
        stage.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.frame = CGRect(x: 100, y: 100, width: 200, height: 50)
            })
        }
        stage.at(0.5)
        let p = try stage.presentation(of: view)
        expectClose(p.bounds.size, CGSize(width: 150, height: 75), tolerance: 1e-6)
        expectClose(p.position, CGPoint(x: 125, y: 87.5), tolerance: 1e-6)
    }

    @Test func transformAnimatesThroughItsParts() throws {
        // transform identity → scale 3 (linear, 1 s): the scale part interpolates, 2 at ½;
        // rotation 0 → π/2 turns through π/4 at ½ (decomposed, not an entry-by-entry blend).
        let (stage, view) = stage()
        let other = stage.addView(CGRect(x: 0, y: 200, width: 100, height: 100))
        stage.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.transform = CGAffineTransform(scaleX: 3, y: 3)
                other.transform = CGAffineTransform(rotationAngle: .pi / 2)
            })
        }
        stage.at(0.5)
        expectClose(CATransform3DGetAffineTransform(try stage.presentation(of: view).transform),
                    CGAffineTransform(scaleX: 2, y: 2), tolerance: 1e-6)
        expectClose(CATransform3DGetAffineTransform(try stage.presentation(of: other).transform),
                    CGAffineTransform(rotationAngle: .pi / 4), tolerance: 1e-6)
    }

    @Test func backgroundColourBlendsComponentByComponent() throws {
        // white → black, linear 1 s: at ¼ each component is 1 − ¼ = 0.75.
        let (stage, view) = stage()
        stage.run { view.backgroundColor = .white }
        stage.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.backgroundColor = .black })
        }
        stage.at(0.25)
        let color = try #require(try stage.presentation(of: view).backgroundColor)
        #expect(zip(color.components ?? [], [0.75, 0.75, 0.75, 1]).allSatisfy { abs($0 - $1) < 1e-6 }, "\(color)")
    }

    @Test func isHiddenDoesNotAnimate() throws {
        // Hiding inside a block takes effect at once (fade alpha instead).
        let (stage, view) = stage()
        stage.run { UIView.animate(withDuration: 1, animations: { view.isHidden = true }) }
        expectNil(stage.run { view.layer.animationKeys() })
        stage.at(0.1)
        #expect(try stage.presentation(of: view).isHidden)
    }

    @Test func presentationEqualsTheModelAfterTheEnd() throws {
        let (stage, view) = stage()
        stage.run { UIView.animate(withDuration: 0.5, animations: { view.center.x = 250 }) }
        stage.at(0.6)
        expectEqual(try stage.presentation(of: view).position.x, 250)
        expectNil(stage.run { view.layer.animationKeys() }, "a finished block animation is removed")
    }

    // MARK: Completion

    @Test func completionRunsOnceWithFinishedAfterTheEnd() {
        // Duration 1 s from t = 0: the frame at t = 1 processes the end.
        let (stage, view) = stage()
        let log = CompletionLog()
        stage.run {
            UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: log.block)
        }
        stage.at(0.99)
        #expect(log.calls.isEmpty, "not before the end")
        stage.at(1.0)
        expectEqual(log.flags, [true])
        expectClose(log.times[0], 1.0, tolerance: 1e-9)
        stage.at(3)
        expectEqual(log.flags, [true], "once")
    }

    @Test func completionWaitsForEveryAnimationOfTheBlock() {
        // Two views in one block: one completion, after both animations stopped.
        let (stage, view) = stage()
        let other = stage.addView(CGRect(x: 0, y: 200, width: 10, height: 10))
        let log = CompletionLog()
        stage.run {
            UIView.animate(withDuration: 0.5, animations: {
                view.alpha = 0
                other.center.y = 400
                other.alpha = 0.5
            }, completion: log.block)
        }
        stage.at(2)
        expectEqual(log.flags, [true])
    }

    @Test func blockThatChangesNothingCompletesOnTheNextTurn() {
        // No property changed: no animation, so the completion runs on the next run-loop turn.
        let (stage, view) = stage()
        let log = CompletionLog()
        stage.run { UIView.animate(withDuration: 1, animations: { view.alpha = 1 }, completion: log.block) }
        #expect(log.calls.isEmpty)
        stage.at(stage.engine.frameDuration)
        expectEqual(log.flags, [true])
    }

    // MARK: Nesting

    @Test func nestedBlockInheritsTheOuterDurationAndCurve() throws {
        // Outer: 1 s linear. Inner asks for 0.2 s (default curve) but inherits 1 s and linear:
        // at ¼ the inner view's alpha is 1 − ¼ = 0.75 (0.2 s ease-in-out would have ended).
        let (stage, view) = stage()
        let inner = stage.addView(CGRect(x: 0, y: 200, width: 10, height: 10))
        stage.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.alpha = 0
                expectEqual(UIView.inheritedAnimationDuration, 1)
                UIView.animate(withDuration: 0.2, animations: { inner.alpha = 0 })
            })
        }
        stage.at(0.25)
        expectClose(Double(try stage.presentation(of: inner).opacity), 0.75, tolerance: 1e-6)
    }

    @Test func overrideInheritedDurationKeepsTheInnerDuration() throws {
        // Inner 0.2 s with .overrideInheritedDuration (curve still inherited: linear).
        // t = 0.05: 1 − 0.05/0.2 = 0.75; t = 0.25: ended, the model 0 shows.
        let (stage, view) = stage()
        let inner = stage.addView(CGRect(x: 0, y: 200, width: 10, height: 10))
        let log = CompletionLog()
        stage.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.alpha = 0
                UIView.animate(withDuration: 0.2, delay: 0, options: .overrideInheritedDuration,
                               animations: { inner.alpha = 0 }, completion: log.block)
            })
        }
        stage.at(0.05)
        expectClose(Double(try stage.presentation(of: inner).opacity), 0.75, tolerance: 1e-6)
        stage.at(0.25)
        expectEqual(try stage.presentation(of: inner).opacity, 0)
        expectEqual(log.flags, [true])
        expectClose(log.times[0], 0.2, tolerance: 1e-9)
        // The outer animation still runs: 1 − 0.25.
        expectClose(Double(try stage.presentation(of: view).opacity), 0.75, tolerance: 1e-6)
    }

    // MARK: Without animation

    @Test func performWithoutAnimationAppliesAtOnceInsideABlock() throws {
        let (stage, view) = stage()
        let still = stage.addView(CGRect(x: 0, y: 200, width: 10, height: 10))
        stage.run {
            UIView.animate(withDuration: 1, animations: {
                view.alpha = 0
                UIView.performWithoutAnimation {
                    #expect(!UIView.areAnimationsEnabled)
                    still.alpha = 0.2
                    still.center = CGPoint(x: 300, y: 300)
                }
                #expect(UIView.areAnimationsEnabled)
            })
        }
        stage.at(0.5)
        let p = try stage.presentation(of: still)
        expectClose(Double(p.opacity), 0.2, tolerance: 1e-6)
        expectEqual(p.position, CGPoint(x: 300, y: 300))
        expectNil(stage.run { still.layer.animationKeys() })
        expectNotNil(stage.run { view.layer.animationKeys() }, "the rest of the block still animates")
    }

    @Test func changesOutsideABlockAreImmediate() throws {
        let (stage, view) = stage()
        stage.run { view.alpha = 0.3 }
        expectNil(stage.run { view.layer.animationKeys() })
        stage.at(0.1)
        expectClose(Double(try stage.presentation(of: view).opacity), 0.3, tolerance: 1e-6)
    }

    // MARK: Zero duration

    @Test func zeroDurationAppliesAtOnceAndCompletesOnTheNextTurn() throws {
        let (stage, view) = stage()
        let log = CompletionLog()
        stage.run {
            UIView.animate(withDuration: 0, animations: { view.alpha = 0 }, completion: log.block)
        }
        expectEqual(stage.run { view.alpha }, 0)
        expectNil(stage.run { view.layer.animationKeys() }, "no animation")
        #expect(log.calls.isEmpty, "not synchronously")
        stage.at(stage.engine.frameDuration)
        expectEqual(log.flags, [true])
        expectClose(log.times[0], stage.engine.frameDuration, tolerance: 1e-9)
        expectEqual(try stage.presentation(of: view).opacity, 0)
    }

    @Test func negativeDurationBehavesLikeZero() {
        let (stage, view) = stage()
        let log = CompletionLog()
        stage.run { UIView.animate(withDuration: -1, animations: { view.center.x = 10 }, completion: log.block) }
        expectNil(stage.run { view.layer.animationKeys() })
        stage.at(stage.engine.frameDuration)
        expectEqual(log.flags, [true])
    }
}
