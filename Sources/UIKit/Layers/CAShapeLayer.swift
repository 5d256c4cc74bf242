/// A layer that fills and strokes a path (in its own coordinate space).
///
/// As a mask, its filled area decides what shows. `path` does not animate implicitly; animate it
/// with `CABasicAnimation(keyPath: "path")` between paths with the same structure.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    open var path: CGPath? {
        get { modelState.path }
        set { setProperty("path", \.path, newValue) }
    }

    /// Opaque black by default; nil fills nothing.
    open var fillColor: CGColor? {
        get { modelState.fillColor }
        set { setProperty("fillColor", \.fillColor, newValue) }
    }

    /// Nil (no stroke) by default.
    open var strokeColor: CGColor? {
        get { modelState.strokeColor }
        set { setProperty("strokeColor", \.strokeColor, newValue) }
    }

    open var lineWidth: CGFloat {
        get { modelState.lineWidth }
        set { setProperty("lineWidth", \.lineWidth, newValue) }
    }

    /// Where the stroke starts, as a fraction of the path's length.
    open var strokeStart: CGFloat {
        get { modelState.strokeStart }
        set { setProperty("strokeStart", \.strokeStart, newValue) }
    }

    /// Where the stroke ends, as a fraction of the path's length (animate it to draw a line).
    open var strokeEnd: CGFloat {
        get { modelState.strokeEnd }
        set { setProperty("strokeEnd", \.strokeEnd, newValue) }
    }

    open var fillRule: CAShapeLayerFillRule {
        get { modelState.fillRule }
        set { setProperty("fillRule", \.fillRule, newValue) }
    }

    public required init() { super.init() }

    public required init(layer: Any) { super.init(layer: layer) }
}
