/// The timing model shared by layers and animations.
///
/// Local time from parent time is `t = (t_parent − beginTime) × speed + timeOffset`, applied at
/// every level from the root layer down to each animation. See `docs/FIDELITY.md` for the whole
/// time chain.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// When the object starts, in its parent's time.
    var beginTime: CFTimeInterval { get set }
    /// Length of one cycle (0 means the transaction's `animationDuration`, 0.25 s by default,
    /// when an animation is added to a layer).
    var duration: CFTimeInterval { get set }
    /// Time scale: 2 runs twice as fast, 0 pauses, −1 runs backwards (an animation from its
    /// `timeOffset` down to 0).
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

    /// Whether the object runs backwards through its active span (a negative `speed`).
    var runsBackwards: Bool { speed < 0 }

    /// Local time for a negative speed, CAMediaTiming.h's `t = (tp − begin) × speed + offset`:
    /// `timeOffset` at the begin time, then running down towards 0 (no wrapping).
    func backwardsLocalTime(atParentTime t: CFTimeInterval) -> Double { (t - beginTime) * speed + timeOffset }

    /// Whether the begin time has come at parent time `t` (a paused object, speed 0, has begun
    /// at once, as before).
    func hasBegun(atParentTime t: CFTimeInterval) -> Bool {
        runsBackwards ? t >= beginTime : elapsed(atParentTime: t) >= 0
    }

    /// Whether the object has played its last frame by parent time `t`, parent time running
    /// forwards: the end of its active span, or — running backwards — local time 0.
    func hasPlayedItsLastFrame(atParentTime t: CFTimeInterval) -> Bool {
        if runsBackwards { return t >= beginTime && backwardsLocalTime(atParentTime: t) <= 1e-9 }
        return speed > 0 && elapsed(atParentTime: t) >= activeDuration - 1e-9
    }

    /// How long the object plays, in its parent's time: the active span at `speed`, or — running
    /// backwards — the time local time takes to run down from `timeOffset` to 0 (infinite when
    /// paused or repeating for ever).
    var playingTimeInParentTime: Double {
        if runsBackwards { return Swift.max(timeOffset, 0) / -speed }
        return speed > 0 ? activeDuration / speed : .infinity
    }

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
        if runsBackwards { return backwardsDisplayedPosition(atParentTime: t) }
        switch phase(atParentTime: t) {
        case .before:
            return fillMode == .backwards || fillMode == .both ? startPosition : nil
        case let .active(fraction, iteration):
            return (fraction, iteration)
        case .after:
            return fillMode == .forwards || fillMode == .both ? endPosition : nil
        }
    }

    /// A negative speed: from its begin time local time runs down from `timeOffset` (clamped to
    /// the active span) to 0, where the object ends. Fill modes clamp local time as CAMediaTiming.h
    /// says: below 0 a backwards fill (or both) holds the start of the span, above the span a
    /// forwards fill (or both) holds its end. Before its begin time a backwards fill shows the
    /// first frame it will play, as for a forwards animation.
    private func backwardsDisplayedPosition(atParentTime t: CFTimeInterval) -> (fraction: Double, iteration: Int)? {
        let fillsBackwards = fillMode == .backwards || fillMode == .both
        let fillsForwards = fillMode == .forwards || fillMode == .both
        let active = activeDuration
        if t < beginTime {
            return fillsBackwards ? unwrappedPosition(atLocalTime: Swift.min(Swift.max(timeOffset, 0), active)) : nil
        }
        let local = backwardsLocalTime(atParentTime: t)
        if local > active + 1e-9 { return fillsForwards ? unwrappedPosition(atLocalTime: active) : nil }
        if local < -1e-9 { return fillsBackwards ? unwrappedPosition(atLocalTime: 0) : nil }
        return unwrappedPosition(atLocalTime: Swift.min(Swift.max(local, 0), active))
    }

    /// The cycle position at local time `local` inside the active span, without `timeOffset`'s
    /// wrapping; the very end of the span is the end of the last cycle.
    func unwrappedPosition(atLocalTime local: Double) -> (fraction: Double, iteration: Int) {
        let active = activeDuration, cycle = cycleDuration
        if active.isFinite, cycle > 0, abs(local - active) <= 1e-9 {
            let cycles = active / cycle
            if abs(cycles - cycles.rounded()) < 1e-9, cycles >= 1 {
                return (autoreverses ? 0 : 1, Int(cycles.rounded()) - 1)
            }
        }
        if case let .active(fraction, iteration) = cyclePosition(local) { return (fraction, iteration) }
        return (0, 0)
    }
}
