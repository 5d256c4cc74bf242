/// Methods an animation calls on its delegate. Both are optional.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: NSObjectProtocol {
    /// The animation began (its begin time was reached).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped: `flag` is true if it ran to its end, false if it was removed first
    /// (or replaced by another animation with the same key).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An action a layer runs when one of its properties changes (an implicit or block animation).
@preconcurrency @MainActor
public protocol CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` as an action means "no action": returning it from `action(for:forKey:)` stops the
/// search for an implicit animation, as on iOS.
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// The abstract base of Core Animation's animations.
///
/// An animation is a value: `CALayer.add(_:forKey:)` attaches a *copy*, so changing the object
/// afterwards does not affect the running animation.
@preconcurrency @MainActor
open class CAAnimation: NSObject, @preconcurrency NSCopying, CAMediaTiming, CAAction {
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    /// The pacing curve; nil means linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Strongly held, as on iOS (an animation keeps its delegate alive until it stops).
    open var delegate: CAAnimationDelegate?
    /// Whether the layer drops the animation when it ends (true by default). Set it to false
    /// together with `fillMode = .forwards` to keep the end state on screen.
    open var isRemovedOnCompletion = true

    /// Seconds after the commit at which an animation with `beginTime == 0` begins (UIKit's
    /// `delay`).
    var beginDelay: CFTimeInterval = 0
    /// Made by a UIView animation block (so `.beginFromCurrentState` may replace it).
    var madeByViewBlock = false
    /// A block animation without `.allowUserInteraction`: the view ignores touches meanwhile.
    var blocksInteraction = false
    /// The interactive transition whose time this block animation follows, if its block ran
    /// while a percent-driven interaction controller started the transition.
    var interactionClock: InteractionClock?

    public override init() { super.init() }

    public required init(copying other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        beginDelay = other.beginDelay
        madeByViewBlock = other.madeByViewBlock
        blocksInteraction = other.blocksInteraction
        interactionClock = other.interactionClock
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { type(of: self).init(copying: self) }

    /// The default value of a property (as `defaultValue(forKey:)` on iOS): nil for all.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether changes to the given property should be archived (always true here).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Runs the animation as an action: adds it to the layer under the event's key (a property
    /// animation without a key path animates the property named by the event).
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        if let property = self as? CAPropertyAnimation, property.keyPath == nil {
            let copy = property.copy() as! CAPropertyAnimation
            copy.keyPath = event
            layer.add(copy, forKey: event)
        } else {
            layer.add(self, forKey: event)
        }
    }

    var timingModel: TimingModel {
        TimingModel(
            beginTime: beginTime, duration: duration, speed: Double(speed), timeOffset: timeOffset,
            repeatCount: Double(repeatCount), repeatDuration: repeatDuration,
            autoreverses: autoreverses, fillMode: fillMode)
    }

    /// A short description of what the animation animates, for messages.
    var summary: String { String(describing: type(of: self)) }
}

/// An animation of one layer property, named by key path (`"opacity"`, `"transform.scale"`).
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated property's key path.
    open var keyPath: String?
    /// Whether the animated value is added to the model value instead of replacing it.
    open var isAdditive = false
    /// Whether each repeat cycle builds on the last: the value is the value at the end of the
    /// previous cycle plus the value of the current cycle (from 10 to 20 repeated: 10…20, then
    /// 30…40, then 50…60).
    open var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    public required init(copying other: CAAnimation) {
        if let p = other as? CAPropertyAnimation {
            keyPath = p.keyPath
            isAdditive = p.isAdditive
            isCumulative = p.isCumulative
        }
        super.init(copying: other)
    }

    public override init() { super.init() }

    override var summary: String { "\(type(of: self))(keyPath: \"\(keyPath ?? "nil")\")" }
}

/// An animation from one value to another.
///
/// Which values are used: `fromValue` and `toValue`; `fromValue` and `fromValue + byValue`;
/// `toValue − byValue` and `toValue`; `fromValue` to the model value; the model value to `toValue`;
/// the model value to model + `byValue`.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    public required init(copying other: CAAnimation) {
        if let b = other as? CABasicAnimation {
            fromValue = b.fromValue
            toValue = b.toValue
            byValue = b.byValue
        }
        super.init(copying: other)
    }

    public override init() { super.init() }
}

/// A spring from one value to another: a damped harmonic oscillator (mass on a spring with a
/// damper) released with `initialVelocity`, in units of the whole distance per second.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    /// Whether a damping ratio above 1 over-damps the spring; false (the default) runs it
    /// critically damped instead (CAAnimation.h: "otherwise it is treated as critically damped").
    open var allowsOverdamping = false

    public required init(copying other: CAAnimation) {
        if let s = other as? CASpringAnimation {
            mass = s.mass
            stiffness = s.stiffness
            damping = s.damping
            initialVelocity = s.initialVelocity
            allowsOverdamping = s.allowsOverdamping
        }
        super.init(copying: other)
    }

    public override init() { super.init() }

    /// A spring of mass 1 that keeps the pace `perceptualDuration` (one period of the spring
    /// without damping: stiffness (2π/duration)²) and bounces by `bounce`: 0 settles without
    /// overshoot, up to 1 (undamped) more and more, below 0 over-damped (damping ratio
    /// 1/(1 + bounce)), so `allowsOverdamping` is set. iOS 17.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let spring = SpringModel.perceptual(duration: perceptualDuration, bounce: Double(bounce), initialVelocity: 0)
        allowsOverdamping = true
        mass = CGFloat(spring.mass)
        stiffness = CGFloat(spring.stiffness)
        damping = CGFloat(spring.damping)
    }

    /// The pace of the spring: one period without damping, 2π√(mass/stiffness).
    open var perceptualDuration: CFTimeInterval { coefficients.perceptualDuration }

    /// How bouncy the spring is: 1 − ζ for a damping ratio ζ up to 1, 1/ζ − 1 beyond it.
    open var bounce: CGFloat { CGFloat(coefficients.bounce) }

    /// The estimated time for the spring to come to rest with these parameters, as Core Animation
    /// estimates it: when a bound of the distance from rest falls to 0.1 % of the distance (so the
    /// motion is within 0.1 % from then on); set `duration` to it to see the whole motion.
    open var settlingDuration: CFTimeInterval { spring.settlingDuration }

    /// The spring that runs: over-damped only when `allowsOverdamping` says so.
    var spring: SpringModel { allowsOverdamping ? coefficients : coefficients.criticalAtMost }

    /// The spring as its properties give it.
    private var coefficients: SpringModel {
        SpringModel(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: Double(initialVelocity))
    }
}

/// An animation through a sequence of values (or along a path, for `position`).
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    /// Times (0…1) at which each value is reached; nil spreads them evenly.
    open var keyTimes: [NSNumber]?
    /// One curve per segment between keyframes.
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// For `position`: a path to move along (used instead of `values`).
    open var path: CGPath?

    public required init(copying other: CAAnimation) {
        if let k = other as? CAKeyframeAnimation {
            values = k.values
            keyTimes = k.keyTimes
            timingFunctions = k.timingFunctions
            calculationMode = k.calculationMode
            path = k.path
        }
        super.init(copying: other)
    }

    public override init() { super.init() }
}

/// Several animations run together in one time span; the group's time is their parent time.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    public required init(copying other: CAAnimation) {
        if let g = other as? CAAnimationGroup {
            animations = g.animations?.map { $0.copy() as! CAAnimation }
        }
        super.init(copying: other)
    }

    public override init() { super.init() }
}
