/// The corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path in view coordinates (y down), wrapping a `CGMutablePath` as UIKit does. Shown by giving
/// `cgPath` to a `CAShapeLayer` (or a layer's mask), or drawn with `fill()`/`stroke()` in the
/// current context (inside `draw(_:)` or an image renderer's block).
open class UIBezierPath: NSObject {
    private var storage = CGMutablePath()

    /// Whether `contains(_:)` and `fill()` use the even-odd rule instead of non-zero winding.
    open var usesEvenOddFillRule = false
    /// The width `stroke()` draws.
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var flatness: CGFloat = 0.6
    /// Dashes are kept and not drawn: a dashed stroke draws solid here (§3.3).
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {}

    /// Fills the path with the current context's fill colour (`UIColor.setFill()`).
    open func fill() { fill(with: .normal, alpha: 1) }

    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.beginPath()
        context.addPath(storage)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path with the current context's stroke colour, `lineWidth` wide.
    open func stroke() { stroke(with: .normal, alpha: 1) }

    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.beginPath()
        context.addPath(storage)
        context.strokePath()
        context.restoreGState()
    }

    /// Narrows the current context's clip to the inside of the path.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(storage)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    public override init() { super.init() }

    public convenience init(rect: CGRect) {
        self.init()
        storage.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        storage.addEllipse(in: rect)
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        storage.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// A rectangle with only `corners` rounded by `cornerRadii`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = Swift.max(0, Swift.min(cornerRadii.width, r.width / 2))
        let ry = Swift.max(0, Swift.min(cornerRadii.height, r.height / 2))
        let k: CGFloat = 0.5522847498307936
        func radii(_ c: UIRectCorner) -> (CGFloat, CGFloat) { corners.contains(c) ? (rx, ry) : (0, 0) }
        let (tlx, tly) = radii(.topLeft), (trx, try_) = radii(.topRight)
        let (brx, bry) = radii(.bottomRight), (blx, bly) = radii(.bottomLeft)
        let p = storage
        p.move(to: CGPoint(x: r.minX + tlx, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX - trx, y: r.minY))
        p.addCurve(to: CGPoint(x: r.maxX, y: r.minY + try_), control1: CGPoint(x: r.maxX - trx + trx * k, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + try_ - try_ * k))
        p.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bry))
        p.addCurve(to: CGPoint(x: r.maxX - brx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - bry + bry * k), control2: CGPoint(x: r.maxX - brx + brx * k, y: r.maxY))
        p.addLine(to: CGPoint(x: r.minX + blx, y: r.maxY))
        p.addCurve(to: CGPoint(x: r.minX, y: r.maxY - bly), control1: CGPoint(x: r.minX + blx - blx * k, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - bly + bly * k))
        p.addLine(to: CGPoint(x: r.minX, y: r.minY + tly))
        p.addCurve(to: CGPoint(x: r.minX + tlx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + tly - tly * k), control2: CGPoint(x: r.minX + tlx - tlx * k, y: r.minY))
        p.closeSubpath()
    }

    /// An arc of a circle; `clockwise` is meant on screen (y down), as in UIKit.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        storage = CGMutablePath(elements: cgPath.elements)
    }

    /// The path as a Core Graphics path (a copy; later changes to the receiver do not affect it).
    open var cgPath: CGPath {
        get { storage.copy() }
        set { storage = CGMutablePath(elements: newValue.elements) }
    }

    open func move(to point: CGPoint) { storage.move(to: point) }

    open func addLine(to point: CGPoint) { storage.addLine(to: point) }

    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        storage.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        storage.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc; `clockwise` is meant on screen (y down).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // Core Graphics measures "clockwise" in a y-up space; UIKit flips it for y-down screens.
        storage.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    open func close() { storage.closeSubpath() }

    open func removeAllPoints() { storage = CGMutablePath() }

    open func append(_ bezierPath: UIBezierPath) { storage.addPath(bezierPath.storage) }

    /// Maps every point of the path by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        storage = CGMutablePath(elements: CGPath.map(storage.elements, transform))
    }

    open var isEmpty: Bool { storage.isEmpty }

    /// The bounding box of the path's points, control points included (as in UIKit).
    open var bounds: CGRect { storage.isEmpty ? .zero : storage.boundingBox }

    open var currentPoint: CGPoint { storage.currentPoint }

    /// Whether `point` is inside the filled path (by `usesEvenOddFillRule`).
    open func contains(_ point: CGPoint) -> Bool {
        storage.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    open override var description: String { "UIBezierPath(\(storage.description))" }
}
