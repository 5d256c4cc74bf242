/// Delivers touches to gesture recognizers and views, like UIKit's event dispatch: hit-test the
/// key window, give the touches to the recognizers of the hit view and its ancestors, and to the
/// hit view itself until a recognizer that cancels touches recognises its gesture.
@MainActor
final class TouchDispatcher {
    struct Sequence {
        let touch: UITouch
        var recognizers: [UIGestureRecognizer]
        var deliversToView: Bool
    }

    var sequences: [ObjectIdentifier: Sequence] = [:]
}

extension UIKitEngine {
    var touchDispatcher: TouchDispatcher {
        if let d = storage[ObjectIdentifier(TouchDispatcher.self)] as? TouchDispatcher { return d }
        let d = TouchDispatcher()
        storage[ObjectIdentifier(TouchDispatcher.self)] = d
        return d
    }

    /// Puts a finger down at `point` (window coordinates of the key window) at the current time.
    /// Move it with `ScriptedTouch.move(to:)` between `advance(by:)` calls, then lift or cancel it.
    @discardableResult
    public func touchDown(at point: CGPoint) -> ScriptedTouch {
        run {
            noteOutsideEvent()
            let touch = UITouch()
            touch.window = keyWindow
            touch.locationInWindow = point
            touch.previousLocationInWindow = point
            touch.timestamp = currentTime
            touch.phase = .began
            let hit = keyWindow.flatMap { $0.hitTest(point, with: nil) }
            touch.view = hit
            // A control's own action wins over single taps recognised by its ancestors.
            var control: UIView? = hit
            while let c = control, !(c is UIControl) { control = c.superview }
            var recognizers: [UIGestureRecognizer] = []
            var current = hit
            while let view = current {
                recognizers.append(contentsOf: view.storedGestureRecognizers.filter { g in
                    if let control, view !== control, control.isDescendant(of: view),
                       let tap = g as? UITapGestureRecognizer, tap.numberOfTapsRequired == 1 { return false }
                    return g.isEnabled && (g.delegate?.gestureRecognizer(g, shouldReceive: touch) ?? true)
                })
                current = view.superview
            }
            let sequence = TouchDispatcher.Sequence(touch: touch, recognizers: recognizers, deliversToView: true)
            touchDispatcher.sequences[ObjectIdentifier(touch)] = sequence
            let event = makeEvent(touch)
            for g in recognizers where g.pendingState == nil && !g.awaitsMoreTouches && g.state != .possible && g.state != .began && g.state != .changed {
                g.reset()
                g.state = .possible
            }
            for g in recognizers where g.state == .possible {
                g.trackedTouches.append(touch)
                g.touchesBegan([touch], with: event)
                settle(touch, event: event)
            }
            if let hit, touchDispatcher.sequences[ObjectIdentifier(touch)]?.deliversToView == true {
                hit.touchesBegan([touch], with: event)
            }
            return ScriptedTouch(engine: self, touch: touch)
        }
    }

    /// A tap at `point`: down, 0.05 s, up.
    public func tap(at point: CGPoint) {
        let touch = touchDown(at: point)
        advance(by: 0.05)
        touch.lift()
    }

