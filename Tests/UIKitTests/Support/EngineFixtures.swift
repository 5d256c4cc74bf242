import Testing
import UIKit

/// An animation delegate that writes down what it hears, with the virtual time of each call.
@MainActor
final class AnimationRecorder: NSObject, CAAnimationDelegate {
    enum Event: Equatable {
        case start(at: CFTimeInterval)
        case stop(finished: Bool, at: CFTimeInterval)
    }

    private(set) var events: [Event] = []

    var starts: [CFTimeInterval] {
        events.compactMap { if case let .start(t) = $0 { t } else { nil } }
    }

    var stops: [(finished: Bool, at: CFTimeInterval)] {
        events.compactMap { if case let .stop(f, t) = $0 { (f, t) } else { nil } }
    }

    var finishedFlags: [Bool] { stops.map(\.finished) }

    /// Runs after each `animationDidStart`.
    var onStart: ((CAAnimation) -> Void)?
    /// Runs after each `animationDidStop`, for tutorial-style delegates that react to it.
    var onStop: ((CAAnimation, Bool) -> Void)?

    func animationDidStart(_ anim: CAAnimation) {
        events.append(.start(at: CACurrentMediaTime()))
        onStart?(anim)
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append(.stop(finished: flag, at: CACurrentMediaTime()))
        onStop?(anim, flag)
    }
}

@MainActor
extension UIKitEngine {
    /// A plain layer created in this engine and put on display (committed at the next advance).
    func makeDisplayedLayer() -> CALayer {
        let layer = run { CALayer() }
        display(layer)
        return layer
    }

    /// The layer's presentation copy now; fails the test if the layer has none.
    func presentation<L: CALayer>(
        of layer: L, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> L {
        try #require(run { layer.presentation() }, "no presentation layer (was the layer displayed and committed?)", sourceLocation: sourceLocation)
    }

    /// Adds a linear `CABasicAnimation` from `from` to `to` (numbers), returning the copy attached.
    @discardableResult
    func addLinear(
        _ keyPath: String, from: Double, to: Double, duration: CFTimeInterval,
        on layer: CALayer, forKey key: String? = "anim", configure: (CABasicAnimation) -> Void = { _ in }
    ) -> CABasicAnimation {
        run {
            let a = CABasicAnimation(keyPath: keyPath)
            a.fromValue = from
            a.toValue = to
            a.duration = duration
            configure(a)
            layer.add(a, forKey: key)
            return a
        }
    }

    /// The diagnostics of one kind, in order.
    func diagnostics(ofKind kind: UIKitDiagnostic.Kind) -> [UIKitDiagnostic] {
        diagnostics.filter { $0.kind == kind }
    }
}
