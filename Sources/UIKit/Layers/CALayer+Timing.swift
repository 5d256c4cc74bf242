extension CALayer {
    /// Local time from the chain parent's time: `(t − beginTime) × speed + timeOffset`. A layer
    /// with a `duration` also has an active span (with cycles, autoreverse and fill), outside
    /// which it shows nothing: then nil.
    package func localTime(fromParentTime t: CFTimeInterval) -> CFTimeInterval? {
        if duration <= 0 && repeatDuration <= 0 {
            return (t - beginTime) * Double(speed) + timeOffset
        }
        let timing: TimingModel
        if duration > 0 {
            timing = TimingModel(
                beginTime: beginTime, duration: duration, speed: Double(speed),
                timeOffset: timeOffset, repeatCount: Double(repeatCount), repeatDuration: repeatDuration,
                autoreverses: autoreverses, fillMode: fillMode)
        } else {
            // No duration: one endless cycle (so nothing repeats or reverses), cut off after
            // `repeatDuration` — the same as a single cycle that long.
            timing = TimingModel(
                beginTime: beginTime, duration: repeatDuration, speed: Double(speed),
                timeOffset: timeOffset, repeatCount: 0, repeatDuration: 0,
                autoreverses: false, fillMode: fillMode)
        }
        guard let position = timing.displayedPosition(atParentTime: t) else { return nil }
        return position.fraction * timing.duration
    }

    /// This layer's local time at global time `t` (nil when the layer is outside its active span).
    package func localTime(atGlobalTime t: CFTimeInterval) -> CFTimeInterval? {
        if let parent = chainParent {
            guard let parentTime = parent.localTime(atGlobalTime: t) else { return nil }
            return localTime(fromParentTime: parentTime)
        }
        return localTime(fromParentTime: t)
    }

    /// The global time at which this layer's local time is `t` (undefined when a layer on the
    /// way is paused: then that layer's `beginTime` is used).
    func globalTime(fromLocalTime t: CFTimeInterval) -> CFTimeInterval {
        let parentTime = speed == 0 ? beginTime : (t - timeOffset) / Double(speed) + beginTime
        return chainParent?.globalTime(fromLocalTime: parentTime) ?? parentTime
    }

    /// The product of the speeds of this layer and its ancestors: 0 when time is paused
    /// somewhere above, negative when it runs backwards.
    var chainSpeed: Double {
        var s = Double(speed)
        var current = chainParent
        while let layer = current {
            s *= Double(layer.speed)
            current = layer.chainParent
        }
        return s
    }

    /// Converts a time from `l`'s time space (or global time, for nil) to this layer's.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        let global = l?.globalTime(fromLocalTime: t) ?? t
        return localTime(atGlobalTime: global) ?? global
    }

    /// Converts a time from this layer's time space to `l`'s (or to global time, for nil).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let global = globalTime(fromLocalTime: t)
        guard let l else { return global }
        return l.localTime(atGlobalTime: global) ?? global
    }
}
