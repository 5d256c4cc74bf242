extension CALayer {
    /// The homography from this layer's bounds space to its chain parent's bounds space, from
    /// the given states (model or presentation).
    nonisolated package static func toParentHomography(_ state: LayerState, parent: LayerState?, isMask: Bool) -> Homography {
        let parentTransform = isMask ? CATransform3DIdentity : (parent?.sublayerTransform ?? CATransform3DIdentity)
        let anchor = parent?.sublayerAnchor ?? .zero
        return Homography(state.toSuperlayerMatrix(superSublayerTransform: parentTransform, superAnchorOffset: anchor))
    }

    /// The homography from this layer's bounds space to its root's parent space (model values).
    func homographyToRoot() -> Homography {
        var h = Homography.identity
        var current: CALayer? = self
        while let layer = current {
            let parent = layer.chainParent
            h = h.then(CALayer.toParentHomography(layer.modelState, parent: parent?.modelState, isMask: layer.storedSuperlayer == nil && layer.maskOwner != nil))
            current = parent
        }
        return h
    }

    /// Converts a point from `l`'s coordinate space (or the root space for nil) to this layer's,
    /// through every transform (including perspective) on the way.
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        let toRoot = l?.homographyToRoot() ?? .identity
        guard let fromRoot = homographyToRoot().inverted() else { return p }
        return toRoot.then(fromRoot).map(p)
    }

    /// Converts a point from this layer's coordinate space to `l`'s (or the root space for nil).
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        if let l { return l.convert(p, from: self) }
        return homographyToRoot().map(p)
    }

    /// Converts a rectangle from `l`'s space: the bounding box of its four mapped corners.
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        let s = r.standardized
        return CGRect.boundingBox(of: [
            CGPoint(x: s.minX, y: s.minY), CGPoint(x: s.maxX, y: s.minY),
            CGPoint(x: s.minX, y: s.maxY), CGPoint(x: s.maxX, y: s.maxY),
        ].map { convert($0, from: l) })
    }

    /// Converts a rectangle to `l`'s space: the bounding box of its four mapped corners.
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        let s = r.standardized
        return CGRect.boundingBox(of: [
            CGPoint(x: s.minX, y: s.minY), CGPoint(x: s.maxX, y: s.minY),
            CGPoint(x: s.minX, y: s.maxY), CGPoint(x: s.maxX, y: s.maxY),
        ].map { convert($0, to: l) })
    }


    func hitTestLayers(_ p: CGPoint) -> CALayer? {
        if modelState.isHidden { return nil }
        let h = CALayer.toParentHomography(modelState, parent: storedSuperlayer?.modelState, isMask: false)
        guard let inverse = h.inverted() else { return nil }
        let local = inverse.map(p)
        if modelState.masksToBounds && !contains(local) { return nil }
        for layer in sublayersInDrawingOrder.reversed() {
            if let hit = layer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }
}
