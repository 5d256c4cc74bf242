import Expectations
import Testing
import UIKit

/// A recognizer that recognises its gesture takes the touches from the view (`cancelsTouchesInView`,
/// true by default): the view gets `touchesCancelled` and no `touchesEnded`.
@MainActor
struct TouchCancellationTests {
    @Test func aPanCancelsTheViewsTouches() {
        let s = GestureScene()
        let log = GestureLog()
        s.add(s.engine.run { UIPanGestureRecognizer(target: log, action: GestureLog.handlePan) })
        s.engine.drag(from: CGPoint(x: 60, y: 300), to: CGPoint(x: 160, y: 300), duration: 0.5)
        expectEqual(log.states.first, .began)
        expectEqual(s.pad.events.first, "began")
        expectEqual(s.pad.events.last, "cancelled")
        #expect(!s.pad.events.contains("ended"))
        do {
            expectEqual(s.pad.events, ["began", "cancelled"], "the move the pan recognised on goes to the pan only: \(s.pad.events)")
        }
    }

    @Test func withCancelsTouchesInViewFalseTheViewKeepsItsTouches() {
        let s = GestureScene()
        let log = GestureLog()
        let pan = s.engine.run { UIPanGestureRecognizer(target: log, action: GestureLog.handlePan) }
        s.engine.run { pan.cancelsTouchesInView = false }
        s.add(pan)
        s.engine.drag(from: CGPoint(x: 60, y: 300), to: CGPoint(x: 160, y: 300), duration: 0.5)
        expectEqual(log.states.last, .ended)
        expectEqual(s.pad.events, ["began", "moved", "ended"])
    }

    @Test func aRecognizerThatFailsLeavesTheTouchesAlone() {
        let s = GestureScene()
        let log = GestureLog()
        s.add(s.engine.run { UIPanGestureRecognizer(target: log, action: GestureLog.handlePan) })
        s.engine.tap(at: s.padCenter)
        #expect(log.calls.isEmpty)
        expectEqual(s.pad.events, ["began", "ended"])
    }

    @Test func aTapCancelsTheViewsTouchInsteadOfEndingIt() {
        // delaysTouchesEnded (true by default) holds touchesEnded back until the tap recognizer
        // has decided; it recognises, so the view gets touchesCancelled instead.
        let s = GestureScene()
        let log = GestureLog()
        let tap = s.engine.run { UITapGestureRecognizer(target: log, action: GestureLog.handleTap) }
        s.add(tap)
        #expect(tap.delaysTouchesEnded)
        s.engine.tap(at: s.padCenter)
        expectEqual(log.states, [.ended])
        expectEqual(s.pad.events.first, "began")
        expectEqual(s.pad.events.last, "cancelled")
        do {
            expectEqual(s.pad.events, ["began", "cancelled"], "\(s.pad.events)")
        }
    }
}
