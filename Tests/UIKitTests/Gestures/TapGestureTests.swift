import Expectations
import Testing
import UIKit

/// `UITapGestureRecognizer` driven by scripted touches: a tap on the view recognises once
/// (`.ended`), anything else does not; target–action through a method reference.
@MainActor
struct TapGestureTests {
    @Test func aTapOnTheViewRecognisesOnce() {
        let s = GestureScene()
        let log = GestureLog()
        let tap = s.engine.run { UITapGestureRecognizer(target: log, action: GestureLog.handleTap) }
        s.add(tap)
        expectIdentical(tap.view, s.pad)
        expectEqual(s.engine.run { s.pad.gestureRecognizers?.count }, 1)
        s.engine.tap(at: s.padCenter)
        expectEqual(log.states, [.ended])
        expectEqual(log.states.first, .recognized)
        expectClose(log.calls.first?.location ?? .zero, CGPoint(x: 100, y: 100), "location(in: view) is in the pad's coordinates")
        expectEqual(tap.state, .possible, "ready for the next tap")
        s.engine.tap(at: s.padCenter)
        expectEqual(log.states, [.ended, .ended])
    }

    @Test func aTapOutsideTheViewIsNotSeen() {
        let s = GestureScene()
        let log = GestureLog()
        s.add(s.engine.run { UITapGestureRecognizer(target: log, action: GestureLog.handleTap) })
        s.engine.tap(at: CGPoint(x: 300, y: 100))
        #expect(log.calls.isEmpty)
    }

    @Test func aTapOnASubviewReachesTheSuperviewsRecognizer() {
        let s = GestureScene()
        let log = GestureLog()
        s.add(s.engine.run { UITapGestureRecognizer(target: log, action: GestureLog.handleTap) }, to: s.root.view)
        s.engine.tap(at: s.padCenter)
        expectEqual(log.states, [.ended])
        expectClose(log.calls.first?.location ?? .zero, s.padCenter, "in the root view's coordinates")
    }

    @Test func aFingerThatMovesTooFarIsNotATap() {
        let s = GestureScene()
        let log = GestureLog()
        s.add(s.engine.run { UITapGestureRecognizer(target: log, action: GestureLog.handleTap) })
        let touch = s.engine.touchDown(at: s.padCenter)
        s.engine.advance(by: 0.05)
        touch.move(to: CGPoint(x: 170, y: 300))
        touch.lift()
        #expect(log.calls.isEmpty)
        s.engine.tap(at: s.padCenter)
        expectEqual(log.states, [.ended], "the recognizer was reset after failing")
    }

    @Test func aDisabledRecognizerIgnoresTaps() {
        let s = GestureScene()
        let log = GestureLog()
        let tap = s.engine.run { UITapGestureRecognizer(target: log, action: GestureLog.handleTap) }
        s.add(tap)
        s.engine.run { tap.isEnabled = false }
        s.engine.tap(at: s.padCenter)
        #expect(log.calls.isEmpty)
    }

    @Test func anActionWithoutArgumentsIsCalled() {
        let s = GestureScene()
        let log = GestureLog()
        s.add(s.engine.run { UITapGestureRecognizer(target: log, action: GestureLog.ping) })
        s.engine.tap(at: s.padCenter)
        expectEqual(log.pings, 1)
    }

    @Test func anActionTakingAnotherRecognizerTypeIsRefusedAndSaysSo() {
        let s = GestureScene()
        let log = GestureLog()
        let tap = s.engine.run { UITapGestureRecognizer(target: log, action: GestureLog.handlePan) }
        s.add(tap)
        #expect(s.engine.diagnostics(ofKind: .misuse).contains { $0.message.contains("takes a UIPanGestureRecognizer, but it was added to a UITapGestureRecognizer") }, "\(s.engine.diagnostics)")
        s.engine.tap(at: s.padCenter)
        #expect(log.calls.isEmpty)
    }

    @Test func removingEveryTargetWithNilAndNamingOneOfSeveralActionsWarns() {
        let s = GestureScene()
        let log = GestureLog(), other = GestureLog()
        let tap = s.engine.run { UITapGestureRecognizer(target: log, action: GestureLog.handleTap) }
        s.add(tap)
        s.engine.run {
            tap.addTarget(log, action: GestureLog.ping)
            tap.removeTarget(log, action: GestureLog.handleTap)
        }
        #expect(s.engine.diagnostics(ofKind: .misuse).contains { $0.message.contains("removed all 2 actions of GestureLog") }, "\(s.engine.diagnostics)")
        s.engine.run {
            tap.addTarget(log, action: GestureLog.handleTap)
            tap.addTarget(other, action: GestureLog.handleTap)
            tap.removeTarget(nil, action: nil)
        }
        s.engine.tap(at: s.padCenter)
        #expect(log.calls.isEmpty && other.calls.isEmpty && log.pings == 0, "nil removes every target")
    }

    @Test func removingTheTargetOrTheRecognizerStopsTheActions() {
        let s = GestureScene()
        let log = GestureLog()
        let tap = s.engine.run { UITapGestureRecognizer(target: log, action: GestureLog.handleTap) }
        s.add(tap)
        s.engine.run { tap.removeTarget(log, action: GestureLog.handleTap) }
        #expect(s.engine.diagnostics.isEmpty, "one action removed: nothing to warn about")
        s.engine.tap(at: s.padCenter)
        #expect(log.calls.isEmpty)
        s.engine.run { tap.addTarget(log, action: GestureLog.handleTap) }
        s.engine.tap(at: s.padCenter)
        expectEqual(log.calls.count, 1)
        s.engine.run { s.pad.removeGestureRecognizer(tap) }
        expectNil(tap.view)
        expectNil(s.engine.run { s.pad.gestureRecognizers })
        s.engine.tap(at: s.padCenter)
        expectEqual(log.calls.count, 1)
    }

    @Test func theTargetIsNotRetained() {
        let s = GestureScene()
        weak var released: GestureLog?
        let tap = s.engine.run { () -> UITapGestureRecognizer in
            let log = GestureLog()
            released = log
            return UITapGestureRecognizer(target: log, action: GestureLog.handleTap)
        }
        s.add(tap)
        expectNil(released, "targets are held weakly, as on iOS")
        s.engine.tap(at: s.padCenter)  // no crash, nothing to call
    }

    @Test func aDoubleTapNeedsTwoQuickTaps() {
        let s = GestureScene()
        let log = GestureLog()
        let double = s.engine.run { UITapGestureRecognizer(target: log, action: GestureLog.handleTap) }
        s.engine.run { double.numberOfTapsRequired = 2 }
        s.add(double)
        s.engine.tap(at: s.padCenter)
        #expect(log.calls.isEmpty, "one tap is not enough")
        s.engine.advance(by: 0.1)
        s.engine.tap(at: s.padCenter)
        expectEqual(log.states, [.ended])
        s.engine.advance(by: 1)
        s.engine.tap(at: s.padCenter)
        s.engine.advance(by: 1)
        s.engine.tap(at: s.padCenter)
        expectEqual(log.states, [.ended], "taps too far apart do not count")
    }
}
