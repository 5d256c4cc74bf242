extension CALayer {
    /// A copy of the layer showing what is on screen now: model values with every attached
    /// animation applied at the current time. Nil until the layer has been on screen at a commit,
    /// as on iOS. Its sublayers, superlayer and mask are presentation copies too.
    public func presentation() -> Self? {
        if isPresentationCopy { return self }
        guard hasBeenCommitted else { return nil }
        let copy = type(of: self).init(layer: self)
        copy.presentationSource = self
        copy.modelState = presentationState(atGlobalTime: engine.currentTime)
        return copy
    }

    /// The model layer (the receiver itself, or the layer a presentation copy was made from).
    public func model() -> Self {
        (presentationSource as? Self) ?? self
    }

    /// The presentation values at global time `t`.
    package func presentationState(atGlobalTime t: CFTimeInterval) -> LayerState {
        guard let local = localTime(atGlobalTime: t) else { return modelState }
        return presentationState(atLocalTime: local)
    }

    /// The presentation values when the layer's local time is `local`. Animations added during
    /// the current turn (not yet committed) show their start.
    package func presentationState(atLocalTime local: CFTimeInterval) -> LayerState {
        if attached.isEmpty { return modelState }
        var state = modelState
        for record in attached where !record.hiddenFromDrawing {
            guard var compiled = record.compiled else { continue }
            if let progress = record.clock?.progress {
                compiled.apply(progress: progress(), to: &state, model: modelState)
                continue
            }
            if !record.beginResolved { compiled.timing.beginTime = local + record.animation.beginDelay }
            compiled.apply(atParentTime: record.parentTime(local), to: &state, model: modelState)
        }
        return state
    }

    /// Reads an animatable property by key path (`"transform.rotation.z"`, `"opacity"`), as
    /// key-value coding does on iOS. The value is the Swift type (`CGFloat`, `Float`, `CGPoint`,
    /// `CATransform3D`, ...). Nil for a key that is not an animatable property.
    public func value(forKeyPath keyPath: String) -> Any? {
        AnimatableProperties.table[keyPath]?.boxedValue(in: modelState)
    }

    public func value(forKey key: String) -> Any? { value(forKeyPath: key) }
}
