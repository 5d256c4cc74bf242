/// An animator of view changes you can start, pause, scrub, reverse, continue with new timing
/// and stop — the iOS 10 way of animating.
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) {
///     card.center.x += 200
/// }
/// animator.addCompletion { position in if position == .end { … } }
/// animator.startAnimation()
/// ```
///
/// The blocks change the views' model values, as `UIView.animate` does; the animator paces
/// what is on screen itself: along its timing curve while it runs, at `fractionComplete`
/// while it is paused (linearly, unless `scrubsLinearly` is false), back to the start when
/// reversed. Blocks added to an inactive animator run when it becomes active (started,
/// paused or scrubbed). Calls iOS treats as programmer errors (they raise there) are ignored
/// here and reported as a `.misuse` diagnostic. See `docs/FIDELITY.md` §4.8 for every rule.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The timing the animator was created with.
    public let timingParameters: UITimingCurveProvider?
    /// The duration of the animations, in seconds.
    public let duration: TimeInterval
    /// The delay given to the last `startAnimation(afterDelay:)` (0 until then).
    public private(set) var delay: TimeInterval = 0

    /// Whether the animating views take touches (true by default). Setting it on an active
    /// animator is a programmer error (ignored and reported).
    open var isUserInteractionEnabled: Bool {
        get { userInteraction }
        set {
            guard state != .active else { return misuse("isUserInteractionEnabled was set on an active animator; iOS raises. Set it before starting the animator.") }
            userInteraction = newValue
        }
    }

    /// Whether the animator can be paused and stopped (true by default). Setting it on an
    /// active animator is a programmer error (ignored and reported).
    open var isInterruptible: Bool {
        get { interruptible }
        set {
            guard state != .active else { return misuse("isInterruptible was set on an active animator; iOS raises. Set it before starting the animator.") }
            interruptible = newValue
        }
    }

    /// Whether a paused animator scrubbed with `fractionComplete` shows its views linearly (true,
    /// the default) or along its timing curve (false).
    open var scrubsLinearly = true

    /// Whether the animator stays `.active` (paused at the end, its completions not run) when
    /// its animations finish, so that it can be reversed again. False by default.
    open var pausesOnCompletion = false

    /// `.inactive`, `.active` or `.stopped`.
    public private(set) var state: UIViewAnimatingState = .inactive

    /// Whether the animations are running (also while a start delay elapses).
    open var isRunning: Bool { running }

    /// Whether the animations run towards their start. Setting it while running turns them
    /// round where they are; while paused it takes effect at the next start or continue.
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed, state != .stopped else { return }
            guard running else {
                reversed = newValue
                return
            }
            let now = tauNow
            if !followsTimeline { reanchor(towardsEnd: !newValue, curve: curve) }
            reversed = newValue
            beginSegment(at: now, after: 0)
        }
    }

    /// How far the animations have got in the direction they run: 0 at the start, 1 at the end
    /// (reversed, 1 at the start). 0 while inactive or stopped. Setting it scrubs a paused animator (an
    /// inactive one becomes active and paused); on a running or stopped animator it is ignored
    /// and reported.
    open var fractionComplete: CGFloat {
        get {
            guard state == .active else { return 0 }
            let t = tauNow
            return CGFloat(reversed ? 1 - t : t)
        }
        set {
            switch state {
            case .stopped:
                return misuse("fractionComplete was set on a stopped animator; it is ignored. Call finishAnimation(at:) to end it.")
            case .active where running:
                return misuse("fractionComplete was set on a running animator; it is ignored there (UIViewAnimating.h: the setter is a no-op while running). Call pauseAnimation() first.")
            case .inactive:
                activate()
            case .active:
                break
            }
            let f = Double(Swift.min(Swift.max(newValue, 0), 1))
            tau = reversed ? 1 - f : f
            if scrubsLinearly { scrubbedLinearly = true }
        }
    }

    // MARK: Initializers

    /// An inactive animator of `duration` seconds paced by `parameters`.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        self.timingParameters = parameters
        self.baseCurve = AnimatorCurve(parameters)
        self.curve = baseCurve
        self.engine = UIKitEngine.current
        self.secondsPerUnit = (parameters.springTimingParameters?.effectiveDuration(given: duration)) ?? duration
        super.init()
    }

    /// The time the animations take: `duration`, or a constants spring's settling time.
    private var runDuration: TimeInterval { timingParameters?.springTimingParameters?.effectiveDuration(given: duration) ?? duration }

    /// NSObject's plain initializer, which UIViewPropertyAnimator.h does not hide (code uses it
    /// for a placeholder, such as an `interruptibleAnimator(using:)` with nothing to animate):
    /// an inactive animator of duration 0 whose `timingParameters` is nil, the values a bare
    /// `-init` leaves in the header's properties. Started, its blocks take effect at once and
    /// its completions run with `.end`.
    public override init() {
        self.duration = 0
        self.timingParameters = nil
        self.baseCurve = AnimatorCurve(nil)
        self.curve = baseCurve
        self.engine = UIKitEngine.current
        self.secondsPerUnit = 0
        super.init()
    }

    /// An inactive animator with one of UIKit's curves and, optionally, a first block.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An inactive animator with a cubic Bézier curve of your own and, optionally, a first block.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An inactive animator with a spring that settles within `duration` (damping `ratio`: 1
    /// without overshoot, smaller values oscillate) and, optionally, a first block.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// A running animator, the property-animator form of `UIView.animate(withDuration:delay:options:animations:completion:)`:
    /// the curve comes from `options` (ease-in-out by default), the views take touches only with
    /// `.allowUserInteraction`, and it starts after `delay`.
    public class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.userInteraction = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Blocks and completions

    /// Adds a block of view changes. Added to an inactive animator, it runs (changing the model
    /// values) when the animator becomes active and animates over the whole duration; added to
    /// an active one, it runs now and animates over the remaining time. Not on a stopped
    /// animator (ignored and reported).
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds a block whose animations begin after `delayFactor` (0…1) × the remaining duration
    /// and take the rest of it.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let block = Block(animations: animation, delayFactor: Double(Swift.min(Swift.max(delayFactor, 0), 1)))
        switch state {
        case .stopped:
            misuse("addAnimations was called on a stopped animator; iOS raises. Call finishAnimation(at:) first, then add animations and start it again.")
        case .inactive:
            pending.append(block)
        case .active:
            run(block)
            if waitingForBlocks {
                waitingForBlocks = false
                // A start delay still counts from the call that started the animator.
                beginSegment(at: tau, after: Swift.max(0, waitingStart - engine.currentTime))
            }
        }
    }

    /// Adds a block to run once the animations end, told where they ended (`.end`, `.start`
    /// after running reversed, or what `finishAnimation(at:)` was given). Completions run in the
    /// order added; they are not run after `stopAnimation(true)` nor with `pausesOnCompletion`.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Flow control

    /// Starts the animations (an inactive animator runs its blocks first) or resumes paused
    /// ones. Without any block it waits, active, until one is added. Not on a stopped animator.
    open func startAnimation() {
        start(after: 0)
    }

    /// Starts the animations after `delay` seconds (running meanwhile).
    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay
        start(after: delay)
    }

    /// Pauses running animations where they are; an inactive animator becomes active and paused
    /// at 0. Not on a stopped or non-interruptible animator.
    open func pauseAnimation() {
        guard state != .stopped else { return misuse("pauseAnimation() was called on a stopped animator; iOS raises. Call finishAnimation(at:) to end it.") }
        guard interruptible || state != .active else { return misuse("pauseAnimation() was called on an active animator whose isInterruptible is false; it runs to its end.") }
        if state == .inactive { activate() }
        waitingForBlocks = false
        guard running else { return }
        tau = tauNow
        running = false
        stopLink()
    }

    /// Stops the animations: the views keep what they show now (their model values become
    /// those). With `withoutFinishing == true` the animator becomes inactive and its completions
    /// are dropped; otherwise it is `.stopped` until `finishAnimation(at:)`. Nothing happens on
    /// an inactive animator; not on a stopped or non-interruptible one.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state != .stopped else { return misuse("stopAnimation(_:) was called on a stopped animator; call finishAnimation(at:) to end it.") }
        guard state == .active else { return }
        guard interruptible else { return misuse("stopAnimation(_:) was called on an animator whose isInterruptible is false; it runs to its end.") }
        tau = tauNow
        running = false
        waitingForBlocks = false
        stopLink()
        let snapshots = detachAnimations()
        for snapshot in snapshots { snapshot.apply(.current) }
        if withoutFinishing {
            completions = []
            reset()
        } else {
            stoppedSnapshots = snapshots
            state = .stopped
        }
    }

    /// Ends a stopped animator: the views take their end values, their start values, or keep
    /// the current ones; the completions run with `finalPosition`; the animator is inactive
    /// again. Only on a stopped animator (ignored and reported otherwise).
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return misuse("finishAnimation(at:) was called on an animator that is not stopped; iOS raises. Call stopAnimation(false) first.") }
        for snapshot in stoppedSnapshots { snapshot.apply(finalPosition) }
        stoppedSnapshots = []
        complete(at: finalPosition)
    }

    /// Runs the rest of the animations (towards the start when `isReversed`) from where the
    /// views are, as if started there: along `parameters` (nil: the animator's own timing), in
    /// `durationFactor` × `duration` seconds (0 or less: the time the rest would have taken).
    /// Only on an active animator.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return misuse("continueAnimation(withTimingParameters:durationFactor:) was called on an animator that is not active; start or pause it first.") }
        let now = tauNow
        tau = now
        reanchor(towardsEnd: !reversed, curve: parameters.map { AnimatorCurve($0) } ?? curve)
        let remaining = reversed ? now : 1 - now
        let seconds = durationFactor > 0 ? Double(durationFactor) * runDuration : remaining * runDuration
        secondsPerUnit = remaining > 0 ? seconds / remaining : runDuration
        waitingForBlocks = false
        // Even with nothing left to move, the animator ends only after the time asked for
        // (rdar://35743469: fractionComplete 1, then a continue with factor 1 takes the whole
        // duration; with 0 it ends at once).
        beginSegment(at: now, after: 0, lasting: seconds)
    }

    // MARK: Internals

    /// One block of view changes: its animations follow `clock`, whose progress the animator
    /// computes. It animates from `start` (a fraction of the animator's time) to the end.
    @MainActor
    private final class Block {
        let animations: () -> Void
        let delayFactor: Double
        let clock = InteractionClock()
        var start = 0.0
        /// Where a run that did not start at the beginning started from: the block's time and
        /// progress then (both 0 when it follows its timeline).
        var anchorTime = 0.0
        var anchorProgress = 0.0

        init(animations: @escaping () -> Void, delayFactor: Double) {
            self.animations = animations
            self.delayFactor = delayFactor
        }
    }

    private let engine: UIKitEngine
    private let baseCurve: AnimatorCurve
    /// The curve of the current run (the animator's own, or a continue's).
    private var curve: AnimatorCurve
    private var userInteraction = true
    private var interruptible = true
    private var reversed = false
    private var running = false
    /// Started without blocks: active, waiting for the first one (to run from `waitingStart`).
    private var waitingForBlocks = false
    private var waitingStart: CFTimeInterval = 0
    private var pending: [Block] = []
    private var blocks: [Block] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var stoppedSnapshots: [LayerSnapshot] = []
    /// The animator's time, 0…1 of `duration`, when the current run began (or where it is paused).
    private var tau = 0.0
    /// The global time at which the current run's time starts moving.
    private var segmentStart: CFTimeInterval = 0
    /// How long the current run lasts at least.
    private var segmentSeconds: Double = 0
    /// Seconds the animator's time takes to move from 0 to 1 in the current run.
    private var secondsPerUnit: Double
    /// The direction the current run's anchors point to.
    private var anchoredTowardsEnd = true
    /// Scrubbed linearly while paused: the views show their time, not their curve.
    private var scrubbedLinearly = false
    private var link: CADisplayLink?

    private var followsTimeline: Bool {
        !scrubbedLinearly && anchoredTowardsEnd && blocks.allSatisfy { $0.anchorTime == 0 && $0.anchorProgress == 0 }
    }

    /// The animator's time now.
    private var tauNow: Double {
        guard running else { return tau }
        let elapsed = Swift.max(0, engine.currentTime - segmentStart)
        let moved = secondsPerUnit > 0 ? elapsed / secondsPerUnit : 1
        return Swift.min(Swift.max(tau + (reversed ? -moved : moved), 0), 1)
    }

    /// A block's own time (0…1) at the animator's time `t`.
    private func time(of block: Block, at t: Double) -> Double {
        guard block.start < 1 else { return t >= 1 ? 1 : 0 }
        return Swift.min(Swift.max((t - block.start) / (1 - block.start), 0), 1)
    }

    /// How far a block's animations have got: its time through the curve (from its anchor, when
    /// the run started elsewhere), or its time itself after a linear scrub.
    private func progress(of block: Block) -> Double {
        let u = time(of: block, at: tauNow)
        if scrubbedLinearly { return u }
        let span = Swift.max(secondsPerUnit * (1 - block.start), 1e-6)
        let a = block.anchorTime, p = block.anchorProgress
        if anchoredTowardsEnd {
            guard a < 1 else { return p }
            return p + (1 - p) * curve.progress(at: (u - a) / (1 - a), span: span * (1 - a))
        }
        guard a > 0 else { return p }
        return p - p * curve.progress(at: (a - u) / a, span: span * a)
    }

    /// Makes every block start a new run from what it shows now.
    private func reanchor(towardsEnd: Bool, curve newCurve: AnimatorCurve) {
        let t = tauNow
        for block in blocks {
            let p = progress(of: block)
            block.anchorTime = time(of: block, at: t)
            block.anchorProgress = p
        }
        scrubbedLinearly = false
        anchoredTowardsEnd = towardsEnd
        curve = newCurve
    }

    private func start(after delay: TimeInterval) {
        guard state != .stopped else { return misuse("startAnimation() was called on a stopped animator; iOS raises. Call finishAnimation(at:) first.") }
        if state == .inactive { activate() }
        guard !running else { return }
        guard !blocks.isEmpty else {
            waitingForBlocks = true
            waitingStart = engine.currentTime + delay
            return
        }
        if scrubbedLinearly || (!followsTimeline && anchoredTowardsEnd == reversed) {
            reanchor(towardsEnd: !reversed, curve: curve)
        }
        beginSegment(at: tau, after: delay)
    }

    /// Runs from time `t` after `delay`; the run ends no sooner than `lasting` seconds after it
    /// starts (by default the time its distance takes).
    private func beginSegment(at t: Double, after delay: TimeInterval, lasting: Double? = nil) {
        tau = t
        segmentStart = engine.currentTime + delay
        segmentSeconds = lasting ?? (reversed ? t : 1 - t) * secondsPerUnit
        running = true
        guard link == nil else { return }
        // The link holds the animator while it runs, as UIKit does.
        let link = CADisplayLink(target: StepTarget { [self] _ in step() }, selector: StepTarget.step)
        self.link = link
        link.add(to: .main, forMode: .common)
    }

    private func stopLink() {
        link?.invalidate()
        link = nil
    }

    private func step() {
        guard running else { return }
        let t = tauNow
        guard reversed ? t <= 1e-6 : t >= 1 - 1e-6, engine.currentTime - segmentStart >= segmentSeconds - 1e-6 else { return }
        tau = reversed ? 0 : 1
        running = false
        stopLink()
        if pausesOnCompletion { return }
        let snapshots = detachAnimations()
        let position: UIViewAnimatingPosition = reversed ? .start : .end
        for snapshot in snapshots { snapshot.apply(position) }
        complete(at: position)
    }

    /// Runs the waiting blocks from the start; an animator reversed before it started begins at
    /// its end, to run back.
    private func activate() {
        state = .active
        tau = 0
        let blocks = pending
        pending = []
        for block in blocks { run(block) }
        if reversed { tau = 1 }
    }

    /// Runs a block's changes as a UIView animation block whose animations follow the block's
    /// clock.
    private func run(_ block: Block) {
        let t = tauNow
        block.start = t + block.delayFactor * (1 - t)
        block.clock.progress = { [self, block] in progress(of: block) }
        blocks.append(block)
        let options: UIView.AnimationOptions = userInteraction ? [.allowUserInteraction, .curveLinear] : [.curveLinear]
        engine.capture(on: block.clock) {
            UIView.runBlock(duration: Swift.max((1 - block.start) * runDuration, 1e-3), delay: 0, options: options, spring: nil, animations: block.animations, completion: nil)
        }
    }

    /// Takes the blocks' animations off their layers, noting for each layer the values of the
    /// animated properties at the start, now and at the end.
    private func detachAnimations() -> [LayerSnapshot] {
        let clocks = Set(blocks.map { ObjectIdentifier($0.clock) })
        var snapshots: [LayerSnapshot] = []
        for layer in engine.liveAnimatedLayers {
            let ours = layer.attached.filter { record in record.clock.map { clocks.contains(ObjectIdentifier($0)) } ?? false }
            guard !ours.isEmpty else { continue }
            var start = layer.modelState, current = layer.modelState
            var keys: Set<String> = []
            for record in ours {
                guard let compiled = record.compiled, let progress = record.clock?.progress else { continue }
                compiled.apply(progress: 0, to: &start, model: layer.modelState)
                compiled.apply(progress: progress(), to: &current, model: layer.modelState)
                keys.formUnion(compiled.keyPaths)
            }
            layer.attached.removeAll { record in ours.contains { $0 === record } }
            for record in ours { layer.stop(record, finished: true, deferred: false) }
            snapshots.append(LayerSnapshot(layer: layer, keys: keys, start: start, current: current, end: layer.modelState))
        }
        for block in blocks { block.clock.progress = nil }
        return snapshots
    }

    /// The animator is inactive again; its completions run with `position`.
    private func complete(at position: UIViewAnimatingPosition) {
        let finished = completions
        completions = []
        reset()
        for completion in finished { completion(position) }
    }

    /// Back to a fresh inactive animator (blocks and completions are used up, as on iOS).
    private func reset() {
        state = .inactive
        running = false
        tau = 0
        blocks = []
        stoppedSnapshots = []
        scrubbedLinearly = false
        anchoredTowardsEnd = true
        curve = baseCurve
        secondsPerUnit = runDuration
    }

    private func misuse(_ message: String) {
        engine.report(UIKitDiagnostic(kind: .misuse, message: message, time: engine.currentTime))
    }
}

/// The values of a layer's animated properties at the start of an animator's animations, at
/// the moment they were taken off, and at their end.
@MainActor
private struct LayerSnapshot {
    let layer: CALayer
    let keys: Set<String>
    let start: LayerState
    let current: LayerState
    let end: LayerState

    /// Gives the layer's model the values of `position`, without animation.
    func apply(_ position: UIViewAnimatingPosition) {
        let state: LayerState
        switch position {
        case .start: state = start
        case .current: state = current
        case .end: state = end
        }
        UIView.performWithoutAnimation {
            for key in keys {
                switch key {
                case "bounds": layer.bounds = state.bounds
                case "position": layer.position = state.position
                case "transform": layer.transform = state.transform
                case "opacity": layer.opacity = state.opacity
                case "backgroundColor": layer.backgroundColor = state.backgroundColor
                case "cornerRadius": layer.cornerRadius = state.cornerRadius
                case "anchorPoint": layer.anchorPoint = state.anchorPoint
                case "zPosition": layer.zPosition = state.zPosition
                case "sublayerTransform": layer.sublayerTransform = state.sublayerTransform
                default: break
                }
            }
        }
    }
}
