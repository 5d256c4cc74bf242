import Expectations
import Testing
import UIKit

/// Recognizers deciding among themselves: the delegate's `gestureRecognizerShouldBegin(_:)`,
/// `gestureRecognizer(_:shouldReceive:)` and `shouldRecognizeSimultaneouslyWith`, and
/// `require(toFail:)`.
@MainActor
struct GestureDelegateTests {
    final class Gatekeeper: NSObject, UIGestureRecognizerDelegate {
        var begins = true
        var receives = true
        var simultaneous = false
        private(set) var asked: [String] = []

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            asked.append("shouldBegin")
            return begins
        }

        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            asked.append("shouldReceive")
            return receives
        }

        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            simultaneous
        }
    }

    @Test func shouldBeginFalseKeepsAPanFromBeginning() {
        let s = GestureScene()
        let log = GestureLog()
        let gate = Gatekeeper()
        gate.begins = false
        let pan = s.engine.run { UIPanGestureRecognizer(target: log, action: GestureLog.handlePan) }
        s.engine.run { pan.delegate = gate }
        s.add(pan)
        s.engine.drag(from: CGPoint(x: 60, y: 300), to: CGPoint(x: 160, y: 300), duration: 0.5)
        #expect(log.calls.isEmpty)
        expectEqual(gate.asked.filter { $0 == "shouldBegin" }.count, 1, "asked once, when the pan would begin")
        expectEqual(s.pad.events, ["began", "moved", "ended"], "a failed recognizer leaves the touches to the view")
        gate.begins = true
        s.engine.drag(from: CGPoint(x: 60, y: 300), to: CGPoint(x: 160, y: 300), duration: 0.5)
        expectEqual(log.states.first, .began)
    }

    /// Lets a pan begin only when it moves down, as apps check it: from the angle of the
    /// translation the delegate reads in `gestureRecognizerShouldBegin`.
    final class DownwardOnly: NSObject, UIGestureRecognizerDelegate {
        private(set) var seen: [(translation: CGPoint, velocity: CGPoint)] = []

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
            let translation = pan.translation(in: pan.view)
            seen.append((translation, pan.velocity(in: pan.view)))
            return abs(atan2(translation.y, translation.x) - .pi / 2) < .pi / 8
        }
    }

    @Test func shouldBeginSeesTheMovementThatWouldBeginThePan() {
        // Ten moves of 10 points, 0.05 s apart: the first reaches the 10-point threshold, so the
        // delegate is asked with a translation of (0, 10) and a velocity of 10 / 0.05 = 200 pt/s.
        let s = GestureScene()
        let log = GestureLog()
        let gate = DownwardOnly()
        let pan = s.engine.run { UIPanGestureRecognizer(target: log, action: GestureLog.handlePan) }
        s.engine.run { pan.delegate = gate }
        s.add(pan)
        s.engine.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 350), duration: 0.5)
        expectEqual(gate.seen.count, 1)
        expectEqual(gate.seen.first?.translation, CGPoint(x: 0, y: 10))
        expectClose(Double(gate.seen.first?.velocity.y ?? 0), 200, tolerance: 1e-6)
        expectEqual(log.states.first, .began, "a downward drag begins")
        expectEqual(s.engine.run { pan.translation(in: nil) }, CGPoint(x: 0, y: 100), "measured from where the finger went down")
    }

    @Test func shouldBeginRefusesTheWrongDirection() {
        // A drag to the right: the translation at the question is (10, 0), 90° off, so the pan
        // fails and its translation is zero again.
        let s = GestureScene()
        let log = GestureLog()
        let gate = DownwardOnly()
        let pan = s.engine.run { UIPanGestureRecognizer(target: log, action: GestureLog.handlePan) }
        s.engine.run { pan.delegate = gate }
        s.add(pan)
        s.engine.drag(from: CGPoint(x: 60, y: 300), to: CGPoint(x: 160, y: 300), duration: 0.5)
        expectEqual(gate.seen.first?.translation, CGPoint(x: 10, y: 0))
        #expect(log.calls.isEmpty, "the pan never began")
        expectEqual(s.engine.run { pan.translation(in: nil) }, .zero)
    }

    @Test func shouldBeginFalseKeepsATapFromFiring() {
        let s = GestureScene()
        let log = GestureLog()
        let gate = Gatekeeper()
        gate.begins = false
        let tap = s.engine.run { UITapGestureRecognizer(target: log, action: GestureLog.handleTap) }
        s.engine.run { tap.delegate = gate }
        s.add(tap)
        s.engine.tap(at: s.padCenter)
        #expect(log.calls.isEmpty)
        #expect(gate.asked.contains("shouldBegin"))
    }

    @Test func shouldReceiveFalseHidesTheTouch() {
        let s = GestureScene()
        let log = GestureLog()
        let gate = Gatekeeper()
        gate.receives = false
        let tap = s.engine.run { UITapGestureRecognizer(target: log, action: GestureLog.handleTap) }
        s.engine.run { tap.delegate = gate }
        s.add(tap)
        s.engine.tap(at: s.padCenter)
        #expect(log.calls.isEmpty)
        expectEqual(gate.asked, ["shouldReceive"])
    }

    @Test func theInnerPanWinsUnlessBothMayRecognise() {
        let s = GestureScene()
        let inner = GestureLog(), outer = GestureLog()
        let innerPan = s.engine.run { UIPanGestureRecognizer(target: inner, action: GestureLog.handlePan) }
        let outerPan = s.engine.run { UIPanGestureRecognizer(target: outer, action: GestureLog.handlePan) }
        s.add(innerPan)
        s.add(outerPan, to: s.root.view)
        s.engine.drag(from: CGPoint(x: 60, y: 300), to: CGPoint(x: 160, y: 300), duration: 0.5)
        expectEqual(inner.states.first, .began)
        do {
            #expect(outer.calls.isEmpty, "one pan at a time: the one nearest the touched view wins")
        }
        let gate = Gatekeeper()
        gate.simultaneous = true
        s.engine.run { innerPan.delegate = gate }
        s.engine.drag(from: CGPoint(x: 60, y: 300), to: CGPoint(x: 160, y: 300), duration: 0.5)
        expectEqual(outer.states.first, .began, "the delegate allowed both")
        expectEqual(outer.states.last, .ended)
    }

    @Test func aTapThatMustWaitForAnotherToFailDoesNotFireWhenTheOtherRecognises() {
        let s = GestureScene()
        let single = GestureLog(), other = GestureLog()
        let waiting = s.engine.run { UITapGestureRecognizer(target: single, action: GestureLog.handleTap) }
        let preferred = s.engine.run { UITapGestureRecognizer(target: other, action: GestureLog.handleTap) }
        s.add(waiting)
        s.add(preferred)
        s.engine.run { waiting.require(toFail: preferred) }
        s.engine.tap(at: s.padCenter)
        expectEqual(other.states, [.ended])
        do {
            #expect(single.calls.isEmpty, "the preferred recognizer succeeded, so this one fails")
        }
    }

    @Test func aSingleTapWaitsForTheDoubleTapToFail() {
        let s = GestureScene()
        let single = GestureLog(), double = GestureLog()
        let singleTap = s.engine.run { UITapGestureRecognizer(target: single, action: GestureLog.handleTap) }
        let doubleTap = s.engine.run { UITapGestureRecognizer(target: double, action: GestureLog.handleTap) }
        s.engine.run {
            doubleTap.numberOfTapsRequired = 2
            singleTap.require(toFail: doubleTap)
        }
        s.add(singleTap)
        s.add(doubleTap)
        s.engine.tap(at: s.padCenter)
        s.engine.advance(by: 0.1)
        s.engine.tap(at: s.padCenter)
        expectEqual(double.states, [.ended])
        do {
            #expect(single.calls.isEmpty, "a double tap is not also two single taps")
        }
    }
}
