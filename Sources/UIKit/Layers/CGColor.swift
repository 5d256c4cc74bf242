/// A colour in the sRGB space with an alpha component (Core Graphics is not available on Linux).
///
/// Layers store `CGColor`s (`layer.backgroundColor = UIColor.red.cgColor`); views take `UIColor`s.
/// A `backgroundColor` animation therefore takes `CGColor` values, exactly as on iOS.
public final class CGColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    let r: Double, g: Double, b: Double
    /// The alpha component, 0 (transparent) to 1 (opaque).
    public let alpha: CGFloat

    /// A colour from sRGB components, each clamped to [0, 1].
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ v: CGFloat) -> Double { Swift.min(Swift.max(Double(v), 0), 1) }
        r = clamp(red); g = clamp(green); b = clamp(blue)
        self.alpha = CGFloat(clamp(alpha))
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The colour's components: red, green, blue, alpha.
    public var components: [CGFloat]? { [CGFloat(r), CGFloat(g), CGFloat(b), alpha] }

    public var numberOfComponents: Int { 4 }

    /// The same colour with a different alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: alpha)
    }

    public static func == (a: CGColor, b: CGColor) -> Bool {
        a.r == b.r && a.g == b.g && a.b == b.b && a.alpha == b.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(r); hasher.combine(g); hasher.combine(b); hasher.combine(alpha)
    }

    public var description: String { "CGColor(red: \(r), green: \(g), blue: \(b), alpha: \(alpha))" }

    static let clear = CGColor(red: 0, green: 0, blue: 0, alpha: 0)
    static let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
}
