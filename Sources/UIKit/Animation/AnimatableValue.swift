/// A type whose values Core Animation can interpolate. Every animatable property's value type
/// conforms; animations convert their `fromValue`/`toValue`/`values` (declared `Any?` as on iOS)
/// to the property's type once, when added, and report a value of the wrong type to the learner.
protocol AnimatableValue {
    /// How the value type is named in messages ("a number", "a CGPoint", ...).
    static var expectedDescription: String { get }
    /// Converts an animation value (`Any`) to this type, or nil if it is the wrong type.
    static func from(_ any: Any) -> Self?
    /// The value at fraction `t` between `self` (t = 0) and `other` (t = 1); `t` may leave [0, 1]
    /// (spring overshoot). Nil when the two cannot be interpolated (paths of different shapes).
    func interpolated(to other: Self, _ t: Double) -> Self?
    /// `self ⊕ base` for additive animations (for transforms: `self` first, then `base`).
    func added(to base: Self) -> Self?
    /// The delta `d` with `d ⊕ other == self`, used by UIKit's additive block animations.
    func delta(from other: Self) -> Self?
    /// The value that adds nothing.
    static var additiveIdentity: Self { get }
    /// A distance, for paced keyframes.
    func distance(to other: Self) -> Double
    /// Components for cubic (Catmull-Rom) keyframes.
    var splineComponents: [Double]? { get }
    /// Rebuilds a value from spline components, shaped like `self`.
    func fromSplineComponents(_ c: [Double]) -> Self?
}

extension AnimatableValue {
    /// One point of a Catmull-Rom spline through p1 (t = 0) and p2 (t = 1).
    static func catmullRom(_ p0: Self, _ p1: Self, _ p2: Self, _ p3: Self, _ t: Double) -> Self? {
        guard let a = p0.splineComponents, let b = p1.splineComponents, let c = p2.splineComponents,
              let d = p3.splineComponents, a.count == b.count, b.count == c.count, c.count == d.count
        else { return p1.interpolated(to: p2, t) }
        let t2 = t * t, t3 = t2 * t
        var out = [Double](repeating: 0, count: b.count)
        for i in 0..<b.count {
            out[i] = 0.5 * (2 * b[i] + (-a[i] + c[i]) * t
                + (2 * a[i] - 5 * b[i] + 4 * c[i] - d[i]) * t2
                + (-a[i] + 3 * b[i] - 3 * c[i] + d[i]) * t3)
        }
        return p1.fromSplineComponents(out)
    }
}

/// Numbers of any Swift numeric type, as animation values accept them (`fromValue = 0`, `= 0.5`,
/// `= Float(1)`, `= NSNumber(value: 1)`).
func numericValue(_ any: Any) -> Double? {
    switch any {
    case let v as Double: v
    case let v as CGFloat: Double(v)
    case let v as Float: Double(v)
    case let v as Int: Double(v)
    case let v as NSNumber: v.doubleValue
    default: nil
    }
}

extension CGFloat: AnimatableValue {
    static var expectedDescription: String { "a number (CGFloat)" }
    static func from(_ any: Any) -> CGFloat? { numericValue(any).map { CGFloat($0) } }
    func interpolated(to o: CGFloat, _ t: Double) -> CGFloat? { self + (o - self) * CGFloat(t) }
    func added(to base: CGFloat) -> CGFloat? { self + base }
    func delta(from o: CGFloat) -> CGFloat? { self - o }
    static var additiveIdentity: CGFloat { 0 }
    func distance(to o: CGFloat) -> Double { Double(Swift.abs(o - self)) }
    var splineComponents: [Double]? { [Double(self)] }
    func fromSplineComponents(_ c: [Double]) -> CGFloat? { CGFloat(c[0]) }
}

extension Float: AnimatableValue {
    static var expectedDescription: String { "a number (Float)" }
    static func from(_ any: Any) -> Float? { numericValue(any).map { Float($0) } }
    func interpolated(to o: Float, _ t: Double) -> Float? { self + (o - self) * Float(t) }
    func added(to base: Float) -> Float? { self + base }
    func delta(from o: Float) -> Float? { self - o }
    static var additiveIdentity: Float { 0 }
    func distance(to o: Float) -> Double { Double(Swift.abs(o - self)) }
    var splineComponents: [Double]? { [Double(self)] }
    func fromSplineComponents(_ c: [Double]) -> Float? { Float(c[0]) }
}

