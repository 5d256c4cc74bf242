extension CALayer {
    func lookUpAction(forKey event: String) -> CAAction? {
        if let delegate, let action = delegate.action(for: self, forKey: event) {
            return action is NSNull ? nil : action
        }
        if let action = actions?[event] {
            return action is NSNull ? nil : action
        }
        return type(of: self).defaultAction(forKey: event)
    }

    static func implicitAnimation(forKey event: String) -> CAAction? {
        guard let property = AnimatableProperties.table[event], property.implicitlyAnimates else { return nil }
        return CABasicAnimation(keyPath: event)
    }

    /// The action to run for a change of `key`, decided before the value changes (so an
    /// implicit animation starts from what is on screen).
    func actionForChange(_ key: String) -> CAAction? {
        guard !isPresentationCopy, !engine.transactions.disableActions else { return nil }
        if let delegate, let action = delegate.action(for: self, forKey: key) {
            return action is NSNull ? nil : action
        }
        let explicit = actions?[key]
        if explicit is NSNull { return nil }
        // Standalone layers animate implicitly only once they have been on screen.
        guard explicit != nil || hasBeenCommitted,
              let property = AnimatableProperties.table[key], property.implicitlyAnimates,
              property.onlyOn?.matches(self) ?? true
        else { return explicit }
        guard let action = explicit ?? type(of: self).defaultAction(forKey: key) else { return nil }
        guard let basic = action as? CABasicAnimation,
              basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil
        else { return action }
        // "Interpolate from the previous value in the render tree to the new value."
        let implicit = basic.copy() as! CABasicAnimation
        implicit.fromValue = property.boxedValue(in: presentationState(atGlobalTime: engine.currentTime))
        if implicit.duration <= 0 { implicit.duration = engine.transactions.animationDuration }
        if implicit.timingFunction == nil {
            implicit.timingFunction = engine.transactions.animationTimingFunction ?? CAMediaTimingFunction(name: .default)
        }
        return implicit
    }
}
