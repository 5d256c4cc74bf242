/// A two-dimensional vector (a direction and a length), as Core Graphics declares it: physics
/// and gesture code use it for velocities and offsets. Linux Foundation does not provide it.
public struct CGVector: Sendable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// The zero vector.
    public init() {
        dx = 0
        dy = 0
    }

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector whose components are both zero.
    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }
}

extension CGVector: Equatable {}

extension CGVector: Codable {
    // Core Graphics encodes the two components as an unkeyed pair, [dx, dy].
    public init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let dx = try container.decode(CGFloat.self)
        let dy = try container.decode(CGFloat.self)
        self.init(dx: dx, dy: dy)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }
}

extension CGVector: CustomDebugStringConvertible {
    public var debugDescription: String { "(\(dx), \(dy))" }
}
