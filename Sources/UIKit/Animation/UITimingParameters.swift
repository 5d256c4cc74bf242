/// The kinds of timing curve a `UITimingCurveProvider` describes.
public enum UITimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}

/// An object that describes the pacing of a `UIViewPropertyAnimator`'s animations: a cubic
/// Bézier curve (`UICubicTimingParameters`) or a spring (`UISpringTimingParameters`).
///
/// On iOS the protocol also refines `NSCoding` and `NSCopying`; here the two concrete classes
/// are immutable, so there is nothing to copy, and nothing is archived.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: NSObjectProtocol {
    /// Which of the two parameter objects below describes the curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, for `.builtin`, `.cubic` and `.composed`.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for `.spring` and `.composed`.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as Core Animation's timing functions.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The first control point of the curve.
    public let controlPoint1: CGPoint
    /// The second control point of the curve.
    public let controlPoint2: CGPoint
    private let builtin: Bool

    /// The system's default curve: Core Animation's default timing function, control points
    /// (0.25, 0.1) and (0.25, 1).
    public override init() {
        controlPoint1 = CGPoint(x: 0.25, y: 0.1)
        controlPoint2 = CGPoint(x: 0.25, y: 1)
        builtin = true
        super.init()
    }

    /// One of UIKit's four curves: `.easeInOut` (0.42, 0)–(0.58, 1), `.easeIn` (0.42, 0)–(1, 1),
    /// `.easeOut` (0, 0)–(0.58, 1), `.linear` (0, 0)–(1, 1).
    public init(animationCurve curve: UIView.AnimationCurve) {
        switch curve {
        case .easeInOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
        builtin = true
        super.init()
    }

    /// A curve of your own; the x coordinates are clamped to [0, 1], as Core Animation does.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        controlPoint1 = point1
        controlPoint2 = point2
        builtin = false
        super.init()
    }

    public var timingCurveType: UITimingCurveType { builtin ? .builtin : .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y), Float(controlPoint2.x), Float(controlPoint2.y))
    }
}

/// A spring timing curve: the animated values accelerate towards their new values and, with a
/// damping ratio below 1, oscillate around them before they settle.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The initial velocity, in whole distances per second (1 covers the distance in one second
    /// at that speed). One-dimensional progress uses `dx`.
    public let initialVelocity: CGVector
    package let dampingRatio: CGFloat
    /// The spring of `init(mass:stiffness:damping:initialVelocity:)`: an animator paced by it
    /// lasts the spring's settling time, whatever its own duration.
    let constants: SpringModel?

    /// Apple's default: damping ratio 4.56 (the spring of mass 3, stiffness 1000 and damping 500),
    /// starting at rest, settling within the animator's duration. A ratio above 1 paces as 1
    /// here (§4.8).
    public override convenience init() {
        self.init(dampingRatio: 4.56, initialVelocity: .zero)
    }

    /// A spring with damping ratio `ratio` (1 settles without overshoot, smaller values
    /// oscillate) that settles within the animator's duration, starting at rest.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring with damping ratio `ratio` and an initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
        constants = nil
        super.init()
    }

    /// The spring Core Animation would run with these constants (`CASpringAnimation`'s
    /// `mass`, `stiffness`, `damping`; the damping ratio is `damping / (2 √(stiffness · mass))`).
    /// An animator paced by it ignores its own duration and lasts the spring's settling time
    /// (Core Animation's estimate, as `CASpringAnimation.settlingDuration`): UITimingParameters.h,
    /// "the duration is computed assuming a small settling oscillation". A mass, stiffness or
    /// damping of 0 or less is taken as 0.001, as Core Animation clamps them.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let model = SpringModel(mass: Double(Swift.max(mass, 0.001)), stiffness: Double(Swift.max(stiffness, 0.001)),
                                damping: Double(Swift.max(damping, 0.001)), initialVelocity: Double(velocity.dx))
        dampingRatio = CGFloat(model.zeta)
        initialVelocity = velocity
        constants = model
        super.init()
    }

    /// A spring given as iOS 17 gives it: the pace `duration` (one period of the undamped
    /// spring) and `bounce` (0 no overshoot, up to 1 more and more, below 0 over-damped), mass 1
    /// (`SpringModel.perceptual`). As for a spring given by its constants, an animator paced by
    /// it lasts the spring's settling time, whatever its own duration.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        let model = SpringModel.perceptual(duration: duration, bounce: Double(Swift.min(Swift.max(bounce, -0.999), 0.999)), initialVelocity: Double(velocity.dx))
        dampingRatio = CGFloat(model.zeta)
        initialVelocity = velocity
        constants = model
        super.init()
    }

    /// `init(duration:bounce:initialVelocity:)` starting at rest.
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
    }

    /// How long an animator paced by these parameters runs when it was given `duration`.
    func effectiveDuration(given duration: TimeInterval) -> TimeInterval {
        guard let constants, duration > 0 else { return duration }
        let settling = constants.settlingDuration
        return settling.isFinite ? settling : duration
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }
}

/// The pacing an animator applies: progress (0 → 1, beyond it for an overshooting spring) after
/// fraction `u` of a stretch of `span` seconds.
@MainActor
enum AnimatorCurve {
    case cubic(CAMediaTimingFunction)
    case spring(dampingRatio: Double, velocity: Double)
    /// A spring given by its constants, run for its own settling time (the span).
    case constants(SpringModel)

    init(_ provider: UITimingCurveProvider?) {
        if let spring = provider?.springTimingParameters, let model = spring.constants {
            self = .constants(model)
        } else if let spring = provider?.springTimingParameters {
            self = .spring(dampingRatio: Double(spring.dampingRatio), velocity: Double(spring.initialVelocity.dx))
        } else if let cubic = provider?.cubicTimingParameters {
            self = .cubic(cubic.timingFunction)
        } else {
            self = .cubic(CAMediaTimingFunction(name: .default))
        }
    }

    func progress(at u: Double, span: Double) -> Double {
        if u <= 0 { return 0 }
        if u >= 1 { return 1 }
        switch self {
        case let .cubic(function):
            return function.progress(at: u)
        case let .spring(ratio, velocity):
            // UIKit's damping-ratio spring, settled (to 0.001) at the end of the stretch.
            let model = SpringModel.uiKit(duration: span, dampingRatio: ratio, initialVelocity: velocity)
            return model.value(at: u * span)
        case let .constants(model):
            return model.value(at: u * span)
        }
    }
}