extension CGPoint: AnimatableValue {
    static var expectedDescription: String { "a CGPoint" }
    static func from(_ any: Any) -> CGPoint? {
        if let p = any as? CGPoint { return p }
        if let v = any as? NSValue, v.holds(.point) { return v.cgPointValue }
        return nil
    }
    func interpolated(to o: CGPoint, _ t: Double) -> CGPoint? {
        CGPoint(x: x + (o.x - x) * CGFloat(t), y: y + (o.y - y) * CGFloat(t))
    }
    func added(to b: CGPoint) -> CGPoint? { CGPoint(x: x + b.x, y: y + b.y) }
    func delta(from o: CGPoint) -> CGPoint? { CGPoint(x: x - o.x, y: y - o.y) }
    static var additiveIdentity: CGPoint { .zero }
    func distance(to o: CGPoint) -> Double { Double(((o.x - x) * (o.x - x) + (o.y - y) * (o.y - y)).squareRoot()) }
    var splineComponents: [Double]? { [Double(x), Double(y)] }
    func fromSplineComponents(_ c: [Double]) -> CGPoint? { CGPoint(x: c[0], y: c[1]) }
}

extension CGSize: AnimatableValue {
    static var expectedDescription: String { "a CGSize" }
    static func from(_ any: Any) -> CGSize? {
        if let s = any as? CGSize { return s }
        if let v = any as? NSValue, v.holds(.size) { return v.cgSizeValue }
        return nil
    }
    func interpolated(to o: CGSize, _ t: Double) -> CGSize? {
        CGSize(width: width + (o.width - width) * CGFloat(t), height: height + (o.height - height) * CGFloat(t))
    }
    func added(to b: CGSize) -> CGSize? { CGSize(width: width + b.width, height: height + b.height) }
    func delta(from o: CGSize) -> CGSize? { CGSize(width: width - o.width, height: height - o.height) }
    static var additiveIdentity: CGSize { .zero }
    func distance(to o: CGSize) -> Double {
        Double(((o.width - width) * (o.width - width) + (o.height - height) * (o.height - height)).squareRoot())
    }
    var splineComponents: [Double]? { [Double(width), Double(height)] }
    func fromSplineComponents(_ c: [Double]) -> CGSize? { CGSize(width: c[0], height: c[1]) }
}

extension CGRect: AnimatableValue {
    static var expectedDescription: String { "a CGRect" }
    static func from(_ any: Any) -> CGRect? {
        if let r = any as? CGRect { return r }
        if let v = any as? NSValue, v.holds(.rect) { return v.cgRectValue }
        return nil
    }
    func interpolated(to o: CGRect, _ t: Double) -> CGRect? {
        guard let p = origin.interpolated(to: o.origin, t), let s = size.interpolated(to: o.size, t) else { return nil }
        return CGRect(origin: p, size: s)
    }
    func added(to b: CGRect) -> CGRect? {
        CGRect(x: origin.x + b.origin.x, y: origin.y + b.origin.y, width: size.width + b.size.width, height: size.height + b.size.height)
    }
    func delta(from o: CGRect) -> CGRect? {
        CGRect(x: origin.x - o.origin.x, y: origin.y - o.origin.y, width: size.width - o.size.width, height: size.height - o.size.height)
    }
    static var additiveIdentity: CGRect { .zero }
    func distance(to o: CGRect) -> Double { origin.distance(to: o.origin) + size.distance(to: o.size) }
    var splineComponents: [Double]? { [Double(origin.x), Double(origin.y), Double(size.width), Double(size.height)] }
    func fromSplineComponents(_ c: [Double]) -> CGRect? { CGRect(x: c[0], y: c[1], width: c[2], height: c[3]) }
}

