import Expectations
import Testing
import UIKit

/// `UIViewPropertyAnimator` (FIDELITY §4.8): its state machine, pacing, scrubbing, reversing,
/// continuing and stopping. A 100 × 100 view at the origin (center (50, 50)); the animator
/// moves center.x 50 → 150, so the presentation's x − 50 is the progress in percent. Animators
/// start at t = 0 on a stage committed at t = 0, so the times below are absolute.
@MainActor
struct PropertyAnimatorTests {
    private func stage() -> (ViewStage, UIView) {
        let stage = ViewStage()
        let view = stage.addView(CGRect(x: 0, y: 0, width: 100, height: 100))
        return (stage, view)
    }

    private func x(_ stage: ViewStage, _ view: UIView) throws -> Double {
        Double(try stage.presentation(of: view).position.x)
    }

    /// A linear (or `curve`) 1 s animator moving the view 100 points right.
    private func animator(_ stage: ViewStage, _ view: UIView, curve: UIView.AnimationCurve = .linear, duration: TimeInterval = 1) -> UIViewPropertyAnimator {
        stage.run { UIViewPropertyAnimator(duration: duration, curve: curve) { view.center.x = 150 } }
    }

    private final class Positions {
        var calls: [(UIViewAnimatingPosition, CFTimeInterval)] = []
        var positions: [UIViewAnimatingPosition] { calls.map(\.0) }
        var times: [CFTimeInterval] { calls.map(\.1) }
    }

    private func log(_ stage: ViewStage, _ animator: UIViewPropertyAnimator) -> Positions {
        let log = Positions()
        stage.run { animator.addCompletion { [log] position in log.calls.append((position, CACurrentMediaTime())) } }
        return log
    }

    // MARK: Inactive

    @Test func aNewAnimatorIsInactiveAndHasNotRunItsBlocks() {
        // The block runs when the animator becomes active: the model is untouched until then.
        let (stage, view) = stage()
        let a = animator(stage, view)
        expectEqual(stage.run { a.state }, .inactive)
        expectEqual(stage.run { a.isRunning }, false)
        expectEqual(stage.run { a.fractionComplete }, 0)
        expectEqual(stage.run { view.center.x }, 50)
    }

    @Test func thePlainInitializerMakesAnEmptyAnimatorOfDurationZero() throws {
        // NSObject's init: duration 0, no timing parameters, inactive. Started, the block's
        // change is on screen at the next frame and the completion gets .end at once.
        let (stage, view) = stage()
        let a = stage.run { UIViewPropertyAnimator() }
        expectEqual(stage.run { a.duration }, 0)
        #expect(stage.run { a.timingParameters == nil })
        expectEqual(stage.run { a.state }, .inactive)
        let log = log(stage, a)
        stage.run {
            a.addAnimations { view.center.x = 150 }
            a.startAnimation()
        }
        stage.at(1.0 / 60)
        expectClose(try x(stage, view), 150, tolerance: 1e-9, "x one frame after the start")
        expectEqual(log.positions, [.end])
        expectEqual(stage.run { a.state }, .inactive)
    }

    // MARK: Running

    @Test func aLinearAnimatorMovesWithTimeAndEndsAtItsDuration() throws {
        // Linear, 1 s: at 0.3 s x = 50 + 30; the model is 150 at once; at 1 s inactive, .end.
        let (stage, view) = stage()
        let a = animator(stage, view)
        let log = log(stage, a)
        stage.run { a.startAnimation() }
        expectEqual(stage.run { view.center.x }, 150)
        expectEqual(stage.run { a.state }, .active)
        stage.at(0.3)
        expectClose(try x(stage, view), 80, tolerance: 1e-6, "x at 0.3 s")
        expectClose(Double(stage.run { a.fractionComplete }), 0.3, tolerance: 1e-9)
        #expect(stage.run { a.isRunning })
        stage.at(1)
        expectEqual(log.positions, [.end])
        expectClose(log.times[0], 1, tolerance: 1e-9)
        expectEqual(stage.run { a.state }, .inactive)
        expectEqual(stage.run { a.isRunning }, false)
        expectClose(try x(stage, view), 150, tolerance: 1e-9, "x at the end")
        expectNil(stage.run { view.layer.animationKeys() })
    }

