import Testing
import UIKit

// Shared pieces for the gesture tests: a target that records what its recognizers report, a view
// that records the touches it receives, and a screen to put them on.

/// A target for target–action: records each call with the recognizer's state and readings.
@MainActor
final class GestureLog {
    struct Call {
        var state: UIGestureRecognizer.State
        var location: CGPoint
        var translation: CGPoint
        var velocity: CGPoint
        var time: CFTimeInterval
    }

    private(set) var calls: [Call] = []
    private(set) var pings = 0
    /// When set, every `.changed` call resets the translation to zero (`setTranslation(.zero, in: view)`).
    var resetsTranslation = false

    var states: [UIGestureRecognizer.State] { calls.map(\.state) }

    func handleTap(_ gesture: UITapGestureRecognizer) {
        calls.append(Call(state: gesture.state, location: gesture.location(in: gesture.view), translation: .zero, velocity: .zero, time: CACurrentMediaTime()))
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        calls.append(Call(state: gesture.state, location: gesture.location(in: gesture.view), translation: gesture.translation(in: gesture.view),
                          velocity: gesture.velocity(in: gesture.view), time: CACurrentMediaTime()))
        if gesture.state == .changed, resetsTranslation { gesture.setTranslation(.zero, in: gesture.view) }
    }

    func handleEdge(_ gesture: UIScreenEdgePanGestureRecognizer) {
        handlePan(gesture)
    }

    /// An action without the recognizer argument.
    func ping() { pings += 1 }
}

/// A view that records the touch callbacks it receives (and does not forward them).
@MainActor
final class TouchLoggingView: UIView {
    private(set) var events: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if events.last != "moved" { events.append("moved") }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("cancelled") }
}

/// A screen with a touch-logging pad at (50, 200, 200 × 200) inside the root view.
@MainActor
final class GestureScene {
    let engine = UIKitEngine()
    let root: UIViewController
    let pad: TouchLoggingView
    let window: UIWindow

    init() {
        let engine = self.engine
        root = engine.run { UIViewController() }
        pad = engine.run { TouchLoggingView(frame: CGRect(x: 50, y: 200, width: 200, height: 200)) }
        let (root, pad) = (self.root, self.pad)
        engine.run { root.view.addSubview(pad) }
        window = engine.show(root)
    }

    /// The pad's centre in window coordinates: (150, 300).
    var padCenter: CGPoint { CGPoint(x: 150, y: 300) }

    func add(_ recognizer: UIGestureRecognizer, to view: UIView? = nil) {
        let target = view ?? pad
        engine.run { target.addGestureRecognizer(recognizer) }
    }
}