extension CATransform3D: AnimatableValue {
    static var expectedDescription: String { "a CATransform3D" }
    static func from(_ any: Any) -> CATransform3D? {
        if let t = any as? CATransform3D { return t }
        if let v = any as? NSValue, v.holds(.transform3D) { return v.caTransform3DValue }
        return nil
    }
    func interpolated(to o: CATransform3D, _ t: Double) -> CATransform3D? { interpolated(to: o, t) as CATransform3D }
    func added(to base: CATransform3D) -> CATransform3D? { multiplied(by: base) }
    func delta(from o: CATransform3D) -> CATransform3D? { o.inverse().map { multiplied(by: $0) } }
    static var additiveIdentity: CATransform3D { CATransform3DIdentity }
    func distance(to o: CATransform3D) -> Double {
        var sum = 0.0
        for i in 0..<4 { for j in 0..<4 { let d = Double(o[i, j] - self[i, j]); sum += d * d } }
        return sum.squareRoot()
    }
    var splineComponents: [Double]? {
        guard let d = decomposed() else { return nil }
        return [d.translation.x, d.translation.y, d.translation.z, d.scale.x, d.scale.y, d.scale.z,
                d.skew.xy, d.skew.xz, d.skew.yz,
                d.perspective.x, d.perspective.y, d.perspective.z, d.perspective.w,
                d.quaternion.x, d.quaternion.y, d.quaternion.z, d.quaternion.w]
    }
    func fromSplineComponents(_ c: [Double]) -> CATransform3D? {
        guard c.count == 17 else { return nil }
        var q = (x: c[13], y: c[14], z: c[15], w: c[16])
        let n = (q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w).squareRoot()
        if n > 0 { q = (q.x / n, q.y / n, q.z / n, q.w / n) }
        return CATransform3D(DecomposedTransform(
            translation: (c[0], c[1], c[2]), scale: (c[3], c[4], c[5]), skew: (c[6], c[7], c[8]),
            perspective: (c[9], c[10], c[11], c[12]), quaternion: q))
    }
}

extension CGColor: AnimatableValue {
    static var expectedDescription: String { "a CGColor (write UIColor.someColor.cgColor)" }
    static func from(_ any: Any) -> CGColor? { any as? CGColor }
    func interpolated(to o: CGColor, _ t: Double) -> CGColor? {
        CGColor(red: CGFloat(r + (o.r - r) * t), green: CGFloat(g + (o.g - g) * t), blue: CGFloat(b + (o.b - b) * t),
                alpha: alpha + (o.alpha - alpha) * CGFloat(t))
    }
    func added(to o: CGColor) -> CGColor? {
        CGColor(red: CGFloat(r + o.r), green: CGFloat(g + o.g), blue: CGFloat(b + o.b), alpha: alpha + o.alpha)
    }
    /// Colour components are clamped to [0, 1], so a negative delta cannot be represented:
    /// colour block animations are not additive (they start from the current value instead).
    func delta(from o: CGColor) -> CGColor? { nil }
    static var additiveIdentity: CGColor { CGColor(red: 0, green: 0, blue: 0, alpha: 0) }
    func distance(to o: CGColor) -> Double {
        let d = [o.r - r, o.g - g, o.b - b, Double(o.alpha - alpha)]
        return d.map { $0 * $0 }.reduce(0, +).squareRoot()
    }
    var splineComponents: [Double]? { [r, g, b, Double(alpha)] }
    func fromSplineComponents(_ c: [Double]) -> CGColor? {
        CGColor(red: CGFloat(c[0]), green: CGFloat(c[1]), blue: CGFloat(c[2]), alpha: CGFloat(c[3]))
    }
}

/// A path as an animation value. Paths interpolate point by point, so both ends must have the
/// same elements in the same order (two ovals, two rounded rectangles, ...).
struct PathValue: AnimatableValue, Equatable {
    var elements: [CGPath.Element]

    init(_ path: CGPath?) { elements = path?.elements ?? [] }
    init(elements: [CGPath.Element]) { self.elements = elements }

    var path: CGPath { CGPath(elements: elements) }