    @Test func theCurvePacesARunningAnimator() throws {
        // Ease-in (0.42, 0)–(1, 1) at ½: s = 0.374253, y = 3s² − 2s³ = 0.315357 → x = 81.5357.
        let (stage, view) = stage()
        let a = animator(stage, view, curve: .easeIn)
        stage.run { a.startAnimation() }
        stage.at(0.5)
        expectClose(try x(stage, view), 50 + 31.5357, tolerance: 1e-3, "x at 0.5 s")
    }

    @Test func startAfterDelayWaitsThenRuns() throws {
        // Delay 0.2 s: still 50 at 0.2 s (running meanwhile), 50 + 50 at 0.7 s, ends at 1.2 s.
        let (stage, view) = stage()
        let a = animator(stage, view)
        let log = log(stage, a)
        stage.run { a.startAnimation(afterDelay: 0.2) }
        expectEqual(stage.run { a.delay }, 0.2)
        stage.at(0.2)
        #expect(stage.run { a.isRunning })
        expectClose(try x(stage, view), 50, tolerance: 1e-6, "x during the delay")
        stage.at(0.7)
        expectClose(try x(stage, view), 100, tolerance: 1e-6, "x at 0.7 s")
        stage.at(1.2)
        expectEqual(log.positions, [.end])
        expectClose(log.times[0], 1.2, tolerance: 1e-9)
    }

