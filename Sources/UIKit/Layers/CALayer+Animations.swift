/// An animation attached to a layer: the copy made by `add(_:forKey:)`, its compiled evaluator
/// (nil when it names an unknown property or has values of the wrong type: it then runs its
/// time span and calls its delegate, but changes nothing, as on iOS), and its life cycle.
@MainActor
final class AttachedAnimation {
    let key: String?
    let animation: CAAnimation
    var compiled: (any CompiledAnimation)?
    var timing: TimingModel
    /// False until the commit that gives an animation added with `beginTime == 0` its begin time.
    var beginResolved: Bool
    var started = false
    var stopped = false
    var groups: [CompletionGroup] = []
    /// Order of addition across the engine.
    var sequence = 0
    /// Set for a UIView animation made while a percent-driven interaction controller ran the
    /// animator: the animation's time is the interaction's, not its layer's.
    var clock: InteractionClock?
    /// Set while a watcher sees the frame the render server draws, in which this animation has
    /// ended and is gone (`UIKitEngine.drawingAsTheRenderServer(_:)`).
    var hiddenFromDrawing = false

    /// The time the animation reads when its layer's local time is `local`: that time, or — on
    /// an interaction's clock — the time it was committed (its begin time less its delay) plus
    /// how far the interaction has got.
    func parentTime(_ local: CFTimeInterval) -> CFTimeInterval {
        guard let clock else { return local }
        return (beginResolved ? timing.beginTime - animation.beginDelay : local) + clock.elapsed
    }

    init(key: String?, animation: CAAnimation, compiled: (any CompiledAnimation)?) {
        self.key = key
        self.animation = animation
        self.compiled = compiled
        self.timing = animation.timingModel
        self.beginResolved = animation.beginTime != 0
    }

    /// Tells the delegate and the completion groups that the animation stopped.
    func notifyStopped(finished: Bool) {
        animation.delegate?.animationDidStop(animation, finished: finished)
        // Innermost group first: a nested transaction completes before the one around it.
        for group in groups.reversed() { group.animationStopped(finished: finished) }
    }

    func setBeginTime(_ t: CFTimeInterval) {
        animation.beginTime = t
        timing.beginTime = t
        compiled?.timing.beginTime = t
        beginResolved = true
    }
}

extension CALayer {
    func attach(_ anim: CAAnimation, forKey key: String?) {
        let engine = self.engine
        if isPresentationCopy {
            engine.report(UIKitDiagnostic(kind: .misuse, message: "An animation was added to a presentation layer; add it to the model layer (the view's layer) instead.", time: engine.currentTime))
            return
        }
        let copy = anim.copy() as! CAAnimation
        normalizeDurations(copy)
        // CATransaction.h: "when set to a non-nil value any animations added to layers will have
        // this value set as their timingFunction property" — whatever they had.
        if let function = engine.transactions.animationTimingFunction { copy.timingFunction = function }
        var compiled: (any CompiledAnimation)?
        do {
            compiled = try compile(copy)
        } catch {
            engine.report(UIKitDiagnostic(kind: error.kind, message: error.message, time: engine.currentTime))
        }
        if let key { removeAnimation(forKey: key) }
        let record = AttachedAnimation(key: key, animation: copy, compiled: compiled)
        record.clock = copy.interactionClock
        engine.animationSequence += 1
        record.sequence = engine.animationSequence
        record.groups = engine.transactions.joinCurrentGroups()
        attached.append(record)
        engine.registerAnimated(self)
    }

    /// A duration of 0 (or less) means the current transaction's `animationDuration` (0.25 s
    /// unless a transaction sets one) for an animation added to a layer, as CALayer.h says, and
    /// the group's duration for an animation inside a group.
    private func normalizeDurations(_ anim: CAAnimation, inherited: CFTimeInterval? = nil) {
        if anim.duration <= 0 { anim.duration = inherited ?? engine.transactions.animationDuration }
        if let group = anim as? CAAnimationGroup {
            for child in group.animations ?? [] { normalizeDurations(child, inherited: group.duration) }
        }
    }

    private func compile(_ anim: CAAnimation) throws(AnimationProblem) -> any CompiledAnimation {
        if let group = anim as? CAAnimationGroup {
            var children: [any CompiledAnimation] = []
            for child in group.animations ?? [] { children.append(try compile(child)) }
            return CompiledGroup(timing: group.timingModel, timingFunction: group.timingFunction, children: children)
        }
        guard let property = anim as? CAPropertyAnimation else {
            throw AnimationProblem(kind: .misuse, message: "\(anim.summary) animates nothing: use CABasicAnimation, CAKeyframeAnimation, CASpringAnimation or CAAnimationGroup.")
        }
        let binding = try AnimatableProperties.property(property.keyPath, for: self, animation: property)
        return try binding.compile(property)
    }

    /// The attached animation under `key` (a copy of what was added), or nil.
    public func animation(forKey key: String) -> CAAnimation? {
        attached.last { $0.key == key }?.animation
    }

