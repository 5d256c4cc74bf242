/// The timing model shared by layers and animations.
///
/// Local time from parent time is `t = (t_parent − beginTime) × speed + timeOffset`, applied at
/// every level from the root layer down to each animation. See `docs/FIDELITY.md` for the whole
/// time chain.
@MainActor
public protocol CAMediaTiming: AnyObject {
    /// When the object starts, in its parent's time.
    var beginTime: CFTimeInterval { get set }
    /// Length of one cycle (animations only; 0 means 0.25 s when the animation is added).
    var duration: CFTimeInterval { get set }
    /// Time scale: 2 runs twice as fast, 0 pauses, −1 runs backwards.
    var speed: Float { get set }
    /// Added to local time after scaling.
    var timeOffset: CFTimeInterval { get set }
    /// Number of cycles (may be fractional; `.infinity` repeats forever).
    var repeatCount: Float { get set }
    /// Total time to repeat for, instead of a count.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether every cycle plays forwards then backwards.
    var autoreverses: Bool { get set }
    /// What shows before the start and after the end.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// The timing values of an animation, frozen when the animation is added to a layer.
struct TimingModel {
    var beginTime: CFTimeInterval
    var duration: CFTimeInterval
    var speed: Double
    var timeOffset: CFTimeInterval
    var repeatCount: Double
    var repeatDuration: CFTimeInterval
    var autoreverses: Bool
    var fillMode: CAMediaTimingFillMode

    var cycleDuration: Double { duration * (autoreverses ? 2 : 1) }

    /// The whole active span: `repeatDuration` if set, else cycles × count (at least one cycle).
    var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return cycleDuration * repeatCount }
        return cycleDuration
    }

    /// Where an animation is at a given parent time.
    enum Phase: Equatable {
        /// Not started; `fraction` is what a backwards fill shows.
        case before
        /// Running: `fraction` of its cycle (before the timing function), in cycle `iteration`.
        case active(fraction: Double, iteration: Int)
        /// Ended.
        case after
    }

    /// Time elapsed in the active span (after speed, before the offset).
    func elapsed(atParentTime t: CFTimeInterval) -> Double { (t - beginTime) * speed }

    func phase(atParentTime t: CFTimeInterval) -> Phase {
        let e = elapsed(atParentTime: t)
        if e < 0 { return .before }
        if abs(e - activeDuration) <= 1e-9 {
            // Exactly at the end (a group holding its children at its own end): the end value.
            let end = endPosition
            return .active(fraction: end.fraction, iteration: end.iteration)
        }
        if e > activeDuration { return .after }
        return position(atActiveTime: e)
    }

    /// The position within the cycle at elapsed active time `e`, with `timeOffset` wrapping around
    /// the active span (so a 2 s animation with offset 1 plays 1…2 then 0…1).
    func position(atActiveTime e: Double) -> Phase {
        var local = e + timeOffset
        let active = activeDuration
        if timeOffset != 0, active.isFinite, active > 0 {
            local = local.truncatingRemainder(dividingBy: active)
            if local < 0 { local += active }
        }
        return cyclePosition(local)
    }

    func cyclePosition(_ local: Double) -> Phase {
        let cycle = cycleDuration
        guard cycle > 0 else { return .active(fraction: 1, iteration: 0) }
        // Clamped so that absurd timings (a cycle of 1e-300 s) cannot overflow the count.
        let cycles = (local / cycle).rounded(.down)
        guard cycles.isFinite else { return .active(fraction: 1, iteration: 0) }
        var iteration = Int(Swift.min(Swift.max(cycles, -1e15), 1e15))
        var inCycle = local - Double(iteration) * cycle
        if inCycle < 0 { inCycle = 0 }
        if inCycle > cycle { inCycle = cycle; iteration = Swift.max(iteration, 0) }
        if autoreverses && inCycle > duration { inCycle = cycle - inCycle }
        return .active(fraction: duration > 0 ? inCycle / duration : 1, iteration: iteration)
    }

    /// The cycle fraction a forwards fill shows after the end.
    var endPosition: (fraction: Double, iteration: Int) {
        let active = activeDuration
        guard active.isFinite else { return (1, 0) }
        var local = active + timeOffset
        if timeOffset != 0, active > 0 {
            local = local.truncatingRemainder(dividingBy: active)
            if local == 0 { local = active }
        }
        let cycle = cycleDuration
        guard cycle > 0 else { return (1, 0) }
        let cycles = local / cycle
        if abs(cycles - cycles.rounded()) < 1e-9, cycles >= 1 {
            return (autoreverses ? 0 : 1, Int(cycles.rounded()) - 1)
        }
        if case let .active(fraction, iteration) = cyclePosition(local) { return (fraction, iteration) }
        return (1, 0)
    }

    /// The cycle fraction a backwards fill shows before the start.
    var startPosition: (fraction: Double, iteration: Int) {
        if case let .active(fraction, iteration) = position(atActiveTime: 0) { return (fraction, iteration) }
        return (0, 0)
    }

    /// The fraction to show at parent time `t`, or nil if the animation shows nothing then.
    func displayedPosition(atParentTime t: CFTimeInterval) -> (fraction: Double, iteration: Int)? {
        switch phase(atParentTime: t) {
        case .before:
            return fillMode == .backwards || fillMode == .both ? startPosition : nil
        case let .active(fraction, iteration):
            return (fraction, iteration)
        case .after:
            return fillMode == .forwards || fillMode == .both ? endPosition : nil
        }
    }
}
