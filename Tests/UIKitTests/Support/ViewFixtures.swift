import Testing
import UIKit

/// A fresh engine with a key window on its screen (375 × 667 points), committed once at t = 0 so
/// that layers in the window have a presentation layer. Animations added afterwards start at the
/// engine's current time, so expected values can be written against absolute virtual times.
@MainActor
final class ViewStage {
    let engine: UIKitEngine
    let window: UIWindow

    init(engine: UIKitEngine = UIKitEngine()) {
        self.engine = engine
        window = engine.run { UIWindow(frame: UIScreen.main.bounds) }
        engine.run { window.makeKeyAndVisible() }
        engine.advance(by: 0)
    }

    /// A plain view with `frame`, added to `parent` (the window when nil) and committed.
    @discardableResult
    func addView(_ frame: CGRect, to parent: UIView? = nil) -> UIView {
        let view = engine.run { UIView(frame: frame) }
        add(view, to: parent)
        return view
    }

    /// Adds `view` to `parent` (the window when nil) and commits, so it has a presentation layer.
    func add(_ view: UIView, to parent: UIView? = nil) {
        engine.run { (parent ?? window).addSubview(view) }
        engine.advance(by: 0)
    }

    /// Runs `body` with the engine current.
    @discardableResult
    func run<T>(_ body: () throws -> T) rethrows -> T { try engine.run(body) }

    /// Moves the clock to absolute virtual time `t`.
    func at(_ t: CFTimeInterval) { engine.advance(to: t) }

    /// The view's layer as on screen now; fails the test if it has none.
    func presentation(of view: UIView, sourceLocation: SourceLocation = #_sourceLocation) throws -> CALayer {
        try engine.presentation(of: view.layer, sourceLocation: sourceLocation)
    }

    /// The layer as on screen now; fails the test if it has none.
    func presentation<L: CALayer>(of layer: L, sourceLocation: SourceLocation = #_sourceLocation) throws -> L {
        try engine.presentation(of: layer, sourceLocation: sourceLocation)
    }
}

/// Writes down every call of a `UIView.animate…` completion: its `finished` flag and the virtual time.
@MainActor
final class CompletionLog {
    private(set) var calls: [(finished: Bool, at: CFTimeInterval)] = []

    var flags: [Bool] { calls.map(\.finished) }
    var times: [CFTimeInterval] { calls.map(\.at) }

    /// A completion block that records its call.
    var block: (Bool) -> Void {
        { [self] finished in calls.append((finished, CACurrentMediaTime())) }
    }
}

/// Reference values written out by hand (see the comments where they are used).
enum Reference {
    /// CAMediaTimingFunction(name: .easeInEaseOut), control points (0.42, 0) and (0.58, 1):
    /// solve x(s) = 3(1−s)²s·0.42 + 3(1−s)s²·0.58 + s³ for s, then y(s) = 3(1−s)s² + s³.
    ///   x = ¼: s = 0.225065, y = 3·0.774935·0.050654 + 0.011400 = 0.129162
    ///   x = ½: s = ½, y = ½ (the curve is symmetric)
    ///   x = ¾: y = 1 − 0.129162 = 0.870838 (symmetry)
    static let easeInOutAtQuarter = 0.1291619
    static let easeInOutAtThreeQuarters = 0.8708381
    /// x = 1/6: s = 0.143858, y = 0.056131; x = 1/3: s = 0.312377, y = 0.231775; x = 5/6 → 1 − y(1/6).
    static let easeInOutAtSixth = 0.0561308
    static let easeInOutAtThird = 0.2317748
    static let easeInOutAtFiveSixths = 0.9438692
    /// x = 0.1: s = 0.083435, y = 0.019722.
    static let easeInOutAtTenth = 0.0197225
}

/// The rotation about the y axis by `angle`, written out entry by entry (UIKIT-SEMANTICS §5 with
/// axis (0, 1, 0): m11 = c, m13 = −s, m31 = s, m33 = c).
func yRotationMatrix(_ angle: Double) -> CATransform3D {
    let c = CGFloat(Foundation.cos(angle)), s = CGFloat(Foundation.sin(angle))
    return matrix([[c, 0, -s, 0], [0, 1, 0, 0], [s, 0, c, 0], [0, 0, 0, 1]])
}
