/// The kind of one path element, as in Core Graphics.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// How a path's interior is decided: by the non-zero winding rule or the even-odd rule.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}

/// One element of a path, handed to `CGPath.applyWithBlock(_:)`: its type and its points
/// (1 for move/line, 2 for a quadratic curve, 3 for a cubic curve, 0 for close).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>
}

/// An immutable graphics path (Core Graphics is not available on Linux; this is the engine's).
///
/// Paths are made of subpaths of straight lines and quadratic or cubic Bézier curves. They are
/// what `CAShapeLayer.path` draws and what a `path` animation interpolates point by point.
public class CGPath: Equatable, Hashable, CustomStringConvertible {
    /// One stored element: its type and its points in order (end point last).
    package struct Element: Equatable, Hashable {
        package var type: CGPathElementType
        package var points: [CGPoint]
    }

    package var elements: [Element]
    private var flattenedCache: [[CGPoint]]?

    init(elements: [Element]) { self.elements = elements }

    /// A rectangle path: move to the origin, three lines, close.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let m = CGMutablePath()
        m.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: m.elements)
    }

    /// An ellipse inscribed in `rect`, as four cubic curves.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let m = CGMutablePath()
        m.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: m.elements)
    }

    /// A rounded rectangle with elliptical corners.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        let m = CGMutablePath()
        m.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: m.elements)
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element (the start of the subpath after a close), or `.zero`.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for e in elements {
            switch e.type {
            case .moveToPoint: start = e.points[0]; current = start
            case .closeSubpath: current = start
            default: current = e.points[e.points.count - 1]
            }
        }
        return current
    }

    /// The smallest rectangle containing every point of the path, control points included.
    public var boundingBox: CGRect {
        let all = elements.flatMap(\.points)
        return all.isEmpty ? .null : CGRect.boundingBox(of: all)
    }

    /// The smallest rectangle containing the drawn path (curves measured, control points not).
    public var boundingBoxOfPath: CGRect {
        let all = flattened.flatMap { $0 }
        return all.isEmpty ? .null : CGRect.boundingBox(of: all)
    }

    /// An immutable copy.
    public func copy() -> CGPath { CGPath(elements: elements) }

    /// An immutable copy with every point mapped by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(elements: Self.map(elements, transform?.pointee ?? .identity))
    }

    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(elements: Self.map(elements, transform?.pointee ?? .identity))
    }

    /// Calls `block` once per element, in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        for e in elements {
            var points = e.points + [.zero] // never empty, so the buffer always has an address
            points.withUnsafeMutableBufferPointer { buffer in
                var element = CGPathElement(type: e.type, points: buffer.baseAddress!)
                withUnsafePointer(to: &element) { block($0) }
            }
        }
    }

    /// Whether `point` lies inside the filled path, by `rule`; open subpaths count as closed.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let p = transform.isIdentity ? point : point.applying(transform.inverted())
        return Self.polygonsContain(flattened, p, evenOdd: rule == .evenOdd)
    }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.elements == b.elements }

    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    public var description: String {
        let parts = elements.map { e -> String in
            let pts = e.points.map { "(\($0.x), \($0.y))" }.joined(separator: " ")
            switch e.type {
            case .moveToPoint: return "M \(pts)"
            case .addLineToPoint: return "L \(pts)"
            case .addQuadCurveToPoint: return "Q \(pts)"
            case .addCurveToPoint: return "C \(pts)"
            case .closeSubpath: return "Z"
            }
        }
        return "CGPath(\(parts.joined(separator: " ")))"
    }

    func invalidateCaches() { flattenedCache = nil }

    /// The subpaths as polygons (for renderers in this package).
    package var flattenedPolygons: [[CGPoint]] { flattened }

    /// The subpaths as polygons, curves approximated by short segments.
    var flattened: [[CGPoint]] {
        if let cached = flattenedCache { return cached }
        let result = Self.flatten(elements)
        flattenedCache = result
        return result
    }

    static func map(_ elements: [Element], _ t: CGAffineTransform) -> [Element] {
        if t.isIdentity { return elements }
        return elements.map { Element(type: $0.type, points: $0.points.map { $0.applying(t) }) }
    }

    static let curveSegments = 24

    static func flatten(_ elements: [Element]) -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var current: [CGPoint] = []
        func finish() {
            if current.count > 1 { polygons.append(current) }
            current = []
        }
        for e in elements {
            switch e.type {
            case .moveToPoint:
                finish()
                current = [e.points[0]]
            case .addLineToPoint:
                if current.isEmpty { current = [.zero] }
                current.append(e.points[0])
            case .addQuadCurveToPoint:
                let p0 = current.last ?? .zero
                if current.isEmpty { current = [p0] }
                let c = e.points[0], p1 = e.points[1]
                for i in 1...curveSegments {
                    let t = CGFloat(i) / CGFloat(curveSegments), u = 1 - t
                    current.append(CGPoint(
                        x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
                        y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y))
                }
            case .addCurveToPoint:
                let p0 = current.last ?? .zero
                if current.isEmpty { current = [p0] }
                let c1 = e.points[0], c2 = e.points[1], p1 = e.points[2]
                for i in 1...curveSegments {
                    let t = CGFloat(i) / CGFloat(curveSegments), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(
                        x: a * p0.x + b * c1.x + c * c2.x + d * p1.x,
                        y: a * p0.y + b * c1.y + c * c2.y + d * p1.y))
                }
            case .closeSubpath:
                // The closing edge is part of the outline (motion along the path follows it).
                let start = current.first
                if let start, current.count > 1, current.last != start { current.append(start) }
                finish()
                if let start { current = [start] }
            }
        }
        finish()
        return polygons
    }

    /// Point-in-polygon by winding number (non-zero) or crossing parity (even-odd).
    package static func polygonsContain(_ polygons: [[CGPoint]], _ p: CGPoint, evenOdd: Bool) -> Bool {
        var winding = 0
        for poly in polygons {
            let n = poly.count
            var j = n - 1
            for i in 0..<n {
                let a = poly[j], b = poly[i]
                if a.y <= p.y {
                    if b.y > p.y && cross(a, b, p) > 0 { winding += 1 }
                } else if b.y <= p.y && cross(a, b, p) < 0 {
                    winding -= 1
                }
                j = i
            }
        }
        return evenOdd ? winding % 2 != 0 : winding != 0
    }

    private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}

