/// How much a constraint matters, from 1 to 1000 (`.required`). The layout engine satisfies
/// optional constraints in priority order: a higher priority is never traded for any number of
/// lower ones (FIDELITY §4.10).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A constraint that must hold (1000).
    public static let required = UILayoutPriority(1000)
    /// The priority with which a view resists compression of its content (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority with which a view hugs its content (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The level of a size the engine is asked to fit (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    public static func + (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue + rhs) }
    public static func - (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue - rhs) }
}
