import Expectations
import Testing
import UIKit

/// The options and life cycle of a block animation (UIKIT-SEMANTICS §2): delay with backwards
/// fill, `.beginFromCurrentState`, removal (`finished == false`), `.repeat` and `.autoreverse`.
@MainActor
struct AnimationOptionsTests {
    /// A 100 × 100 view at the origin (center.x = 50, alpha 1).
    private func stage() -> (ViewStage, UIView) {
        let stage = ViewStage()
        return (stage, stage.addView(CGRect(x: 0, y: 0, width: 100, height: 100)))
    }

    // MARK: Delay

    @Test func delayShowsTheOldValueUntilTheStart() throws {
        // alpha 1 → 0, 1 s linear after a 0.5 s delay. The model is 0 at once; during the delay
        // the backwards fill shows the old value 1; then 1 − (t − 0.5).
        let (stage, view) = stage()
        let log = CompletionLog()
        stage.run {
            UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 },
                           completion: log.block)
        }
        expectEqual(stage.run { view.alpha }, 0)
        for (t, alpha) in [(0.0, 1.0), (0.25, 1), (0.5, 1), (1.0, 0.5), (1.25, 0.25)] {
            stage.at(t)
            expectClose(Double(try stage.presentation(of: view).opacity), alpha, tolerance: 1e-6, "opacity at \(t)")
        }
        #expect(log.calls.isEmpty)
        stage.at(1.5)
        expectEqual(log.flags, [true])
        expectClose(log.times[0], 1.5, tolerance: 1e-9)
        expectEqual(try stage.presentation(of: view).opacity, 0)
    }

    @Test func delayedPositionHoldsTheOldPlace() throws {
        // center.x 50 → 250 after 1 s, 1 s linear: 50 until t = 1, then 150 at t = 1.5.
        let (stage, view) = stage()
        stage.run {
            UIView.animate(withDuration: 1, delay: 1, options: .curveLinear, animations: { view.center.x = 250 })
        }
        stage.at(0.6)
        expectClose(try stage.presentation(of: view).position.x, 50, tolerance: 1e-6)
        stage.at(1.5)
        expectClose(try stage.presentation(of: view).position.x, 150, tolerance: 1e-6)
    }

    // MARK: Begin from current state

    @Test func beginFromCurrentStateStartsFromThePresentation() throws {
        // 1st: center.x 50 → 250, 1 s linear; at 0.5 s it shows 150. 2nd at 0.5 s, with
        // .beginFromCurrentState, back to 50 over 1 s linear: 150 → 50, so 100 at 1.0, 50 at 1.5.
        let (stage, view) = stage()
        let first = CompletionLog(), second = CompletionLog()
        stage.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 250 },
                           completion: first.block)
        }
        stage.at(0.5)
        stage.run {
            UIView.animate(withDuration: 1, delay: 0, options: [.beginFromCurrentState, .curveLinear],
                           animations: { view.center.x = 50 }, completion: second.block)
        }
        for (t, x) in [(0.5, 150.0), (0.75, 125), (1.0, 100), (1.25, 75)] {
            stage.at(t)
            expectClose(try stage.presentation(of: view).position.x, CGFloat(x), tolerance: 1e-6, "x at \(t)")
        }
        stage.at(1.5)
        expectEqual(second.flags, [true])
        expectEqual(first.calls.count, 1, "the replaced animation's completion still runs, once")
        expectEqual(try stage.presentation(of: view).position.x, 50)
    }

    @Test func beginFromCurrentStateGivesTheReplacedCompletionFinishedFalseOnTheNextTurn() throws {
        // The 2nd block, with .beginFromCurrentState, removes the 1st block's in-flight center
        // animation: the 1st completion runs on the next turn with finished == false, once; the
        // 2nd completes normally.
        let (stage, view) = stage()
        let first = CompletionLog(), second = CompletionLog()
        stage.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 250 },
                           completion: first.block)
        }
        stage.at(0.5)
        stage.run {
            UIView.animate(withDuration: 1, delay: 0, options: [.beginFromCurrentState, .curveLinear],
                           animations: { view.center.x = 50 }, completion: second.block)
        }
        #expect(first.calls.isEmpty, "not within the turn that replaced it")
        expectEqual(stage.run { view.layer.animationKeys()?.count }, 1, "the replaced animation is gone")
        stage.at(0.5 + stage.engine.frameDuration)
        expectEqual(first.flags, [false])
        expectClose(first.times.first ?? -1, 0.5 + stage.engine.frameDuration, tolerance: 1e-9)
        stage.at(2)
        expectEqual(first.flags, [false], "once")
        expectEqual(second.flags, [true])
    }

    @Test func withoutBeginFromCurrentStateTheNewAnimationStartsFromTheOldModel() throws {
        // Same as above without the option: additive from 250 − 50 = +200 to 0, on top of the
        // first animation (−200·(1 − t)): at 0.75 → 50 + (−200·0.25) + 200·0.75 = 150.
        let (stage, view) = stage()
        stage.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 250 })
        }
        stage.at(0.5)
        stage.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 50 })
        }
        stage.at(0.75)
        expectClose(try stage.presentation(of: view).position.x, 150, tolerance: 1e-6)
    }

    // MARK: Removal

    @Test func removingTheAnimationsCompletesWithFinishedFalse() throws {
        let (stage, view) = stage()
        let log = CompletionLog()
        stage.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 250 },
                           completion: log.block)
        }
        stage.at(0.5)
        stage.run { view.layer.removeAllAnimations() }
        expectEqual(try stage.presentation(of: view).position.x, 250, "the model shows at once")
        #expect(log.calls.isEmpty, "the completion runs on the next turn")
        stage.at(0.5 + stage.engine.frameDuration)
        expectEqual(log.flags, [false])
        stage.at(2)
        expectEqual(log.flags, [false], "once")
    }

    @Test func removingOneOfTheBlocksAnimationsMakesTheBlockUnfinished() {
        // Two views in one block; only one view's animations are removed: finished is false.
        let (stage, view) = stage()
        let other = stage.addView(CGRect(x: 0, y: 200, width: 10, height: 10))
        let log = CompletionLog()
        stage.run {
            UIView.animate(withDuration: 1, animations: {
                view.alpha = 0
                other.alpha = 0
            }, completion: log.block)
        }
        stage.at(0.5)
        stage.run { other.layer.removeAllAnimations() }
        stage.at(0.9)
        #expect(log.calls.isEmpty, "still waiting for the other animation")
        stage.at(1.0)
        expectEqual(log.flags, [false])
    }

    // MARK: Repeat and autoreverse

    @Test func repeatRunsForeverAndNeverCompletes() throws {
        // alpha 1 → 0, 1 s linear, repeating: 1 − (t mod 1).
        let (stage, view) = stage()
        let log = CompletionLog()
        stage.run {
            UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .curveLinear], animations: { view.alpha = 0 },
                           completion: log.block)
        }
        for (t, alpha) in [(0.25, 0.75), (1.25, 0.75), (2.5, 0.5), (9.75, 0.25)] {
            stage.at(t)
            expectClose(Double(try stage.presentation(of: view).opacity), alpha, tolerance: 1e-6, "opacity at \(t)")
        }
        #expect(log.calls.isEmpty)
    }

    @Test func autoreverseGoesThereAndBackThenShowsTheModel() throws {
        // alpha 1 → 0, 1 s linear, autoreversing once: 0.5 at 0.5 s, 0 at 1 s, 0.5 at 1.5 s;
        // the cycle takes 2 s, then the animation ends and the model value 0 shows.
        let (stage, view) = stage()
        let log = CompletionLog()
        stage.run {
            UIView.animate(withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear], animations: { view.alpha = 0 },
                           completion: log.block)
        }
        for (t, alpha) in [(0.5, 0.5), (1.0, 0), (1.5, 0.5), (1.75, 0.75)] {
            stage.at(t)
            expectClose(Double(try stage.presentation(of: view).opacity), alpha, tolerance: 1e-6, "opacity at \(t)")
        }
        #expect(log.calls.isEmpty)
        stage.at(2.0)
        expectEqual(log.flags, [true])
        expectEqual(try stage.presentation(of: view).opacity, 0)
    }

    @Test func repeatWithAutoreverseSwingsBackAndForth() throws {
        // center.x 50 → 250, 1 s linear, repeating back and forth: period 2 s.
        // 2.25 s: forwards ¼ → 100; 3.5 s: backwards at ½ → 150; 3.75 s: backwards ¼ from the end → 100.
        let (stage, view) = stage()
        stage.run {
            UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
                           animations: { view.center.x = 250 })
        }
        for (t, x) in [(2.25, 100.0), (3.5, 150), (3.75, 100)] {
            stage.at(t)
            expectClose(try stage.presentation(of: view).position.x, CGFloat(x), tolerance: 1e-6, "x at \(t)")
        }
    }

    // MARK: Curves

    @Test func easeOutOptionUsesTheEaseOutCurve() throws {
        // .curveEaseOut = (0, 0, 0.58, 1): at x = ½, s = 0.625747, y = 0.684643 →
        // center.x = 50 + 200·0.684643 = 186.9286.
        let (stage, view) = stage()
        stage.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveEaseOut, animations: { view.center.x = 250 })
        }
        stage.at(0.5)
        expectClose(try stage.presentation(of: view).position.x, 186.9286, tolerance: 1e-3)
    }
}