/// A path that can be built up element by element.
public final class CGMutablePath: CGPath {
    public init() { super.init(elements: []) }

    override init(elements: [Element]) { super.init(elements: elements) }

    private func append(_ type: CGPathElementType, _ points: [CGPoint], _ t: CGAffineTransform) {
        elements.append(Element(type: type, points: t.isIdentity ? points : points.map { $0.applying(t) }))
        invalidateCaches()
    }

    /// After any element there is a current point (a close returns to the subpath's start).
    private var hasCurrentPoint: Bool { !elements.isEmpty }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.moveToPoint, [point], transform)
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        if !hasCurrentPoint { append(.moveToPoint, [point], transform); return }
        append(.addLineToPoint, [point], transform)
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        if !hasCurrentPoint { append(.moveToPoint, [end], transform); return }
        append(.addQuadCurveToPoint, [control, end], transform)
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        if !hasCurrentPoint { append(.moveToPoint, [end], transform); return }
        append(.addCurveToPoint, [control1, control2, end], transform)
    }

    public func closeSubpath() {
        guard hasCurrentPoint else { return }
        elements.append(Element(type: .closeSubpath, points: []))
        invalidateCaches()
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        append(.moveToPoint, [CGPoint(x: r.minX, y: r.minY)], transform)
        append(.addLineToPoint, [CGPoint(x: r.maxX, y: r.minY)], transform)
        append(.addLineToPoint, [CGPoint(x: r.maxX, y: r.maxY)], transform)
        append(.addLineToPoint, [CGPoint(x: r.minX, y: r.maxY)], transform)
        closeSubpath()
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        append(.moveToPoint, [first], transform)
        for p in points.dropFirst() { append(.addLineToPoint, [p], transform) }
    }

    /// An ellipse inscribed in `rect`: a move to the right-most point and four cubic quarter arcs
    /// running clockwise on screen, then a close.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let k: CGFloat = 0.5522847498307936 // 4/3·(√2 − 1): cubic approximation of a quarter circle
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        append(.moveToPoint, [CGPoint(x: cx + rx, y: cy)], transform)
        append(.addCurveToPoint, [CGPoint(x: cx + rx, y: cy + ry * k), CGPoint(x: cx + rx * k, y: cy + ry), CGPoint(x: cx, y: cy + ry)], transform)
        append(.addCurveToPoint, [CGPoint(x: cx - rx * k, y: cy + ry), CGPoint(x: cx - rx, y: cy + ry * k), CGPoint(x: cx - rx, y: cy)], transform)
        append(.addCurveToPoint, [CGPoint(x: cx - rx, y: cy - ry * k), CGPoint(x: cx - rx * k, y: cy - ry), CGPoint(x: cx, y: cy - ry)], transform)
        append(.addCurveToPoint, [CGPoint(x: cx + rx * k, y: cy - ry), CGPoint(x: cx + rx, y: cy - ry * k), CGPoint(x: cx + rx, y: cy)], transform)
        closeSubpath()
    }

    /// A rounded rectangle; the corner sizes are clamped to half the rectangle's sides. The element
    /// structure does not depend on the radius, so two rounded rectangles always interpolate.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = Swift.max(0, Swift.min(cornerWidth, r.width / 2)), ry = Swift.max(0, Swift.min(cornerHeight, r.height / 2))
        let k: CGFloat = 0.5522847498307936
        append(.moveToPoint, [CGPoint(x: r.minX + rx, y: r.minY)], transform)
        append(.addLineToPoint, [CGPoint(x: r.maxX - rx, y: r.minY)], transform)
        append(.addCurveToPoint, [CGPoint(x: r.maxX - rx + rx * k, y: r.minY), CGPoint(x: r.maxX, y: r.minY + ry - ry * k), CGPoint(x: r.maxX, y: r.minY + ry)], transform)
        append(.addLineToPoint, [CGPoint(x: r.maxX, y: r.maxY - ry)], transform)
        append(.addCurveToPoint, [CGPoint(x: r.maxX, y: r.maxY - ry + ry * k), CGPoint(x: r.maxX - rx + rx * k, y: r.maxY), CGPoint(x: r.maxX - rx, y: r.maxY)], transform)
        append(.addLineToPoint, [CGPoint(x: r.minX + rx, y: r.maxY)], transform)
        append(.addCurveToPoint, [CGPoint(x: r.minX + rx - rx * k, y: r.maxY), CGPoint(x: r.minX, y: r.maxY - ry + ry * k), CGPoint(x: r.minX, y: r.maxY - ry)], transform)
        append(.addLineToPoint, [CGPoint(x: r.minX, y: r.minY + ry)], transform)
        append(.addCurveToPoint, [CGPoint(x: r.minX, y: r.minY + ry - ry * k), CGPoint(x: r.minX + rx - rx * k, y: r.minY), CGPoint(x: r.minX + rx, y: r.minY)], transform)
        closeSubpath()
    }

    /// An arc of a circle. Angles are in radians from the positive x axis; as in Core Graphics,
    /// `clockwise` is meant in a y-up space, so on a y-down screen `clockwise: true` turns
    /// counter-clockwise (`UIBezierPath` flips it for you). A line joins the current point to the
    /// arc's start.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity) {
        let start = Double(startAngle)
        var end = Double(endAngle)
        let twoPi = 2 * Double.pi
        if clockwise {
            // Decreasing angle.
            if end > start { end -= (((end - start) / twoPi).rounded(.up)) * twoPi }
        } else if end < start {
            end += (((start - end) / twoPi).rounded(.up)) * twoPi
        }
        appendArc(center: center, radius: radius, from: start, to: end, transform: transform)
    }

    /// Appends the arc from angle `a0` to `a1` (y-down screen angles, any direction) as cubic curves.
    func appendArc(center: CGPoint, radius: CGFloat, from a0: Double, to a1: Double, transform: CGAffineTransform) {
        func point(_ a: Double) -> CGPoint {
            CGPoint(x: center.x + radius * CGFloat(Foundation.cos(a)), y: center.y + radius * CGFloat(Foundation.sin(a)))
        }
        let startPoint = point(a0)
        if hasCurrentPoint { append(.addLineToPoint, [startPoint], transform) } else { append(.moveToPoint, [startPoint], transform) }
        let sweep = a1 - a0
        guard sweep != 0 else { return }
        let pieces = Swift.max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * Foundation.tan(step / 4)
        var a = a0
        for _ in 0..<pieces {
            let b = a + step
            let p0 = point(a), p3 = point(b)
            let c1 = CGPoint(x: p0.x - CGFloat(k) * radius * CGFloat(Foundation.sin(a)), y: p0.y + CGFloat(k) * radius * CGFloat(Foundation.cos(a)))
            let c2 = CGPoint(x: p3.x + CGFloat(k) * radius * CGFloat(Foundation.sin(b)), y: p3.y - CGFloat(k) * radius * CGFloat(Foundation.cos(b)))
            append(.addCurveToPoint, [c1, c2, p3], transform)
            a = b
        }
    }

    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: CGPath.map(path.elements, transform))
        invalidateCaches()
    }
}
