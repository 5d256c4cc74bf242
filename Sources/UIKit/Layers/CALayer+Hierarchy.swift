extension CALayer {
    /// The layer's sublayers, back to front; nil when it has none.
    public var sublayers: [CALayer]? {
        get {
            if let source = presentationSource {
                let copies = source.storedSublayers.compactMap { $0.presentation() }
                return copies.isEmpty ? nil : copies
            }
            return storedSublayers.isEmpty ? nil : storedSublayers
        }
        set {
            for layer in storedSublayers { layer.storedSuperlayer = nil }
            storedSublayers = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// The layer this one is a sublayer of.
    public var superlayer: CALayer? {
        if let source = presentationSource { return source.storedSuperlayer?.presentation() }
        return storedSuperlayer
    }

    /// Appends `layer` as the front-most sublayer (removing it from its old superlayer).
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(storedSublayers.count - (layer.storedSuperlayer === self ? 1 : 0)))
    }

    /// Inserts `layer` at `idx` in the sublayers (clamped to the end).
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        precondition(layer !== self && !isDescendantLayer(of: layer), "A layer cannot be added to itself or to one of its own sublayers.")
        layer.removeFromSuperlayer()
        let index = Swift.min(Int(idx), storedSublayers.count)
        storedSublayers.insert(layer, at: index)
        layer.storedSuperlayer = self
        setNeedsLayout()
    }

    /// Inserts `layer` just below `sibling` (at the back if `sibling` is nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        if let sibling, sibling !== layer, storedSublayers.contains(where: { $0 === sibling }) {
            layer.removeFromSuperlayer()
            let index = storedSublayers.firstIndex { $0 === sibling }!
            insertSublayer(layer, at: UInt32(index))
        } else {
            insertSublayer(layer, at: 0)
        }
    }

    /// Inserts `layer` just above `sibling` (at the front if `sibling` is nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        if let sibling, sibling !== layer, storedSublayers.contains(where: { $0 === sibling }) {
            layer.removeFromSuperlayer()
            let index = storedSublayers.firstIndex { $0 === sibling }!
            insertSublayer(layer, at: UInt32(index + 1))
        } else {
            addSublayer(layer)
        }
    }

    /// Puts `newLayer` where `oldLayer` is.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = storedSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Detaches the layer from its superlayer (or from the layer it masks).
    public func removeFromSuperlayer() {
        if let parent = storedSuperlayer {
            parent.storedSublayers.removeAll { $0 === self }
            storedSuperlayer = nil
            parent.setNeedsLayout()
        }
    }

    func isDescendantLayer(of ancestor: CALayer) -> Bool {
        var current = storedSuperlayer
        while let layer = current {
            if layer === ancestor { return true }
            current = layer.storedSuperlayer
        }
        return false
    }

    /// The parent in the time and coordinate chain: the superlayer, or the masked layer for a mask.
    var chainParent: CALayer? { storedSuperlayer ?? maskOwner }

    /// Marks the layer, its sublayers and its mask as committed (on screen at a commit).
    func markCommitted() {
        hasBeenCommitted = true
        storedMask?.markCommitted()
        for layer in storedSublayers { layer.markCommitted() }
    }

    /// Sublayers in drawing order: by `zPosition`, then by order in `sublayers`.
    package var sublayersInDrawingOrder: [CALayer] {
        if storedSublayers.count < 2 || storedSublayers.allSatisfy({ $0.modelState.zPosition == 0 }) { return storedSublayers }
        return storedSublayers.enumerated().sorted { a, b in
            a.element.modelState.zPosition != b.element.modelState.zPosition
                ? a.element.modelState.zPosition < b.element.modelState.zPosition : a.offset < b.offset
        }.map(\.element)
    }

    package var modelSublayers: [CALayer] { storedSublayers }
    package var modelMask: CALayer? { storedMask }

    // MARK: Layout

    /// Marks the layer as needing `layoutSublayers()` at the next commit.
    public func setNeedsLayout() { needsLayoutFlag = true }

    public func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out now if needed. As Core Animation documents, the superlayers are traversed up to
    /// the last one that needs layout, and the tree beneath it is laid out: so a view whose
    /// constraints changed is placed by its superview even when you ask the view itself.
    public func layoutIfNeeded() {
        var top = self
        while let parent = top.storedSuperlayer, parent.needsLayoutFlag { top = parent }
        top.layoutTreeIfNeeded()
    }

    /// Lays out this layer if it needs it, then its sublayers.
    func layoutTreeIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for layer in storedSublayers { layer.layoutTreeIfNeeded() }
    }

}