    static var expectedDescription: String { "a CGPath (write bezierPath.cgPath)" }
    static func from(_ any: Any) -> PathValue? {
        if let p = any as? CGPath { return PathValue(p) }
        return nil
    }
    func interpolated(to o: PathValue, _ t: Double) -> PathValue? {
        guard let pairs = zipElements(o) else { return nil }
        return PathValue(elements: pairs.map { a, b in
            CGPath.Element(type: a.type, points: zip(a.points, b.points).map { $0.interpolated(to: $1, t)! })
        })
    }
    func added(to o: PathValue) -> PathValue? {
        if elements.isEmpty { return o }
        guard let pairs = zipElements(o) else { return nil }
        return PathValue(elements: pairs.map { a, b in
            CGPath.Element(type: b.type, points: zip(a.points, b.points).map { $0.added(to: $1)! })
        })
    }
    func delta(from o: PathValue) -> PathValue? {
        guard let pairs = zipElements(o) else { return nil }
        return PathValue(elements: pairs.map { a, b in
            CGPath.Element(type: a.type, points: zip(a.points, b.points).map { $0.delta(from: $1)! })
        })
    }
    static var additiveIdentity: PathValue { PathValue(elements: []) }
    func distance(to o: PathValue) -> Double {
        guard let pairs = zipElements(o) else { return 0 }
        return pairs.map { a, b in zip(a.points, b.points).map { $0.distance(to: $1) }.reduce(0, +) }.reduce(0, +)
    }
    var splineComponents: [Double]? { elements.flatMap { $0.points.flatMap { [Double($0.x), Double($0.y)] } } }
    func fromSplineComponents(_ c: [Double]) -> PathValue? {
        var index = 0
        return PathValue(elements: elements.map { e in
            CGPath.Element(type: e.type, points: e.points.map { _ in
                defer { index += 2 }
                return CGPoint(x: c[index], y: c[index + 1])
            })
        })
    }

    /// Whether both paths have the same structure (element types and point counts).
    func matches(_ o: PathValue) -> Bool { zipElements(o) != nil }

    private func zipElements(_ o: PathValue) -> [(CGPath.Element, CGPath.Element)]? {
        guard elements.count == o.elements.count else { return nil }
        let pairs = Array(zip(elements, o.elements))
        for (a, b) in pairs where a.type != b.type || a.points.count != b.points.count { return nil }
        return pairs
    }
}

/// A list of values animating element by element (a gradient layer's `colors` and
/// `locations`): lists of different lengths do not interpolate.
struct ListValue<Element: AnimatableValue & Equatable>: AnimatableValue, Equatable {
    var elements: [Element]

    static var expectedDescription: String { "an array of \(Element.expectedDescription)s" }
    static func from(_ any: Any) -> ListValue? {
        guard let list = any as? [Any] else { return nil }
        let elements = list.compactMap(Element.from)
        return elements.count == list.count ? ListValue(elements: elements) : nil
    }
    private func pairs(_ o: ListValue) -> [(Element, Element)]? {
        elements.count == o.elements.count ? Array(zip(elements, o.elements)) : nil
    }
    func interpolated(to o: ListValue, _ t: Double) -> ListValue? {
        guard let pairs = pairs(o) else { return nil }
        let values = pairs.compactMap { $0.interpolated(to: $1, t) }
        return values.count == pairs.count ? ListValue(elements: values) : nil
    }
    func added(to o: ListValue) -> ListValue? {
        if elements.isEmpty { return o }
        guard let pairs = pairs(o) else { return nil }
        let values = pairs.compactMap { $0.added(to: $1) }
        return values.count == pairs.count ? ListValue(elements: values) : nil
    }
    func delta(from o: ListValue) -> ListValue? {
        guard let pairs = pairs(o) else { return nil }
        let values = pairs.compactMap { $0.delta(from: $1) }
        return values.count == pairs.count ? ListValue(elements: values) : nil
    }
    static var additiveIdentity: ListValue { ListValue(elements: []) }
    func distance(to o: ListValue) -> Double {
        pairs(o)?.map { $0.distance(to: $1) }.reduce(0, +) ?? 0
    }
    var splineComponents: [Double]? {
        var all: [Double] = []
        for e in elements {
            guard let c = e.splineComponents else { return nil }
            all += c
        }
        return all
    }
    func fromSplineComponents(_ c: [Double]) -> ListValue? {
        var rest = c[...]
        var values: [Element] = []
        for e in elements {
            guard let n = e.splineComponents?.count, rest.count >= n, let v = e.fromSplineComponents(Array(rest.prefix(n))) else { return nil }
            values.append(v)
            rest = rest.dropFirst(n)
        }
        return ListValue(elements: values)
    }
}
