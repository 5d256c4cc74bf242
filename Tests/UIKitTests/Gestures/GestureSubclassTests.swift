import Expectations
import Testing
import UIKit

/// A recognizer written as a subclass, as on iOS after `import UIKit.UIGestureRecognizerSubclass`
/// (here plain `import UIKit`: FIDELITY §3.1): it overrides the touch methods and `reset()`, sets
/// `state`, and its targets hear each change.
@MainActor
struct GestureSubclassTests {
    /// Recognises a finger moving 50 points down: `.began` after 10 points, `.changed` while it
    /// moves, `.ended` when it lifts past 50 points, `.failed` otherwise.
    final class DownSwipeRecognizer: UIGestureRecognizer {
        private var start: CGPoint?
        private(set) var resets = 0

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            start = touches.first?.location(in: view)
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesMoved(touches, with: event)
            guard let start, let now = touches.first?.location(in: view) else { return }
            let down = now.y - start.y
            if down < 0 { state = .failed } else if state == .possible, down >= 10 { state = .began } else if state == .began || state == .changed { state = .changed }
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            guard let start, let now = touches.first?.location(in: view) else { return }
            state = now.y - start.y >= 50 && (state == .began || state == .changed) ? .ended : .failed
        }

        override func reset() {
            super.reset()
            start = nil
            resets += 1
        }
    }

    @Test func aSubclassThatSetsItsStateSendsTheActions() {
        let s = GestureScene()
        let log = GestureLog()
        let swipe = s.engine.run { DownSwipeRecognizer(target: log, action: GestureLog.ping) }
        s.add(swipe)
        s.engine.drag(from: s.padCenter, to: CGPoint(x: s.padCenter.x, y: s.padCenter.y + 80), duration: 0.2, steps: 4)
        expectEqual(log.pings, 5, "began, three changes, ended: one action each")
        expectEqual(swipe.resets, 1, "UIKit resets the recognizer after it ended")
        expectEqual(swipe.state, .possible)
    }

    @Test func aSubclassThatFailsSendsNoAction() {
        let s = GestureScene()
        let log = GestureLog()
        let swipe = s.engine.run { DownSwipeRecognizer(target: log, action: GestureLog.ping) }
        s.add(swipe)
        s.engine.drag(from: s.padCenter, to: CGPoint(x: s.padCenter.x, y: s.padCenter.y - 80), duration: 0.2, steps: 4)
        expectEqual(log.pings, 0)
        expectEqual(swipe.resets, 1)
    }
}