    /// Keys of the attached animations, in the order added (animations added with a nil key
    /// are not listed).
    public func animationKeys() -> [String]? {
        let keys = attached.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Detaches the animation under `key`; its delegate and completion blocks hear
    /// `finished == false` (on the next run-loop turn, as on iOS).
    public func removeAnimation(forKey key: String) {
        let removed = attached.filter { $0.key == key }
        attached.removeAll { $0.key == key }
        for record in removed { stop(record, finished: false, deferred: true) }
    }

    /// Detaches every animation; each stops with `finished == false`.
    public func removeAllAnimations() {
        let removed = attached
        attached = []
        for record in removed { stop(record, finished: false, deferred: true) }
    }

    var hasAttachedAnimations: Bool { !attached.isEmpty }

    /// Every animation on the layer that has not ended or was kept after its end, those added
    /// without a key too (`animationKeys()` lists only the keyed ones): for graders.
    package var attachedAnimations: [CAAnimation] { attached.map(\.animation) }

    /// The latest end, in this layer's time, of the animations in its subtree (begin + active
    /// duration; animations not yet committed count from now).
    func longestAnimationInSubtree() -> CFTimeInterval {
        var longest = 0.0
        for record in attached where record.timing.playingTimeInParentTime.isFinite {
            let begin = record.beginResolved ? record.timing.beginTime : (localTime(atGlobalTime: engine.currentTime) ?? 0) + record.animation.beginDelay
            longest = Swift.max(longest, begin + record.timing.playingTimeInParentTime)
        }
        for sublayer in storedSublayers { longest = Swift.max(longest, sublayer.longestAnimationInSubtree()) }
        return longest
    }

    /// Tells the delegate and the completion groups that `record` stopped.
    func stop(_ record: AttachedAnimation, finished: Bool, deferred: Bool) {
        guard !record.stopped else { return }
        record.stopped = true
        if deferred {
            engine.performOnNextTurn { record.notifyStopped(finished: finished) }
        } else {
            record.notifyStopped(finished: finished)
        }
    }

    /// At a commit: gives animations added this turn their begin time (the layer's local time
    /// now) and reports the ones that have started.
    func resolvePendingAnimations(engine: UIKitEngine) {
        let now = localTime(atGlobalTime: engine.currentTime) ?? 0
        for record in attached where !record.beginResolved {
            record.setBeginTime(now + record.animation.beginDelay)
        }
    }

    /// Animations whose begin time has come since the last look (marked started).
    func collectStartedAnimations(at globalTime: CFTimeInterval) -> [AttachedAnimation] {
        guard let local = localTime(atGlobalTime: globalTime) else { return [] }
        var result: [AttachedAnimation] = []
        for record in attached where record.beginResolved && !record.started && !record.stopped {
            if record.timing.hasBegun(atParentTime: record.parentTime(local)) {
                record.started = true
                result.append(record)
            }
        }
        return result
    }

    /// At each frame: starts and ends. While the layer's time runs forwards an animation ends
    /// when it has played its last frame — the end of its active span, or local time 0 for an
    /// animation with a negative `speed`; while the layer's time runs backwards (a layer above
    /// with a negative speed) it ends, once started, when that time is back before its begin
    /// time. While time is paused (a layer with `speed == 0` above it) nothing ends.
    func collectEndedAnimations(at globalTime: CFTimeInterval) -> [AttachedAnimation] {
        guard let local = localTime(atGlobalTime: globalTime) else { return [] }
        let direction = chainSpeed
        var ended: [AttachedAnimation] = []
        for record in attached where record.beginResolved && !record.stopped {
            let timing = record.timing
            // An interaction's animation goes the way the interaction plays it.
            let direction = record.clock?.direction ?? direction
            let time = record.parentTime(local)
            let forwardEnd = direction > 0 && timing.hasPlayedItsLastFrame(atParentTime: time)
            let backwardEnd = direction < 0 && record.started && !timing.hasBegun(atParentTime: time)
            if forwardEnd || backwardEnd { ended.append(record) }
        }
        return ended
    }

    /// Whether removing `record` (an animation that has just ended) changes what the layer shows
    /// at `globalTime`: its model value is not the one the animation ends on.
    func removalChangesPresentation(_ record: AttachedAnimation, at globalTime: CFTimeInterval) -> Bool {
        let shown = presentationState(atGlobalTime: globalTime)
        record.hiddenFromDrawing = true
        defer { record.hiddenFromDrawing = false }
        return presentationState(atGlobalTime: globalTime) != shown
    }

    /// Marks an animation that reached its end as stopped (and removes it unless it is kept).
    func markEnded(_ record: AttachedAnimation) {
        guard !record.stopped else { return }
        record.stopped = true
        if record.animation.isRemovedOnCompletion { attached.removeAll { $0 === record } }
    }

    /// Descriptions of animations that keep the engine busy (not ones repeating for ever).
    func runningAnimationDescriptions(at globalTime: CFTimeInterval) -> [String] {
        let paused = chainSpeed == 0
        return attached.filter { !$0.stopped && ($0.timing.runsBackwards || $0.timing.activeDuration.isFinite) }.map { record in
            let what = record.animation.summary
            let whereabouts = name.map { " on layer \"\($0)\"" } ?? " on a \(type(of: self))"
            if record.clock?.progress != nil { return "\(what)\(whereabouts) belongs to a UIViewPropertyAnimator (a paused one waits for startAnimation, continueAnimation or stopAnimation)" }
            if record.clock?.direction == 0 { return "\(what)\(whereabouts) is held by an interactive transition (call update, finish or cancel)" }
            return paused ? "\(what)\(whereabouts) is paused (a layer above it has speed 0)" : "\(what)\(whereabouts) is running"
        }
    }
}
