/// Insets for each edge of a rectangle; positive values shrink it.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// The rectangle with `insets` removed from its edges.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        let r = standardized
        return CGRect(
            x: r.minX + insets.left, y: r.minY + insets.top,
            width: r.width - insets.left - insets.right,
            height: r.height - insets.top - insets.bottom)
    }
}

/// A distance from a position, horizontal and vertical (positive right and down).
public struct UIOffset: Equatable, Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init() { horizontal = 0; vertical = 0 }
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let zero = UIOffset()
}

/// The offset of `horizontal` and `vertical` (the C function UIKit keeps for old code).
public func UIOffsetMake(_ horizontal: CGFloat, _ vertical: CGFloat) -> UIOffset { UIOffset(horizontal: horizontal, vertical: vertical) }
