/// The state of UIView animation blocks in one engine.
@MainActor
final class ViewAnimationState {
    var stack: [ViewAnimationContext] = []
    var withoutAnimation = 0
    var keyCounter = 0
}

/// One `UIView.animate…` block being executed.
@MainActor
final class ViewAnimationContext {
    let duration: CFTimeInterval
    let delay: CFTimeInterval
    let options: UIView.AnimationOptions
    let curve: CAMediaTimingFunction?
    let spring: SpringModel?
    let group: CompletionGroup
    /// Set for `animateKeyframes`: property changes are recorded, not animated.
    var keyframes: KeyframeRecorder?
    /// Views whose bounds changed inside the block (laid out at the end with `.layoutSubviews`).
    var resizedViews: [UIView] = []
    /// The interactive transition the block's animations follow (the block ran while a
    /// percent-driven interaction controller started it).
    var clock: InteractionClock?

    init(duration: CFTimeInterval, delay: CFTimeInterval, options: UIView.AnimationOptions, curve: CAMediaTimingFunction?, spring: SpringModel?, group: CompletionGroup) {
        self.duration = duration
        self.delay = delay
        self.options = options
        self.curve = curve
        self.spring = spring
        self.group = group
    }
}

extension UIKitEngine {
    var viewAnimations: ViewAnimationState {
        if let s = storage[ObjectIdentifier(ViewAnimationState.self)] as? ViewAnimationState { return s }
        let s = ViewAnimationState()
        storage[ObjectIdentifier(ViewAnimationState.self)] = s
        return s
    }
}

/// The action a view returns inside an animation block: when run (after the property changed),
/// it adds UIKit's animation from the old value to the new one — additive, so that it blends
/// with animations of the same property already in flight.
@MainActor
final class ViewBlockAction: CAAction {
    let context: ViewAnimationContext
    let property: any AnyAnimatableProperty
    let oldState: LayerState
    let presentationState: LayerState

    init(context: ViewAnimationContext, property: any AnyAnimatableProperty, oldState: LayerState, presentationState: LayerState) {
        self.context = context
        self.property = property
        self.oldState = oldState
        self.presentationState = presentationState
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        let newState = layer.modelState
        guard property.differs(oldState, newState) else { return }
        if let recorder = context.keyframes {
            recorder.record(layer: layer, property: property, old: oldState, new: newState)
            return
        }
        let fromCurrent = context.options.contains(.beginFromCurrentState)
        guard let basic = property.blockAnimation(from: oldState, to: newState, presentation: presentationState, beginFromCurrentState: fromCurrent) else { return }
        let animation: CABasicAnimation
        if let spring = context.spring {
            let s = CASpringAnimation()
            s.keyPath = basic.keyPath
            s.isAdditive = basic.isAdditive
            s.fromValue = basic.fromValue
            s.toValue = basic.toValue
            s.mass = CGFloat(spring.mass)
            s.stiffness = CGFloat(spring.stiffness)
            s.damping = CGFloat(spring.damping)
            s.initialVelocity = CGFloat(spring.initialVelocity)
            // The damping UIKit chose runs as it is (a negative bounce over-damps).
            s.allowsOverdamping = true
            animation = s
        } else {
            animation = basic
            animation.timingFunction = context.curve
        }
        UIView.configure(animation, with: context)
        let engine = layer.engine
        if fromCurrent {
            for record in layer.attached where record.animation.madeByViewBlock && (record.animation as? CAPropertyAnimation)?.keyPath == event {
                if let key = record.key { layer.removeAnimation(forKey: key) }
            }
        }
        layer.add(animation, forKey: UIView.uniqueKey(event, on: layer, engine: engine))
    }
}

extension UIView {
    /// The action for a property change: a block animation inside `UIView.animate`, none outside.
    func viewAnimationAction(for layer: CALayer, forKey event: String) -> CAAction? {
        let state = layer.engine.viewAnimations
        guard state.withoutAnimation == 0, let context = state.stack.last,
              UIView.blockAnimatableKeys.contains(event), let property = AnimatableProperties.table[event]
        else { return NSNull() }
        if event == "bounds" { context.resizedViews.append(self) }
        let presentation = context.options.contains(.beginFromCurrentState)
            ? layer.presentationState(atGlobalTime: layer.engine.currentTime) : layer.modelState
        return ViewBlockAction(context: context, property: property, oldState: layer.modelState, presentationState: presentation)
    }

    /// The layer properties a view animates inside a block: its own (frame, bounds, center,
    /// transform, alpha, background colour) and the layer properties UIKit animates since iOS 11
    /// (corner radius, anchor point, z position, sublayer transform). Anything else — a shape
    /// layer's path, colours of strokes — changes at once, as on iOS.
    static let blockAnimatableKeys: Set<String> = [
        "bounds", "position", "transform", "opacity", "backgroundColor", "cornerRadius",
        "anchorPoint", "zPosition", "sublayerTransform",
    ]

