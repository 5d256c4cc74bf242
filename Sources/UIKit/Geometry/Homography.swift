/// A plane-to-plane projective map (3×3, row vectors): `(x, y, 1) · H = (X, Y, W)`, point
/// `(X / W, Y / W)`.
///
/// Core Animation flattens each layer's sublayers into the layer's plane, so the map from a deep
/// layer's bounds to the screen is a product of one homography per level: the layer's 4×4
/// transform with its z row and column dropped.
package struct Homography: Equatable, Sendable {
    package var m: (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)

    package static let identity = Homography(m: (1, 0, 0, 0, 1, 0, 0, 0, 1))

    package init(m: (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)) { self.m = m }

    /// The map of the z = 0 plane through `t`, followed by the perspective divide.
    package init(_ t: CATransform3D) {
        m = (t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44)
    }

    /// `self` first, then `o`.
    package func then(_ o: Homography) -> Homography {
        let a = m, b = o.m
        return Homography(m: (
            a.0 * b.0 + a.1 * b.3 + a.2 * b.6, a.0 * b.1 + a.1 * b.4 + a.2 * b.7, a.0 * b.2 + a.1 * b.5 + a.2 * b.8,
            a.3 * b.0 + a.4 * b.3 + a.5 * b.6, a.3 * b.1 + a.4 * b.4 + a.5 * b.7, a.3 * b.2 + a.4 * b.5 + a.5 * b.8,
            a.6 * b.0 + a.7 * b.3 + a.8 * b.6, a.6 * b.1 + a.7 * b.4 + a.8 * b.7, a.6 * b.2 + a.7 * b.5 + a.8 * b.8))
    }

    /// Maps `p`; `w` is the homogeneous weight (≤ 0 means the point is behind the eye).
    @inlinable
    package func map(_ x: CGFloat, _ y: CGFloat) -> (x: CGFloat, y: CGFloat, w: CGFloat) {
        let X = x * m.0 + y * m.3 + m.6
        let Y = x * m.1 + y * m.4 + m.7
        let W = x * m.2 + y * m.5 + m.8
        return (X / W, Y / W, W)
    }

    package func map(_ p: CGPoint) -> CGPoint {
        let r = map(p.x, p.y)
        return CGPoint(x: r.x, y: r.y)
    }

    package var determinant: CGFloat {
        m.0 * (m.4 * m.8 - m.5 * m.7) - m.1 * (m.3 * m.8 - m.5 * m.6) + m.2 * (m.3 * m.7 - m.4 * m.6)
    }

    /// The inverse map, or nil when the plane is seen edge-on (singular).
    package func inverted() -> Homography? {
        let det = determinant
        guard det != 0, det.isFinite, abs(det) > 1e-12 else { return nil }
        let k = 1 / det
        return Homography(m: (
            (m.4 * m.8 - m.5 * m.7) * k, (m.2 * m.7 - m.1 * m.8) * k, (m.1 * m.5 - m.2 * m.4) * k,
            (m.5 * m.6 - m.3 * m.8) * k, (m.0 * m.8 - m.2 * m.6) * k, (m.2 * m.3 - m.0 * m.5) * k,
            (m.3 * m.7 - m.4 * m.6) * k, (m.1 * m.6 - m.0 * m.7) * k, (m.0 * m.4 - m.1 * m.3) * k))
    }

    package static func == (a: Homography, b: Homography) -> Bool {
        a.m.0 == b.m.0 && a.m.1 == b.m.1 && a.m.2 == b.m.2 && a.m.3 == b.m.3 && a.m.4 == b.m.4
            && a.m.5 == b.m.5 && a.m.6 == b.m.6 && a.m.7 == b.m.7 && a.m.8 == b.m.8
    }
}
