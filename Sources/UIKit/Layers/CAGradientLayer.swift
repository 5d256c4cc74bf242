import Foundation

/// The shape of a gradient layer's colour change.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from `startPoint` to `endPoint`, the same across it.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// An ellipse centred on `startPoint`, reaching `endPoint`'s x and y.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around `startPoint`, from the direction of `endPoint`, clockwise on screen.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a gradient of `colors` over its background. As a mask,
/// the colours' alpha decides what shows (the classic faded edge).
///
/// `startPoint` and `endPoint` are in the unit space of the bounds ((0, 0) the top left on
/// screen); `locations` (0 to 1) place the colours, evenly spread when nil. `colors`,
/// `locations`, `startPoint` and `endPoint` animate, implicitly too on a standalone layer.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// The colours (`CGColor`s, as `[Any]?`, Apple's type); nil or empty draws nothing.
    open var colors: [Any]? {
        get { modelState.gradientColors }
        set {
            let colors = newValue?.compactMap { $0 as? CGColor }
            if let newValue, colors?.count != newValue.count {
                engine.report(UIKitDiagnostic(kind: .wrongValueType, message: "CAGradientLayer.colors takes CGColors: \(newValue.map { "\(Swift.type(of: $0))" }.joined(separator: ", ")) — write .cgColor after each UIColor. iOS draws no gradient then; neither does the engine.", time: engine.currentTime))
                setProperty("colors", \.gradientColors, nil)
                return
            }
            setProperty("colors", \.gradientColors, colors?.isEmpty == true ? nil : colors)
        }
    }

    /// Where each colour is, 0 to 1 along the gradient; nil spreads them evenly.
    open var locations: [NSNumber]? {
        get { modelState.gradientLocations?.map { NSNumber(value: Double($0)) } }
        set { setProperty("locations", \.gradientLocations, newValue?.map { CGFloat($0.doubleValue) }) }
    }

    /// (0.5, 0) by default: the top edge's middle.
    open var startPoint: CGPoint {
        get { modelState.startPoint }
        set { setProperty("startPoint", \.startPoint, newValue) }
    }

    /// (0.5, 1) by default: the bottom edge's middle.
    open var endPoint: CGPoint {
        get { modelState.endPoint }
        set { setProperty("endPoint", \.endPoint, newValue) }
    }

    open var type: CAGradientLayerType {
        get { modelState.gradientType }
        set { setProperty("type", \.gradientType, newValue) }
    }

    public required init() { super.init() }

    public required init(layer: Any) { super.init(layer: layer) }
}

extension LayerState {
    /// A gradient layer's gradient in its bounds' space, or nil when it draws none.
    package var gradientPaint: GradientPaint? {
        guard let colors = gradientColors, !colors.isEmpty, bounds.width > 0, bounds.height > 0,
              let gradient = CGGradient(stops: colors, locations: gradientLocations) else { return nil }
        let b = bounds
        func point(_ unit: CGPoint) -> CGPoint { CGPoint(x: b.minX + unit.x * b.width, y: b.minY + unit.y * b.height) }
        let start = point(startPoint), end = point(endPoint)
        switch gradientType {
        case .radial:
            // An ellipse: its radii are the distances to the end point along x and along y.
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            guard rx > 0 || ry > 0 else { return nil }
            let toUnit = CGAffineTransform(a: 1 / max(rx, 1e-9), b: 0, c: 0, d: 1 / max(ry, 1e-9), tx: -start.x / max(rx, 1e-9), ty: -start.y / max(ry, 1e-9))
            return GradientPaint(gradient: gradient, kind: .radial(startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1), toUser: toUnit,
                                 drawsBeforeStart: true, drawsAfterEnd: true)
        case .conic:
            return GradientPaint(gradient: gradient, kind: .conic(center: start, towards: end), toUser: .identity, drawsBeforeStart: true, drawsAfterEnd: true)
        default:
            return GradientPaint(gradient: gradient, kind: .linear(start: start, end: end), toUser: .identity, drawsBeforeStart: true, drawsAfterEnd: true)
        }
    }
}