    static func configure(_ animation: CAAnimation, with context: ViewAnimationContext) {
        animation.duration = context.duration
        animation.beginDelay = context.delay
        if context.delay > 0 { animation.fillMode = .backwards }
        if context.options.contains(.repeat) { animation.repeatCount = .infinity }
        if context.options.contains(.autoreverse) { animation.autoreverses = true }
        animation.madeByViewBlock = true
        animation.interactionClock = context.clock
        animation.blocksInteraction = !context.options.contains(.allowUserInteraction)
    }

    static func uniqueKey(_ base: String, on layer: CALayer, engine: UIKitEngine) -> String {
        if layer.animation(forKey: base) == nil { return base }
        let state = engine.viewAnimations
        state.keyCounter += 1
        return "\(base)-\(state.keyCounter)"
    }

    // MARK: Block animations

    /// Animates the changes made in `animations` over `duration` seconds after `delay`.
    ///
    /// The model values change at once; what is on screen follows along `options`' curve
    /// (ease-in-ease-out by default). `completion` runs once every animation of the block has
    /// stopped, with `true` unless one was removed early. A duration of 0 or less applies the
    /// changes without animation and calls `completion` on the next run-loop turn.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        runBlock(duration: duration, delay: delay, options: options, spring: nil, animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        runBlock(duration: duration, delay: 0, options: [], spring: nil, animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        runBlock(duration: duration, delay: 0, options: [], spring: nil, animations: animations, completion: nil)
    }

    /// Animates with a spring: `dampingRatio` 1 settles without overshoot, smaller values
    /// oscillate; `velocity` is the initial speed in whole distances per second.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let spring = SpringModel.uiKit(duration: duration, dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity))
        runBlock(duration: duration, delay: delay, options: options, spring: spring, animations: animations, completion: completion)
    }

    /// Animates with a spring given as iOS 17 gives it: `springDuration` the pace (one period of
    /// the undamped spring), `bounce` 0 for no overshoot, up to 1 for more and more, below 0
    /// over-damped (`SpringModel.perceptual`); `initialSpringVelocity` in whole distances per
    /// second. The animations last until the spring settles (`CASpringAnimation.settlingDuration`,
    /// about the pace for a spring that does not bounce), and then the completion runs. A
    /// duration of 0 or less makes the changes at once. The bounce is taken between −0.999 and
    /// 0.999 (an undamped spring would never end the block).
    @preconcurrency @MainActor
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0, initialSpringVelocity: CGFloat = 0.0, delay: TimeInterval = 0.0,
                              options: UIView.AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        guard duration > 0 else {
            runBlock(duration: 0, delay: delay, options: options, spring: nil, animations: animations, completion: completion)
            return
        }
        let spring = SpringModel.perceptual(duration: duration, bounce: Double(Swift.min(Swift.max(bounce, -0.999), 0.999)), initialVelocity: Double(initialSpringVelocity))
        runBlock(duration: spring.settlingDuration, delay: delay, options: options, spring: spring, animations: animations, completion: completion)
    }

    /// Applies the changes in `actionsWithoutAnimation` immediately, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let state = UIKitEngine.current.viewAnimations
        state.withoutAnimation += 1
        defer { state.withoutAnimation -= 1 }
        actionsWithoutAnimation()
    }

    /// Whether block animations are enabled (false inside `performWithoutAnimation`).
    public class var areAnimationsEnabled: Bool { UIKitEngine.current.viewAnimations.withoutAnimation == 0 }

    /// The duration of the innermost animation block being executed, or 0.
    public class var inheritedAnimationDuration: TimeInterval {
        UIKitEngine.current.viewAnimations.stack.last?.duration ?? 0
    }

    @discardableResult
    static func runBlock(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions, spring: SpringModel?, keyframeOptions: KeyframeAnimationOptions? = nil, animations: () -> Void, completion: ((Bool) -> Void)?) -> ViewAnimationContext? {
        let engine = UIKitEngine.current
        let state = engine.viewAnimations
        let outer = state.stack.last
        var duration = duration
        var curve: CAMediaTimingFunction? = options.curve.timingFunction
        var spring = spring
        if let outer {
            if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
            if !options.contains(.overrideInheritedCurve), spring == nil {
                curve = outer.curve
                spring = outer.spring
            }
        }
        let group = CompletionGroup(engine: engine) { finished in completion?(finished) }
        guard duration > 0 else {
            performWithoutAnimation(animations)
            group.seal()
            return nil
        }
        let context = ViewAnimationContext(duration: duration, delay: delay, options: options, curve: curve, spring: spring, group: group)
        context.clock = engine.capturingClock ?? outer?.clock
        if keyframeOptions != nil { context.keyframes = KeyframeRecorder() }
        state.stack.append(context)
        let savedGroups = engine.transactions.blockGroups
        engine.transactions.blockGroups = [group]
        animations()
        if let recorder = context.keyframes, let keyframeOptions {
            recorder.finish(context: context, options: keyframeOptions)
        }
        if options.contains(.layoutSubviews) {
            // The resized views' own trees, not their ancestors (UIKit: "lay out subviews at
            // commit time so that they are animated together with their parent").
            for view in context.resizedViews { view.layer.layoutTreeIfNeeded() }
        }
        engine.transactions.blockGroups = savedGroups
        state.stack.removeLast()
        group.seal()
        return context
    }
}