    /// Drags a finger from `start` to `end` in `steps` moves over `duration` seconds of virtual
    /// time, lifting it at the end unless `lift` is false. Returns the touch.
    @discardableResult
    public func drag(from start: CGPoint, to end: CGPoint, duration: CFTimeInterval, steps: Int = 10, lift: Bool = true) -> ScriptedTouch {
        let touch = touchDown(at: start)
        let count = Swift.max(1, steps)
        for i in 1...count {
            advance(by: duration / Double(count))
            let f = CGFloat(i) / CGFloat(count)
            touch.move(to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
        if lift { touch.lift() }
        return touch
    }

    func makeEvent(_ touch: UITouch) -> UIEvent {
        let event = UIEvent()
        event.timestamp = currentTime
        event.touches = [touch]
        return event
    }

    func moveTouch(_ touch: UITouch, to point: CGPoint) {
        noteOutsideEvent()
        guard let sequence = touchDispatcher.sequences[ObjectIdentifier(touch)] else { return }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = point
        touch.timestamp = currentTime
        touch.phase = .moved
        let event = makeEvent(touch)
        // Recognizers first, one at a time: once one begins, the others fail before they see
        // the event, and the view gets a cancel instead of the event it was recognised on.
        for g in sequence.recognizers where g.state == .possible || g.state == .began || g.state == .changed {
            g.touchesMoved([touch], with: event)
            settle(touch, event: event)
        }
        if touchDispatcher.sequences[ObjectIdentifier(touch)]?.deliversToView == true {
            touch.view?.touchesMoved([touch], with: event)
        }
    }

    func endTouch(_ touch: UITouch, cancelled: Bool) {
        noteOutsideEvent()
        guard let sequence = touchDispatcher.sequences[ObjectIdentifier(touch)] else { return }
        touch.timestamp = currentTime
        touch.phase = cancelled ? .cancelled : .ended
        let event = makeEvent(touch)
        for g in sequence.recognizers where g.state == .possible || g.state == .began || g.state == .changed {
            g.lastLocation = touch.locationInWindow
            if cancelled { g.touchesCancelled([touch], with: event) } else { g.touchesEnded([touch], with: event) }
            g.trackedTouches.removeAll { $0 === touch }
            settle(touch, event: event)
        }
        if touchDispatcher.sequences[ObjectIdentifier(touch)]?.deliversToView == true {
            if cancelled { touch.view?.touchesCancelled([touch], with: event) } else { touch.view?.touchesEnded([touch], with: event) }
        }
        touchDispatcher.sequences[ObjectIdentifier(touch)] = nil
        for g in sequence.recognizers {
            // A recognizer still waiting (between the taps of a double tap, or for another to
            // fail) keeps its state; the others fail if undecided, then start over.
            if g.awaitsMoreTouches || g.pendingState != nil { continue }
            if g.state == .possible { g.state = .failed }
            g.reset()
            g.state = .possible
        }
    }

    /// After a delivery: when a recognizer has begun, the others fail (unless the delegate
    /// allows both) and the view's touches are cancelled if it says so.
    private func settle(_ touch: UITouch, event: UIEvent) {
        guard var sequence = touchDispatcher.sequences[ObjectIdentifier(touch)] else { return }
        if let winner = sequence.recognizers.first(where: { $0.state == .began || $0.state == .ended }) {
            for other in sequence.recognizers where other !== winner && other.state == .possible {
                let simultaneous = (winner.delegate?.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: other) ?? false)
                    || (other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: winner) ?? false)
                if !simultaneous { other.state = .failed }
            }
            if winner.cancelsTouchesInView, sequence.deliversToView {
                sequence.deliversToView = false
                touch.view?.touchesCancelled([touch], with: event)
            }
        }
        touchDispatcher.sequences[ObjectIdentifier(touch)] = sequence
    }
}

/// A finger on the virtual screen, moved by a test or grader.
@preconcurrency @MainActor
public final class ScriptedTouch {
    let engine: UIKitEngine
    let touch: UITouch

    init(engine: UIKitEngine, touch: UITouch) {
        self.engine = engine
        self.touch = touch
    }

    /// Where the finger is, in window coordinates.
    public var location: CGPoint { touch.locationInWindow }

    /// Moves the finger to `point` (window coordinates) at the current virtual time.
    public func move(to point: CGPoint) {
        engine.run { engine.moveTouch(touch, to: point) }
    }

    /// The velocity (points per second, window coordinates) of the pan the finger drives now,
    /// as `UIPanGestureRecognizer.velocity(in: nil)` reads it; nil when no pan has begun.
    public var panVelocity: CGPoint? {
        engine.run {
            engine.touchDispatcher.sequences[ObjectIdentifier(touch)]?.recognizers
                .first { $0 is UIPanGestureRecognizer && ($0.state == .began || $0.state == .changed) }
                .map { ($0 as! UIPanGestureRecognizer).velocity(in: nil) }
        }
    }

    /// Lifts the finger.
    public func lift() {
        engine.run { engine.endTouch(touch, cancelled: false) }
    }

    /// Cancels the touch (as when the system interrupts it).
    public func cancel() {
        engine.run { engine.endTouch(touch, cancelled: true) }
    }
}
