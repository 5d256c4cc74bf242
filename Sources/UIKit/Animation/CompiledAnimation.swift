/// An animation attached to a layer, ready to be evaluated: its values converted to the
/// property's type and its timing frozen.
@MainActor
protocol CompiledAnimation {
    var timing: TimingModel { get set }
    /// Writes the animation's value at parent time `t` into `state`. `model` is the layer's model.
    func apply(atParentTime t: CFTimeInterval, to state: inout LayerState, model: LayerState)
    /// Writes the animation's value at `progress` (0 at its start, 1 at its end, beyond for an
    /// overshoot), its own timing ignored: a `UIViewPropertyAnimator` paces its animations itself.
    func apply(progress: Double, to state: inout LayerState, model: LayerState)
    /// The animated key paths, for messages.
    var keyPaths: [String] { get }
}

@MainActor
struct CompiledProperty<Value: AnimatableValue>: CompiledAnimation {
    struct Common {
        var key: PropertyKey<Value>
        var keyPath: String
        var timing: TimingModel
        var timingFunction: CAMediaTimingFunction?
        var additive: Bool
        var cumulative: Bool
    }

    enum Source {
        case basic(from: Value?, to: Value?, by: Value?)
        case spring(SpringModel, from: Value?, to: Value?, by: Value?)
        case keyframes(values: [Value], keyTimes: [Double], functions: [CAMediaTimingFunction]?, mode: CAAnimationCalculationMode)
        /// Motion along a path (Value is CGPoint).
        case path(PathMotion, functions: [CAMediaTimingFunction]?)
    }

    var common: Common
    let source: Source

    init(common: Common, source: Source) {
        self.common = common
        self.source = source
    }

    var timing: TimingModel {
        get { common.timing }
        set { common.timing = newValue }
    }

    var keyPaths: [String] { [common.keyPath] }

    func apply(atParentTime t: CFTimeInterval, to state: inout LayerState, model: LayerState) {
        guard let position = common.timing.displayedPosition(atParentTime: t) else { return }
        let base = common.key.get(state)
        guard var result = value(atFraction: position.fraction, base: base) else { return }
        if common.cumulative, position.iteration > 0,
           let endOfCycle = value(atFraction: common.timing.autoreverses ? 0 : 1, base: base) {
            // "The value at the end of the previous repeat cycle, plus the value of the current
            // repeat cycle" (CAPropertyAnimation): cycle n adds n × the value a cycle ends on.
            var accumulated = endOfCycle
            for _ in 1..<position.iteration { accumulated = endOfCycle.added(to: accumulated) ?? accumulated }
            result = result.added(to: accumulated) ?? result
        }
        if common.additive { result = result.added(to: base) ?? result }
        common.key.set(&state, result)
    }

    func apply(progress: Double, to state: inout LayerState, model: LayerState) {
        let base = common.key.get(state)
        let value: Value?
        switch source {
        case let .basic(from, to, by), let .spring(_, from, to, by):
            let (a, b) = ends(from: from, to: to, by: by, base: base)
            value = a.interpolated(to: b, progress) ?? b
        case let .keyframes(values, keyTimes, functions, mode):
            value = Self.keyframeValue(values: values, keyTimes: keyTimes, functions: functions, mode: mode, at: Swift.min(Swift.max(progress, 0), 1))
        case let .path(motion, functions):
            value = motion.point(at: Swift.min(Swift.max(progress, 0), 1), functions: functions) as? Value
        }
        guard var result = value else { return }
        if common.additive { result = result.added(to: base) ?? result }
        common.key.set(&state, result)
    }

    /// The (un-added) value at cycle fraction `f`; `base` stands in for missing from/to values.
    func value(atFraction f: Double, base: Value) -> Value? {
        switch source {
        case let .basic(from, to, by):
            let (a, b) = ends(from: from, to: to, by: by, base: base)
            let p = common.timingFunction?.progress(at: f) ?? f
            return a.interpolated(to: b, p) ?? b
        case let .spring(spring, from, to, by):
            let (a, b) = ends(from: from, to: to, by: by, base: base)
            let p = spring.value(at: f * common.timing.duration)
            return a.interpolated(to: b, p) ?? b
        case let .keyframes(values, keyTimes, functions, mode):
            let p = common.timingFunction?.progress(at: f) ?? f
            return Self.keyframeValue(values: values, keyTimes: keyTimes, functions: functions, mode: mode, at: p)
        case let .path(motion, functions):
            let p = common.timingFunction?.progress(at: f) ?? f
            return motion.point(at: p, functions: functions) as? Value
        }
    }

    private func ends(from: Value?, to: Value?, by: Value?, base: Value) -> (Value, Value) {
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, b.added(to: f) ?? f)
        case let (nil, t?, b?): return (t.delta(from: b) ?? t, t)
        case let (f?, nil, nil): return (f, base)
        case let (nil, t?, nil): return (base, t)
        case let (nil, nil, b?): return (base, b.added(to: base) ?? base)
        case (nil, nil, nil): return (base, base)
        }
    }

    static func keyframeValue(values: [Value], keyTimes: [Double], functions: [CAMediaTimingFunction]?, mode: CAAnimationCalculationMode, at p: Double) -> Value? {
        let n = values.count
        guard n > 1 else { return values.first }
        if mode == .discrete {
            var index = 0
            for i in 0..<Swift.min(n, keyTimes.count) where p >= keyTimes[i] { index = i }
            if p >= 1 { index = n - 1 }
            return values[index]
        }
        if p <= keyTimes[0] { return values[0] }
        if p >= keyTimes[n - 1] { return values[n - 1] }
        var i = 0
        while i < n - 2 && p >= keyTimes[i + 1] { i += 1 }
        let span = keyTimes[i + 1] - keyTimes[i]
        var u = span > 0 ? (p - keyTimes[i]) / span : 1
        if mode != .paced, mode != .cubicPaced, let functions, i < functions.count {
            u = functions[i].progress(at: u)
        }
        if mode == .cubic || mode == .cubicPaced {
            let p0 = values[Swift.max(i - 1, 0)], p3 = values[Swift.min(i + 2, n - 1)]
            return Value.catmullRom(p0, values[i], values[i + 1], p3, u)
        }
        return values[i].interpolated(to: values[i + 1], u) ?? values[i + 1]
    }
}

/// A group: its children take the group's local time as their parent time.
@MainActor
struct CompiledGroup: CompiledAnimation {
    var timing: TimingModel
    var timingFunction: CAMediaTimingFunction?
    var children: [any CompiledAnimation]

    var keyPaths: [String] { children.flatMap(\.keyPaths) }

    func apply(atParentTime t: CFTimeInterval, to state: inout LayerState, model: LayerState) {
        guard let position = timing.displayedPosition(atParentTime: t) else { return }
        let f = timingFunction?.progress(at: position.fraction) ?? position.fraction
        let local = f * timing.duration
        for child in children { child.apply(atParentTime: local, to: &state, model: model) }
    }

    func apply(progress: Double, to state: inout LayerState, model: LayerState) {
        for child in children { child.apply(progress: progress, to: &state, model: model) }
    }
}
