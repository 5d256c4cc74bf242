/// A two-dimensional vector, as Core Graphics declares it (Linux has no Core Graphics). UIKit
/// uses it for a spring's initial velocity.
public struct CGVector: Equatable, Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// `dx` and `dy` both 0.
    public init() { self.init(dx: 0, dy: 0) }

    /// The vector (0, 0).
    public static let zero = CGVector(dx: 0, dy: 0)
}
