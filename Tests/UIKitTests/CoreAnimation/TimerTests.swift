import Expectations
import Testing
import UIKit

/// The virtual `Timer.scheduledTimer(withTimeInterval:repeats:block:)`: fires on the virtual clock,
/// exactly on time, in time order with frames.
@MainActor
struct TimerTests {
    @Test func oneShotTimerFiresOnceOnTime() {
        let engine = UIKitEngine()
        var fired: [CFTimeInterval] = []
        let timer = engine.run {
            Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in fired.append(CACurrentMediaTime()) }
        }
        #expect(timer.isValid)
        engine.advance(to: 0.49)
        #expect(fired.isEmpty)
        engine.advance(to: 2)
        expectEqual(fired, [0.5])
        #expect(!timer.isValid)
    }

    @Test func repeatingTimerFiresEveryInterval() {
        // Every 0.25 s until invalidated in the 4th call: 0.25, 0.5, 0.75, 1.0.
        let engine = UIKitEngine()
        var fired: [CFTimeInterval] = []
        engine.run {
            Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { t in
                fired.append(CACurrentMediaTime())
                if fired.count == 4 { t.invalidate() }
            }
        }
        engine.advance(to: 3)
        expectEqual(fired, [0.25, 0.5, 0.75, 1.0])
    }

    @Test func invalidatedTimerNeverFires() {
        let engine = UIKitEngine()
        var fired = 0
        let timer = engine.run { Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in fired += 1 } }
        timer.invalidate()
        engine.advance(to: 1)
        expectEqual(fired, 0)
        #expect(engine.isIdle)
    }

    @Test func timerBetweenFramesFiresBetweenThem() {
        // A 1/120 s timer fires before the first frame (1/60 s); a link records the order.
        @MainActor final class Log { var entries: [String] = []; func frame(_ l: CADisplayLink) { entries.append("frame"); l.invalidate() } }
        let engine = UIKitEngine()
        let log = Log()
        engine.run {
            CADisplayLink(target: log, selector: Log.frame).add(to: .main, forMode: .common)
            Timer.scheduledTimer(withTimeInterval: 1.0 / 120, repeats: false) { _ in log.entries.append("timer") }
        }
        engine.advance(by: 1.0 / 60)
        expectEqual(log.entries, ["timer", "frame"])
    }

    @Test func oneFrameDelayRunsAfterTheNextFrame() {
        // The tutorials' "wait a frame": a 1/60 s timer set at 0 fires at 1/60 s.
        let engine = UIKitEngine()
        var at: CFTimeInterval?
        engine.run { Timer.scheduledTimer(withTimeInterval: 1.0 / 60, repeats: false) { _ in at = CACurrentMediaTime() } }
        engine.advance(by: 0.1)
        expectClose(at ?? -1, 1.0 / 60, tolerance: 1e-12)
    }

    @Test func timerScheduledInsideATimerRunsLater() {
        let engine = UIKitEngine()
        var fired: [CFTimeInterval] = []
        engine.run {
            Timer.scheduledTimer(withTimeInterval: 0.2, repeats: false) { _ in
                fired.append(CACurrentMediaTime())
                Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in fired.append(CACurrentMediaTime()) }
            }
        }
        engine.advance(to: 1)
        expectEqual(fired.count, 2)
        expectClose(fired.last ?? -1, 0.5, tolerance: 1e-12)
    }

    @Test func fireRunsTheBlockNow() {
        let engine = UIKitEngine()
        var fired = 0
        let timer = engine.run { Timer.scheduledTimer(withTimeInterval: 10, repeats: false) { _ in fired += 1 } }
        engine.run { timer.fire() }
        expectEqual(fired, 1)
        #expect(!timer.isValid)
        engine.advance(to: 11)
        expectEqual(fired, 1)
    }

    @Test func runUntilIdleWaitsForTimers() throws {
        let engine = UIKitEngine()
        var fired = false
        engine.run { Timer.scheduledTimer(withTimeInterval: 0.4, repeats: false) { _ in fired = true } }
        #expect(!engine.isIdle)
        try engine.runUntilIdle(timeout: 1)
        #expect(fired)
        #expect(engine.isIdle)
    }

    @Test func timersOfTwoEnginesAreIndependent() {
        let a = UIKitEngine(), b = UIKitEngine()
        var firedA = false, firedB = false
        a.run { Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in firedA = true } }
        b.run { Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in firedB = true } }
        a.advance(to: 1)
        #expect(firedA)
        #expect(!firedB)
        expectEqual(b.currentTime, 0)
    }
}

/// The target/selector form with a method reference (FIDELITY §3.1): the method gets the timer,
/// whose `userInfo` carries what it was given; the target lives as long as the timer is valid.
@MainActor
struct TargetTimerTests {
    @MainActor final class Stepper {
        var seen: [(CFTimeInterval, Double)] = []
        var ticks = 0
        func step(timer: Timer) {
            seen.append((CACurrentMediaTime(), timer.userInfo as! Double))
            if seen.count == 3 { timer.invalidate() }
        }
        func tick() { ticks += 1 }
    }

    @Test func aRepeatingTimerCallsTheMethodWithItsUserInfo() {
        // Every 0.1 s, invalidated in the 3rd call: 0.1, 0.2, 0.3, each with userInfo 0.75.
        let engine = UIKitEngine()
        let stepper = Stepper()
        let timer = engine.run {
            Timer.scheduledTimer(timeInterval: 0.1, target: stepper, selector: Stepper.step, userInfo: 0.75, repeats: true)
        }
        engine.advance(to: 1)
        for (index, (time, info)) in stepper.seen.enumerated() {
            expectLess(abs(time - 0.1 * Double(index + 1)), 1e-9)
            expectEqual(info, 0.75)
        }
        expectEqual(stepper.seen.count, 3)
        #expect(!timer.isValid)
    }

    @Test func aMethodWithoutArgumentsFiresOnceAndABlockTimerHasNoUserInfo() {
        let engine = UIKitEngine()
        let stepper = Stepper()
        let timer = engine.run {
            Timer.scheduledTimer(timeInterval: 0.5, target: stepper, selector: Stepper.tick, userInfo: nil, repeats: false)
        }
        let block = engine.run { Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in } }
        engine.advance(to: 2)
        expectEqual(stepper.ticks, 1)
        #expect(!timer.isValid)
        expectNil(timer.userInfo)
        expectNil(block.userInfo)
    }

    @Test func theTimerKeepsItsTargetUntilInvalidated() {
        // The only strong reference to the target is the timer's, as on iOS.
        let engine = UIKitEngine()
        weak var weakTarget: Stepper?
        let timer: Timer = engine.run {
            let stepper = Stepper()
            weakTarget = stepper
            return Timer.scheduledTimer(timeInterval: 0.1, target: stepper, selector: Stepper.tick, userInfo: nil, repeats: true)
        }
        engine.advance(to: 0.35)
        expectEqual(weakTarget?.ticks, 3)
        engine.run { timer.invalidate() }
        expectNil(weakTarget)
    }

    @Test func aFloatInUserInfoReadsBackAsFloatOnly() {
        // No NSNumber bridging: the rewrite reads it back as the type stored.
        let engine = UIKitEngine()
        let timer = engine.run { Timer.scheduledTimer(timeInterval: 1, target: Stepper(), selector: Stepper.tick, userInfo: Float(0.25), repeats: false) }
        #expect(timer.userInfo as? Float == 0.25)
        #expect(timer.userInfo as? CGFloat == nil)
        expectEqual(CGFloat(timer.userInfo as! Float), 0.25)
    }
}