    @Test func runningPropertyAnimatorStartsAtOnceWithTheOptionsCurve() throws {
        // .curveLinear, 1 s after a 0.2 s delay: x = 50 + 50 at 0.7 s, completion .end at 1.2 s.
        let (stage, view) = stage()
        let log = Positions()
        let a = stage.run {
            UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0.2, options: .curveLinear, animations: { view.center.x = 150 }, completion: { [log] p in log.calls.append((p, CACurrentMediaTime())) })
        }
        expectEqual(stage.run { a.state }, .active)
        expectEqual(stage.run { a.isUserInteractionEnabled }, false)
        stage.at(0.7)
        expectClose(try x(stage, view), 100, tolerance: 1e-6, "x at 0.7 s")
        stage.at(1.2)
        expectEqual(log.positions, [.end])
    }

    // MARK: Pausing and scrubbing

    @Test func pausedAtPointThreeItShowsThirtyUntilStartedAgain() throws {
        // Paused at 0.3 s: 30 % until restarted at 0.5 s; then the remaining 0.7 s: 60 % at
        // 0.8 s, the end at 1.2 s.
        let (stage, view) = stage()
        let a = animator(stage, view)
        let log = log(stage, a)
        stage.run { a.startAnimation() }
        stage.at(0.3)
        stage.run { a.pauseAnimation() }
        stage.at(0.5)
        expectClose(try x(stage, view), 80, tolerance: 1e-6, "x while paused")
        expectEqual(stage.run { a.state }, .active)
        expectEqual(stage.run { a.isRunning }, false)
        expectClose(Double(stage.run { a.fractionComplete }), 0.3, tolerance: 1e-9)
        stage.run { a.startAnimation() }
        stage.at(0.8)
        expectClose(try x(stage, view), 110, tolerance: 1e-6, "x at 0.8 s")
        stage.at(1.2)
        expectEqual(log.positions, [.end])
        expectClose(log.times[0], 1.2, tolerance: 1e-9)
    }

    @Test func pausingAnInactiveAnimatorRunsItsBlocksAndHoldsTheStart() throws {
        let (stage, view) = stage()
        let a = animator(stage, view)
        stage.run { a.pauseAnimation() }
        stage.at(0.5)
        expectEqual(stage.run { a.state }, .active)
        expectEqual(stage.run { view.center.x }, 150)
        expectClose(try x(stage, view), 50, tolerance: 1e-9, "x held at the start")
    }

    @Test func scrubbingIsLinearByDefault() throws {
        // Ease-in, fractionComplete = 0.5 on an inactive animator: active, paused, x = 50 + 50.
        let (stage, view) = stage()
        let a = animator(stage, view, curve: .easeIn)
        stage.run { a.fractionComplete = 0.5 }
        expectEqual(stage.run { a.state }, .active)
        stage.at(0.1)
        expectClose(try x(stage, view), 100, tolerance: 1e-9, "x scrubbed linearly")
        expectClose(Double(stage.run { a.fractionComplete }), 0.5, tolerance: 1e-9)
    }

    @Test func scrubbingFollowsTheCurveWhenNotLinear() throws {
        // scrubsLinearly = false: ease-in at ½ = 0.315357 → x = 81.5357.
        let (stage, view) = stage()
        let a = animator(stage, view, curve: .easeIn)
        stage.run {
            a.scrubsLinearly = false
            a.fractionComplete = 0.5
        }
        stage.at(0.1)
        expectClose(try x(stage, view), 81.5357, tolerance: 1e-3, "x scrubbed along the curve")
    }

    @Test func startingAfterALinearScrubRunsTheRestAlongTheCurveFromThere() throws {
        // Scrubbed to ½ (x = 100), started at 0.1 s: from 100 to 150 along ease-in in 0.5 s;
        // at 0.35 s (half of it) 100 + 50 · 0.315357 = 115.7678.
        let (stage, view) = stage()
        let a = animator(stage, view, curve: .easeIn)
        let log = log(stage, a)
        stage.run { a.fractionComplete = 0.5 }
        stage.at(0.1)
        stage.run { a.startAnimation() }
        stage.at(0.35)
        expectClose(try x(stage, view), 115.7678, tolerance: 1e-3, "x halfway through the rest")
        stage.at(0.6)
        expectEqual(log.positions, [.end])
        expectClose(log.times[0], 0.6, tolerance: 1e-9)
    }

    // MARK: Reversing

    @Test func reversedWhilePausedItRunsBackAndCompletesAtTheStart() throws {
        // Paused at 0.4 s (40 %), reversed, started: back in 0.4 s, at 0.6 s 20 %; completion
        // .start at 0.8 s; the model is back at 50.
        let (stage, view) = stage()
        let a = animator(stage, view)
        let log = log(stage, a)
        stage.run { a.startAnimation() }
        stage.at(0.4)
        stage.run {
            a.pauseAnimation()
            a.isReversed = true
        }
        // Read in the direction it runs: 60 % of the way back to the start is left.
        expectClose(Double(stage.run { a.fractionComplete }), 0.6, tolerance: 1e-9)
        stage.run { a.startAnimation() }
        stage.at(0.6)
        expectClose(try x(stage, view), 70, tolerance: 1e-6, "x on the way back")
        stage.at(0.8)
        expectEqual(log.positions, [.start])
        expectClose(log.times[0], 0.8, tolerance: 1e-9)
        expectEqual(stage.run { view.center.x }, 50)
        expectClose(try x(stage, view), 50, tolerance: 1e-9, "x at the start")
    }

    @Test func reversedBeforeItStartsItRunsFromTheEndBack() throws {
        // Reversed while inactive, then started: from the end values back to the start in 1 s;
        // 70 % at 0.3 s; completion .start at 1 s with the model at the start.
        let (stage, view) = stage()
        let a = animator(stage, view)
        let log = log(stage, a)
        stage.run {
            a.isReversed = true
            a.startAnimation()
        }
        expectEqual(stage.run { a.fractionComplete }, 0)
        stage.at(0.3)
        expectClose(try x(stage, view), 120, tolerance: 1e-6, "x at 0.3 s")
        stage.at(1)
        expectEqual(log.positions, [.start])
        expectEqual(stage.run { view.center.x }, 50)
        expectEqual(stage.run { a.fractionComplete }, 0, "inactive again")
    }

    @Test func reversedWhileRunningItTurnsRoundWhereItIs() throws {
        // Reversed at 0.5 s: 30 % at 0.7 s, back at the start at 1 s.
        let (stage, view) = stage()
        let a = animator(stage, view)
        let log = log(stage, a)
        stage.run { a.startAnimation() }
        stage.at(0.5)
        stage.run { a.isReversed = true }
        stage.at(0.7)
        expectClose(try x(stage, view), 80, tolerance: 1e-6, "x at 0.7 s")
        #expect(stage.run { a.isRunning })
        stage.at(1)
        expectEqual(log.positions, [.start])
    }

    // MARK: Continuing

    @Test func continuingWithADurationFactorTakesThatShareOfTheDuration() throws {
        // 1 s linear, paused at ½; continued with factor 0.25: the rest takes 0.25 s, ending
        // at 0.75 s; at 0.625 s 75 %.
        let (stage, view) = stage()
        let a = animator(stage, view)
        let log = log(stage, a)
        stage.run { a.fractionComplete = 0.5 }
        stage.at(0.5)
        stage.run { a.continueAnimation(withTimingParameters: nil, durationFactor: 0.25) }
        stage.at(0.625)
        expectClose(try x(stage, view), 125, tolerance: 1e-6, "x at 0.625 s")
        stage.at(0.75)
        expectEqual(log.positions, [.end])
        expectClose(log.times[0], 0.75, tolerance: 1e-9)
    }

    @Test func continuingWithFactorZeroTakesTheRemainingTime() throws {
        // Paused at ½ of 1 s, continued with 0: the remaining 0.5 s, ending at 1 s.
        let (stage, view) = stage()
        let a = animator(stage, view)
        let log = log(stage, a)
        stage.run { a.fractionComplete = 0.5 }
        stage.at(0.5)
        stage.run { a.continueAnimation(withTimingParameters: nil, durationFactor: 0) }
        stage.at(0.99)
        #expect(log.positions.isEmpty)
        stage.at(1)
        expectEqual(log.positions, [.end])
    }

    @Test func continuingFromTheEndStillTakesTheTimeAskedFor() {
        // Scrubbed to 1 and continued with factor 1 (rdar://35743469): nothing moves, yet it
        // ends 1 s later; with factor 0 it ends at the next frame.
        let (stage, view) = stage()
        let slow = animator(stage, view)
        let slowLog = log(stage, slow)
        stage.run {
            slow.fractionComplete = 1
            slow.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }
        stage.at(0.9)
        #expect(slowLog.calls.isEmpty)
        stage.at(1)
        expectEqual(slowLog.positions, [.end])
        let quick = animator(stage, view)
        let quickLog = log(stage, quick)
        stage.run {
            quick.fractionComplete = 1
            quick.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        }
        stage.at(1 + stage.engine.frameDuration)
        expectEqual(quickLog.positions, [.end])
    }

    @Test func continuingWithNewTimingParametersPacesTheRestWithThem() throws {
        // Linear, paused at ½ (x = 100); continued with ease-in and factor 0.5: the rest (50
        // points) takes 0.5 s along ease-in; at 0.25 s into it 100 + 50 · 0.315357.
        let (stage, view) = stage()
        let a = animator(stage, view)
        stage.run { a.fractionComplete = 0.5 }
        stage.run { a.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn), durationFactor: 0.5) }
        stage.at(0.25)
        expectClose(try x(stage, view), 115.7678, tolerance: 1e-3, "x halfway through the rest")
    }

    @Test func continuingReversedGoesBackToTheStart() throws {
        // Scrubbed to 0.8, reversed, continued with factor 0.4: back from 130 to 50 in 0.4 s.
        let (stage, view) = stage()
        let a = animator(stage, view)
        let log = log(stage, a)
        stage.run {
            a.fractionComplete = 0.8
            a.isReversed = true
            a.continueAnimation(withTimingParameters: nil, durationFactor: 0.4)
        }
        stage.at(0.2)
        expectClose(try x(stage, view), 90, tolerance: 1e-6, "x halfway back")
        stage.at(0.4)
        expectEqual(log.positions, [.start])
        expectEqual(stage.run { view.center.x }, 50)
    }

    // MARK: Stopping

    @Test func stopWithoutFinishingKeepsWhatIsShownAndDropsTheCompletions() throws {
        let (stage, view) = stage()
        let a = animator(stage, view)
        let log = log(stage, a)
        stage.run { a.startAnimation() }
        stage.at(0.3)
        stage.run { a.stopAnimation(true) }
        expectEqual(stage.run { a.state }, .inactive)
        expectClose(Double(stage.run { view.center.x }), 80, tolerance: 1e-6)
        expectNil(stage.run { view.layer.animationKeys() })
        stage.at(2)
        expectClose(try x(stage, view), 80, tolerance: 1e-6, "x after stopping")
        #expect(log.calls.isEmpty)
    }

    @Test(arguments: [(UIViewAnimatingPosition.start, 50.0), (.end, 150), (.current, 80)])
    func stopThenFinishPutsTheViewsWhereAsked(position: UIViewAnimatingPosition, expected: Double) throws {
        // Stopped at 0.3 s (x = 80): .stopped, fractionComplete 0, then finished at `position`.
        let (stage, view) = stage()
        let a = animator(stage, view)
        let log = log(stage, a)
        stage.run { a.startAnimation() }
        stage.at(0.3)
        stage.run { a.stopAnimation(false) }
        expectEqual(stage.run { a.state }, .stopped)
        expectEqual(stage.run { a.fractionComplete }, 0)
        expectClose(Double(stage.run { view.center.x }), 80, tolerance: 1e-6)
        #expect(log.calls.isEmpty)
        stage.run { a.finishAnimation(at: position) }
        expectEqual(stage.run { a.state }, .inactive)
        expectEqual(log.positions, [position])
        expectClose(Double(stage.run { view.center.x }), expected, tolerance: 1e-6)
        stage.at(0.4)
        expectClose(try x(stage, view), expected, tolerance: 1e-6, "x after finishing")
    }

    // MARK: Misuse (iOS raises; here ignored and reported)

    @Test func finishAnimationOutsideTheStoppedStateIsReported() {
        let (stage, view) = stage()
        let a = animator(stage, view)
        stage.run {
            a.startAnimation()
            a.finishAnimation(at: .end)
        }
        expectEqual(stage.run { a.state }, .active)
        #expect(stage.engine.diagnostics.contains { $0.kind == .misuse && $0.message.contains("finishAnimation(at:)") })
    }

    @Test func settingFractionCompleteWhileRunningIsIgnoredAndReported() throws {
        let (stage, view) = stage()
        let a = animator(stage, view)
        stage.run { a.startAnimation() }
        stage.at(0.3)
        stage.run { a.fractionComplete = 0.9 }
        expectClose(try x(stage, view), 80, tolerance: 1e-6, "x still where the time says")
        #expect(stage.engine.diagnostics.contains { $0.kind == .misuse && $0.message.contains("fractionComplete") })
    }

    @Test func aStoppedAnimatorRefusesNewAnimationsAndStarts() {
        let (stage, view) = stage()
        let a = animator(stage, view)
        stage.run {
            a.startAnimation()
            a.stopAnimation(false)
            a.addAnimations { view.alpha = 0 }
            a.startAnimation()
        }
        expectEqual(stage.run { a.state }, .stopped)
        expectEqual(stage.run { view.alpha }, 1)
        let messages = stage.engine.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("addAnimations") })
        #expect(messages.contains { $0.contains("startAnimation()") })
    }

    @Test func aNonInterruptibleAnimatorRunsToItsEnd() throws {
        let (stage, view) = stage()
        let a = animator(stage, view)
        stage.run {
            a.isInterruptible = false
            a.startAnimation()
            a.isInterruptible = true
        }
        stage.at(0.3)
        stage.run { a.pauseAnimation() }
        #expect(stage.run { a.isRunning })
        expectEqual(stage.run { a.isInterruptible }, false)
        expectEqual(stage.engine.diagnostics.filter { $0.kind == .misuse }.count, 2)
    }

    // MARK: Blocks and completions

    @Test func startedWithoutBlocksItWaitsForTheFirstOne() throws {
        // Started empty at 0: active, not running. A block added at 0.5 s animates over the
        // whole second from then: 50 % at 1 s, the end at 1.5 s.
        let (stage, view) = stage()
        let a = stage.run { UIViewPropertyAnimator(duration: 1, curve: .linear) }
        let log = log(stage, a)
        stage.run { a.startAnimation() }
        expectEqual(stage.run { a.state }, .active)
        expectEqual(stage.run { a.isRunning }, false)
        stage.at(0.5)
        stage.run { a.addAnimations { view.center.x = 150 } }
        stage.at(1)
        expectClose(try x(stage, view), 100, tolerance: 1e-6, "x at 1 s")
        stage.at(1.5)
        expectEqual(log.positions, [.end])
    }

    @Test func aStartDelayStillCountsWhenTheFirstBlockComesLater() throws {
        // Started empty at 0 with a 0.5 s delay; a block added at 0.2 s moves from 0.5 s on:
        // 30 % at 0.8 s, the end at 1.5 s.
        let (stage, view) = stage()
        let a = stage.run { UIViewPropertyAnimator(duration: 1, curve: .linear) }
        let log = log(stage, a)
        stage.run { a.startAnimation(afterDelay: 0.5) }
        stage.at(0.2)
        stage.run { a.addAnimations { view.center.x = 150 } }
        stage.at(0.5)
        expectClose(try x(stage, view), 50, tolerance: 1e-6, "x at 0.5 s")
        stage.at(0.8)
        expectClose(try x(stage, view), 80, tolerance: 1e-6, "x at 0.8 s")
        stage.at(1.5)
        expectEqual(log.positions, [.end])
    }

    @Test func aDelayFactorStartsTheBlockLater() throws {
        // alpha 1 → 0 with delay factor ½ of a 1 s linear animator: 1 until 0.5 s, then over
        // the last 0.5 s: 0.5 at 0.75 s. The other block moves linearly meanwhile.
        let (stage, view) = stage()
        let a = animator(stage, view)
        stage.run {
            a.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
            a.startAnimation()
        }
        stage.at(0.25)
        expectClose(Double(try stage.presentation(of: view).opacity), 1, tolerance: 1e-6)
        stage.at(0.75)
        expectClose(Double(try stage.presentation(of: view).opacity), 0.5, tolerance: 1e-6)
        expectClose(try x(stage, view), 125, tolerance: 1e-6, "x at 0.75 s")
    }

    @Test func aBlockAddedWhileRunningTakesTheRemainingTime() throws {
        // Added at 0.5 s of 1 s: alpha 1 → 0 over the last 0.5 s; 0.5 at 0.75 s.
        let (stage, view) = stage()
        let a = animator(stage, view)
        stage.run { a.startAnimation() }
        stage.at(0.5)
        stage.run { a.addAnimations { view.alpha = 0 } }
        stage.at(0.75)
        expectClose(Double(try stage.presentation(of: view).opacity), 0.5, tolerance: 1e-6)
    }

    @Test func keyframesInsideABlockFollowTheAnimator() throws {
        // WWDC17 230's trick: animateKeyframes with duration 0 inside a linear animator inherits
        // its timing; alpha 1 → 0 in the keyframe from ½ to 1: 1 at 0.25 s and ½, 0.5 at ¾.
        let (stage, view) = stage()
        let a = stage.run {
            UIViewPropertyAnimator(duration: 1, curve: .linear) {
                UIView.animateKeyframes(withDuration: 0, delay: 0, options: [], animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
                })
            }
        }
        stage.run { a.fractionComplete = 0.25 }
        stage.at(0.1)
        expectClose(Double(try stage.presentation(of: view).opacity), 1, tolerance: 1e-6)
        stage.run { a.fractionComplete = 0.75 }
        stage.at(0.2)
        expectClose(Double(try stage.presentation(of: view).opacity), 0.5, tolerance: 1e-6)
    }

    @Test func completionsRunInTheOrderAddedOnce() {
        let (stage, view) = stage()
        let a = animator(stage, view)
        var order: [Int] = []
        stage.run {
            for i in 1...3 { a.addCompletion { _ in order.append(i) } }
            a.startAnimation()
        }
        stage.at(2)
        expectEqual(order, [1, 2, 3])
    }

    @Test func animatorsEndingInTheSameFrameCompleteInTheOrderTheyStarted() {
        // Two 1 s animators started in one turn end in the same frame: the one started first
        // completes first, whichever was made first (each runs on its own display link, and
        // links fire in the order they were added).
        for startFirst in ["a", "b"] {
            let (stage, view) = stage()
            let other = stage.addView(CGRect(x: 0, y: 200, width: 100, height: 100))
            let a = animator(stage, view)
            let b = stage.run { UIViewPropertyAnimator(duration: 1, curve: .easeIn) { other.alpha = 0 } }
            var order: [String] = []
            stage.run {
                a.addCompletion { _ in order.append("a") }
                b.addCompletion { _ in order.append("b") }
                if startFirst == "a" { a.startAnimation(); b.startAnimation() } else { b.startAnimation(); a.startAnimation() }
            }
            stage.at(1.5)
            expectEqual(order, startFirst == "a" ? ["a", "b"] : ["b", "a"])
        }
    }

    @Test func pausesOnCompletionStaysActiveAndCanBeReversed() throws {
        // At 1 s: active, not running, no completion, x at 150. Reversed and started: back
        // at 50 at 2 s, still without completion.
        let (stage, view) = stage()
        let a = animator(stage, view)
        let log = log(stage, a)
        stage.run {
            a.pausesOnCompletion = true
            a.startAnimation()
        }
        stage.at(1.1)
        expectEqual(stage.run { a.state }, .active)
        expectEqual(stage.run { a.isRunning }, false)
        #expect(log.calls.isEmpty)
        expectClose(try x(stage, view), 150, tolerance: 1e-9, "x at the end")
        stage.run {
            a.isReversed = true
            a.startAnimation()
        }
        stage.at(1.6)
        expectClose(try x(stage, view), 100, tolerance: 1e-6, "x on the way back")
        stage.at(2.2)
        expectClose(try x(stage, view), 50, tolerance: 1e-9, "x back at the start")
        #expect(log.calls.isEmpty)
        expectEqual(stage.run { a.state }, .active)
    }

    // MARK: Touches

    @Test(arguments: [true, false])
    func animatingViewsTakeTouchesOnlyWhenUserInteractionIsEnabled(enabled: Bool) {
        // Default true: the animating view is hit; false: touches pass to the window behind it.
        let (stage, view) = stage()
        let a = stage.run { UIViewPropertyAnimator(duration: 1, curve: .linear) { view.backgroundColor = .red } }
        stage.run {
            a.isUserInteractionEnabled = enabled
            a.startAnimation()
        }
        stage.at(0.5)
        let hit = stage.run { stage.window.hitTest(CGPoint(x: 50, y: 50), with: nil) }
        expectEqual((hit === view), enabled)
    }

    // MARK: Springs

    @Test func aCriticallyDampedSpringSettlesWithinTheDuration() throws {
        // Damping ratio 1, 1 s: ω₀ = ln 1000 = 6.907755; x(½) = 1 − e^(−3.453878)(1 + 3.453878)
        // = 0.859156 → 135.9156.
        let (stage, view) = stage()
        let a = stage.run { UIViewPropertyAnimator(duration: 1, dampingRatio: 1) { view.center.x = 150 } }
        stage.run { a.startAnimation() }
        stage.at(0.5)
        expectClose(try x(stage, view), 135.9156, tolerance: 1e-3, "x at 0.5 s")
    }

    @Test func anUnderDampedSpringOvershoots() throws {
        // Damping ratio ½, 1 s: ω₀ = ln 1000 / ½ = 13.81551, ω_d = 11.96460;
        // x(0.25) = 1 − e^(−1.726939)[cos 2.99115 + 0.577350 sin 2.99115] = 1.160431 → 166.0431.
        let (stage, view) = stage()
        let a = stage.run {
            UIViewPropertyAnimator(duration: 1, timingParameters: UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: .zero))
        }
        stage.run {
            a.addAnimations { view.center.x = 150 }
            a.startAnimation()
        }
        stage.at(0.25)
        expectClose(try x(stage, view), 166.0431, tolerance: 1e-3, "x at 0.25 s")
        expectEqual(stage.run { a.timingParameters?.timingCurveType }, .spring)
    }

    @Test func aSpringOfConstantsLastsItsSettlingTimeNotTheDuration() throws {
        // Mass 1, stiffness 100, damping 10: ω₀ = 10, ζ = ½, ω_d = 8.660254, B = 5 / ω_d = 0.577350.
        // x(t) = 1 − e^(−5t)[cos ω_d t + B sin ω_d t]: x(0.25) = 1.023360 → 152.3360,
        // x(0.5) = 1.074591 → 157.4591. It settles (Core Animation's estimate) at
        // ln((1 + B) / 0.001) / 5 = 1.472700 s, although the animator was given 5 s.
        let (stage, view) = stage()
        let spring = stage.run { UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero) }
        let a = stage.run { UIViewPropertyAnimator(duration: 5, timingParameters: spring) }
        let log = log(stage, a)
        stage.run {
            a.addAnimations { view.center.x = 150 }
            a.startAnimation()
        }
        stage.at(0.25)
        expectClose(try x(stage, view), 152.3360, tolerance: 1e-3, "x at 0.25 s")
        stage.at(0.5)
        expectClose(try x(stage, view), 157.4591, tolerance: 1e-3, "x at 0.5 s")
        try stage.engine.runUntilIdle(timeout: 6)
        expectEqual(log.positions, [.end])
        expectClose(log.times.first ?? -1, 1.472700, tolerance: 1.5 / 60, "ends at the settling time")
        expectEqual(stage.run { a.duration }, 5, "duration still reads what was given")
        expectClose(Double(stage.run { spring.dampingRatio }), 0.5, tolerance: 1e-9)
    }

    @Test func anIOS17SpringPacesTheAnimatorUntilItSettles() throws {
        // UISpringTimingParameters(duration: 0.5, bounce: 0.3): mass 1, stiffness 157.913670,
        // ζ = 0.7 (as CASpringAnimation(perceptualDuration:bounce:)). Center 50 → 150:
        // x(0.1) = 0.423302 → 92.3302, x(0.2) = 0.873711 → 137.3711. Given 5 s, the animator
        // ends when the spring settles, at 0.862955 s.
        let (stage, view) = stage()
        let spring = stage.run { UISpringTimingParameters(duration: 0.5, bounce: 0.3) }
        expectClose(Double(stage.run { spring.dampingRatio }), 0.7, tolerance: 1e-9)
        let a = stage.run { UIViewPropertyAnimator(duration: 5, timingParameters: spring) }
        let log = log(stage, a)
        stage.run {
            a.addAnimations { view.center.x = 150 }
            a.startAnimation()
        }
        stage.at(0.1)
        expectClose(try x(stage, view), 92.3302, tolerance: 1e-3, "x at 0.1 s")
        stage.at(0.2)
        expectClose(try x(stage, view), 137.3711, tolerance: 1e-3, "x at 0.2 s")
        try stage.engine.runUntilIdle(timeout: 6)
        expectEqual(log.positions, [.end])
        expectClose(log.times.first ?? -1, 0.862955, tolerance: 1.5 / 60, "ends at the settling time")
    }

    @Test func theDefaultSpringIsDampingRatio456AtRest() throws {
        // Apple: init() "sets the initial velocity … to 0.0 and sets the damping ratio to 4.56"
        // (mass 3, stiffness 1000, damping 500: 500 / (2 √3000) = 4.5644). A ratio above 1 paces
        // as 1 over the animator's duration: x(½) of a 1 s animator is 135.9156, as the
        // critically damped spring above.
        let (stage, view) = stage()
        let spring = stage.run { UISpringTimingParameters() }
        expectEqual(stage.run { spring.initialVelocity }, .zero)
        expectClose(Double(stage.run { spring.dampingRatio }), 4.56, tolerance: 1e-9)
        expectClose(Double(stage.run { UISpringTimingParameters(mass: 3, stiffness: 1000, damping: 500, initialVelocity: .zero).dampingRatio }), 4.5644, tolerance: 1e-4)
        let a = stage.run { UIViewPropertyAnimator(duration: 1, timingParameters: spring) }
        stage.run {
            a.addAnimations { view.center.x = 150 }
            a.startAnimation()
        }
        stage.at(0.5)
        expectClose(try x(stage, view), 135.9156, tolerance: 1e-3, "x at 0.5 s")
    }

    @Test func cubicParametersKeepTheirControlPoints() {
        let (stage, _) = stage()
        stage.run {
            let custom = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 0.9))
            expectEqual(custom.controlPoint1, CGPoint(x: 0.1, y: 0.2))
            expectEqual(custom.timingCurveType, .cubic)
            let easeIn = UICubicTimingParameters(animationCurve: .easeIn)
            expectEqual(easeIn.controlPoint1, CGPoint(x: 0.42, y: 0))
            expectEqual(easeIn.controlPoint2, CGPoint(x: 1, y: 1))
            expectEqual(easeIn.timingCurveType, .builtin)
            expectEqual(UICubicTimingParameters().controlPoint1, CGPoint(x: 0.25, y: 0.1))
        }
    }
}
