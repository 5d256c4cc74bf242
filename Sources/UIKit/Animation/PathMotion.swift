/// Motion along a path, for `CAKeyframeAnimation.path`: every line or curve of the path (and the
/// closing edge of a closed subpath) is one keyframe segment, followed along its curve. Segments
/// share the time evenly (or by `keyTimes` when they fit), or by length in the paced modes.
struct PathMotion {
    struct Segment {
        var points: [CGPoint]   // start, controls…, end
        var length: Double

        func point(at u: Double) -> CGPoint {
            let t = CGFloat(u), v = 1 - t
            switch points.count {
            case 2:
                return CGPoint(x: points[0].x + (points[1].x - points[0].x) * t, y: points[0].y + (points[1].y - points[0].y) * t)
            case 3:
                let (a, c, b) = (points[0], points[1], points[2])
                return CGPoint(x: v * v * a.x + 2 * v * t * c.x + t * t * b.x, y: v * v * a.y + 2 * v * t * c.y + t * t * b.y)
            default:
                let (a, c1, c2, b) = (points[0], points[1], points[2], points[3])
                let k0 = v * v * v, k1 = 3 * v * v * t, k2 = 3 * v * t * t, k3 = t * t * t
                return CGPoint(x: k0 * a.x + k1 * c1.x + k2 * c2.x + k3 * b.x, y: k0 * a.y + k1 * c1.y + k2 * c2.y + k3 * b.y)
            }
        }
    }

    let segments: [Segment]
    let keyTimes: [Double]
    let discrete: Bool
    let paced: Bool

    init?(_ path: CGPath, mode: CAAnimationCalculationMode, keyTimes given: [Double]?) {
        var segments: [Segment] = []
        var start = CGPoint.zero, current = CGPoint.zero
        for e in path.elements {
            switch e.type {
            case .moveToPoint:
                start = e.points[0]; current = start
            case .closeSubpath:
                if current != start { segments.append(Self.segment([current, start])) }
                current = start
            default:
                segments.append(Self.segment([current] + e.points))
                current = e.points[e.points.count - 1]
            }
        }
        guard !segments.isEmpty else { return nil }
        self.segments = segments
        discrete = mode == .discrete
        paced = mode == .paced || mode == .cubicPaced
        let n = segments.count
        if paced {
            let total = segments.map(\.length).reduce(0, +)
            var times = [0.0]
            for s in segments { times.append(times[times.count - 1] + (total > 0 ? s.length / total : 1 / Double(n))) }
            keyTimes = times
        } else if let given, given.count == n + 1 {
            keyTimes = given
        } else {
            keyTimes = (0...n).map { Double($0) / Double(n) }
        }
    }

    private static func segment(_ points: [CGPoint]) -> Segment {
        var s = Segment(points: points, length: 0)
        var length = 0.0
        var previous = points[0]
        for i in 1...16 {
            let p = s.point(at: Double(i) / 16)
            length += Double(hypot(p.x - previous.x, p.y - previous.y))
            previous = p
        }
        s.length = length
        return s
    }

    func point(at p: Double, functions: [CAMediaTimingFunction]?) -> CGPoint {
        let n = segments.count
        if p <= keyTimes[0] { return segments[0].points[0] }
        if p >= keyTimes[n] { return segments[n - 1].points[segments[n - 1].points.count - 1] }
        var i = 0
        while i < n - 1 && p >= keyTimes[i + 1] { i += 1 }
        if discrete { return segments[i].points[0] }
        let span = keyTimes[i + 1] - keyTimes[i]
        var u = span > 0 ? (p - keyTimes[i]) / span : 1
        if !paced, let functions, i < functions.count { u = functions[i].progress(at: u) }
        return segments[i].point(at: u)
    }
}
