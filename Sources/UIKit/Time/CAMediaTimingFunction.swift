/// A cubic Bézier timing curve from (0, 0) to (1, 1), mapping the fraction of elapsed time to the
/// fraction of progress.
public final class CAMediaTimingFunction: NSObject, Sendable {
    let c1: (x: Double, y: Double)
    let c2: (x: Double, y: Double)

    /// A curve with control points (c1x, c1y) and (c2x, c2y); x values are clamped to [0, 1].
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        c1 = (Swift.min(Swift.max(Double(c1x), 0), 1), Double(c1y))
        c2 = (Swift.min(Swift.max(Double(c2x), 0), 1), Double(c2y))
        super.init()
    }

    /// One of the predefined curves.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1) // .linear, and unknown names as on iOS
        }
    }

    /// Writes control point `idx` (0…3; 0 is (0, 0) and 3 is (1, 1)) into `ptr[0]`, `ptr[1]`.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let p: (Double, Double)
        switch idx {
        case 0: p = (0, 0)
        case 1: p = c1
        case 2: p = c2
        default: p = (1, 1)
        }
        ptr[0] = Float(p.0)
        ptr[1] = Float(p.1)
    }

    var isLinear: Bool { c1.x == c1.y && c2.x == c2.y }

    /// Progress at elapsed fraction `x`, found by solving the curve's x(t) = x, then y(t).
    /// Fractions outside [0, 1] pass through unchanged.
    package func progress(at x: Double) -> Double {
        if x <= 0 || x >= 1 || isLinear { return x }
        let t = solveT(forX: x)
        return bezier(t, c1.y, c2.y)
    }

    private func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private func bezierDerivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    private func solveT(forX x: Double) -> Double {
        // Newton's method, then bisection if it does not converge (flat spots).
        var t = x
        for _ in 0..<8 {
            let error = bezier(t, c1.x, c2.x) - x
            if abs(error) < 1e-9 { return t }
            let d = bezierDerivative(t, c1.x, c2.x)
            if abs(d) < 1e-9 { break }
            t -= error / d
        }
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<64 {
            let v = bezier(t, c1.x, c2.x)
            if abs(v - x) < 1e-10 { break }
            if v < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return t
    }

    public override var description: String {
        "CAMediaTimingFunction(controlPoints: \(c1.x), \(c1.y), \(c2.x), \(c2.y))"
    }
}
