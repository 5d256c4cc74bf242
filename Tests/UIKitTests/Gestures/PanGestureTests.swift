import Expectations
import Testing
import UIKit

/// `UIPanGestureRecognizer` (UIKIT-SEMANTICS §8): `.began` once the finger has moved 10 points,
/// `.changed` while it moves, `.ended` on lift, `.cancelled` when the touch is cancelled;
/// `translation(in:)`, `setTranslation(_:in:)` and `velocity(in:)`.
@MainActor
struct PanGestureTests {
    private func panScene() -> (GestureScene, GestureLog, UIPanGestureRecognizer) {
        let s = GestureScene()
        let log = GestureLog()
        let pan = s.engine.run { UIPanGestureRecognizer(target: log, action: GestureLog.handlePan) }
        s.add(pan)
        return (s, log, pan)
    }

    @Test func aDragBeginsChangesAndEnds() {
        let (s, log, _) = panScene()
        // 100 points right in 10 moves of 10 points, 0.05 s apart.
        s.engine.drag(from: CGPoint(x: 60, y: 300), to: CGPoint(x: 160, y: 300), duration: 0.5, steps: 10)
        expectEqual(log.states.first, .began)
        expectEqual(log.states.last, .ended)
        #expect(log.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        expectEqual(log.states.count, 11, "began at the first 10-point move, then 9 changes, then ended: \(log.states)")
        expectClose(log.calls.first?.translation ?? .zero, CGPoint(x: 10, y: 0), "the translation counts from the touch-down point")
        expectClose(log.calls.last?.translation ?? .zero, CGPoint(x: 100, y: 0))
        expectClose(log.calls.last?.location ?? .zero, CGPoint(x: 110, y: 100), "where the finger lifted, in the pad")
    }

    @Test func velocityIsPointsPerSecond() {
        let (s, log, _) = panScene()
        s.engine.drag(from: CGPoint(x: 60, y: 300), to: CGPoint(x: 60, y: 400), duration: 0.5, steps: 10)
        let changed = log.calls.filter { $0.state == .changed }
        #expect(!changed.isEmpty)
        for call in changed { expectClose(call.velocity, CGPoint(x: 0, y: 200), tolerance: 1e-6, "10 points every 0.05 s") }
    }

    @Test func setTranslationRestartsTheCount() {
        let (s, log, _) = panScene()
        log.resetsTranslation = true
        s.engine.drag(from: CGPoint(x: 60, y: 300), to: CGPoint(x: 160, y: 300), duration: 0.5, steps: 10)
        let changed = log.calls.filter { $0.state == .changed }.map(\.translation.x)
        expectEqual(changed.first, 20, "the first change still counts from the start: \(changed)")
        #expect(changed.dropFirst().allSatisfy { abs($0 - 10) < 1e-9 }, "each later change is one step after the reset: \(changed)")
    }

    @Test func translationIsInTheCoordinatesAsked() {
        let (s, _, pan) = panScene()
        let scaled = s.engine.run { () -> UIView in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            v.transform = CGAffineTransform(scaleX: 2, y: 2)
            s.root.view.addSubview(v)
            return v
        }
        let touch = s.engine.touchDown(at: CGPoint(x: 60, y: 300))
        for i in 1...4 {
            s.engine.advance(by: 0.05)
            touch.move(to: CGPoint(x: 60 + 10 * CGFloat(i), y: 300 + 5 * CGFloat(i)))
        }
        expectClose(pan.translation(in: nil), CGPoint(x: 40, y: 20), tolerance: 1e-9, "window")
        expectClose(pan.translation(in: s.pad), CGPoint(x: 40, y: 20), tolerance: 1e-9, "a view only moved: the same vector")
        expectClose(pan.translation(in: scaled), CGPoint(x: 20, y: 10), tolerance: 1e-9, "a view scaled ×2: half the vector")
        s.engine.run { pan.setTranslation(CGPoint(x: 5, y: 0), in: s.pad) }
        expectClose(pan.translation(in: s.pad), CGPoint(x: 5, y: 0), tolerance: 1e-9)
        touch.lift()
    }

    @Test func aFingerThatBarelyMovesNeverBegins() {
        let (s, log, pan) = panScene()
        let touch = s.engine.touchDown(at: s.padCenter)
        s.engine.advance(by: 0.1)
        touch.move(to: CGPoint(x: 156, y: 304))
        s.engine.advance(by: 0.1)
        touch.lift()
        #expect(log.calls.isEmpty)
        expectEqual(pan.state, .possible)
    }

    @Test func aCancelledTouchCancelsThePan() {
        let (s, log, _) = panScene()
        let touch = s.engine.drag(from: CGPoint(x: 60, y: 300), to: CGPoint(x: 120, y: 300), duration: 0.3, steps: 6, lift: false)
        touch.cancel()
        expectEqual(log.states.first, .began)
        expectEqual(log.states.last, .cancelled)
    }

    @Test func disablingAPanInProgressCancelsIt() {
        let (s, log, pan) = panScene()
        let touch = s.engine.drag(from: CGPoint(x: 60, y: 300), to: CGPoint(x: 120, y: 300), duration: 0.3, steps: 6, lift: false)
        s.engine.run { pan.isEnabled = false }
        expectEqual(log.states.last, .cancelled)
        touch.lift()
        expectEqual(log.states.last, .cancelled, "nothing after the cancel")
    }

    @Test func thePanStartsOnlyOnItsView() {
        let (s, log, _) = panScene()
        s.engine.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 300, y: 200), duration: 0.3)
        #expect(log.calls.isEmpty)
        s.engine.drag(from: CGPoint(x: 240, y: 300), to: CGPoint(x: 340, y: 300), duration: 0.3)
        expectEqual(log.states.first, .began, "once begun on the view, it follows the finger off it")
        expectEqual(log.states.last, .ended)
    }

    @Test func aRecognizerAddedWhileAFingerIsDownWaitsForTheNextFinger() {
        // UIKit gives a touch to the recognizers of the hit view and its ancestors as they are
        // when the finger goes down (an interaction controller that installs its pan in
        // startInteractiveTransition(_:) hears only fingers that come after).
        let s = GestureScene()
        let log = GestureLog()
        let first = s.engine.touchDown(at: CGPoint(x: 60, y: 300))
        let pan = s.engine.run { UIPanGestureRecognizer(target: log, action: GestureLog.handlePan) }
        s.add(pan)
        s.engine.advance(by: 0.05)
        first.move(to: CGPoint(x: 60, y: 360))
        s.engine.advance(by: 0.05)
        first.lift()
        #expect(log.states.isEmpty, "the finger that was already down is not the new pan's: \(log.states)")
        s.engine.drag(from: CGPoint(x: 60, y: 300), to: CGPoint(x: 60, y: 360), duration: 0.3, steps: 6)
        #expect(log.states.first == .began && log.states.last == .ended, "\(log.states)")
    }
}

