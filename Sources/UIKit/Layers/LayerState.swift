/// Every animatable property of a layer, as one value.
///
/// A layer's *model* is one `LayerState`; its *presentation* is another, computed from the model,
/// the attached animations and the time. The renderer reads presentation states only.
package struct LayerState: Equatable {
    package var bounds: CGRect = .zero
    package var position: CGPoint = .zero
    package var zPosition: CGFloat = 0
    package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    package var anchorPointZ: CGFloat = 0
    package var transform = CATransform3DIdentity
    package var sublayerTransform = CATransform3DIdentity
    package var opacity: Float = 1
    package var isHidden = false
    package var masksToBounds = false
    package var isDoubleSided = true
    package var backgroundColor: CGColor? = nil
    package var cornerRadius: CGFloat = 0
    /// Which corners `cornerRadius` rounds (not animatable: copied from the model).
    package var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    package var borderWidth: CGFloat = 0
    package var borderColor: CGColor? = .black
    package var shadowColor: CGColor? = .black
    package var shadowOpacity: Float = 0
    package var shadowOffset = CGSize(width: 0, height: -3)
    package var shadowRadius: CGFloat = 3
    package var shadowPath: CGPath? = nil
    // CAShapeLayer
    package var path: CGPath? = nil
    package var fillColor: CGColor? = .black
    package var strokeColor: CGColor? = nil
    package var lineWidth: CGFloat = 1
    package var strokeStart: CGFloat = 0
    package var strokeEnd: CGFloat = 1
    package var fillRule: CAShapeLayerFillRule = .nonZero
    // CAGradientLayer
    package var gradientColors: [CGColor]? = nil
    package var gradientLocations: [CGFloat]? = nil
    package var startPoint = CGPoint(x: 0.5, y: 0)
    package var endPoint = CGPoint(x: 0.5, y: 1)
    package var gradientType: CAGradientLayerType = .axial

    package init() {}

    /// The layer's frame in its superlayer: the bounding box of its bounds mapped through
    /// anchor point, transform and position.
    var frame: CGRect {
        let m = toSuperlayerMatrix(superSublayerTransform: CATransform3DIdentity, superAnchorOffset: .zero)
        let b = bounds
        let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                       CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY)].map { m.project($0) }
        return CGRect.boundingBox(of: corners)
    }

    /// The matrix taking a point of this layer's bounds space to its superlayer's bounds space:
    /// subtract the anchor's place in the bounds, apply `transform`, add `position`, then apply the
    /// superlayer's `sublayerTransform` about the superlayer's anchor point.
    ///
    /// - Parameters:
    ///   - superSublayerTransform: the superlayer's `sublayerTransform`.
    ///   - superAnchorOffset: where that transform is centred, in the superlayer's bounds space
    ///     (`bounds.origin + anchorPoint × bounds.size` of the superlayer).
    package func toSuperlayerMatrix(superSublayerTransform: CATransform3D, superAnchorOffset: CGPoint) -> CATransform3D {
        let anchor = CGPoint(
            x: bounds.origin.x + anchorPoint.x * bounds.size.width,
            y: bounds.origin.y + anchorPoint.y * bounds.size.height)
        var m = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ)
        if !CATransform3DIsIdentity(transform) { m = m.multiplied(by: transform) }
        m = m.multiplied(by: CATransform3DMakeTranslation(position.x, position.y, zPosition))
        if !CATransform3DIsIdentity(superSublayerTransform) {
            m = m.multiplied(by: CATransform3DMakeTranslation(-superAnchorOffset.x, -superAnchorOffset.y, 0))
                .multiplied(by: superSublayerTransform)
                .multiplied(by: CATransform3DMakeTranslation(superAnchorOffset.x, superAnchorOffset.y, 0))
        }
        return m
    }

    /// Where `sublayerTransform` is centred, in this layer's bounds space.
    package var sublayerAnchor: CGPoint {
        CGPoint(x: bounds.origin.x + anchorPoint.x * bounds.size.width,
                y: bounds.origin.y + anchorPoint.y * bounds.size.height)
    }
}
