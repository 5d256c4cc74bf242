/// Core Animation interpolates transforms by decomposing them into translation, scale, skew,
/// perspective and a rotation quaternion, interpolating those, and recomposing — which is why a
/// card turned by π/2 about y stays rigid halfway (it is turned by π/4), instead of shrinking as an
/// entry-by-entry blend would. A matrix that cannot be decomposed (for example a scale of 0) falls
/// back to the entry-by-entry blend.
struct DecomposedTransform: Equatable {
    var translation: (x: Double, y: Double, z: Double)
    var scale: (x: Double, y: Double, z: Double)
    /// xy, xz, yz shear factors.
    var skew: (xy: Double, xz: Double, yz: Double)
    var perspective: (x: Double, y: Double, z: Double, w: Double)
    /// Unit quaternion (x, y, z, w), for a rotation matrix in the column-vector convention.
    var quaternion: (x: Double, y: Double, z: Double, w: Double)

    static func == (a: DecomposedTransform, b: DecomposedTransform) -> Bool {
        a.translation == b.translation && a.scale == b.scale && a.skew == b.skew
            && a.perspective == b.perspective && a.quaternion == b.quaternion
    }
}

private typealias Vec3 = (Double, Double, Double)

private func dot(_ a: Vec3, _ b: Vec3) -> Double { a.0 * b.0 + a.1 * b.1 + a.2 * b.2 }
private func length(_ a: Vec3) -> Double { dot(a, a).squareRoot() }
private func scaled(_ a: Vec3, _ k: Double) -> Vec3 { (a.0 * k, a.1 * k, a.2 * k) }
private func minus(_ a: Vec3, _ b: Vec3) -> Vec3 { (a.0 - b.0, a.1 - b.1, a.2 - b.2) }
private func cross(_ a: Vec3, _ b: Vec3) -> Vec3 {
    (a.1 * b.2 - a.2 * b.1, a.2 * b.0 - a.0 * b.2, a.0 * b.1 - a.1 * b.0)
}

extension CATransform3D {
    /// Splits the matrix as `[scale·skew · rotation, translation] · perspective` (row vectors).
    func decomposed() -> DecomposedTransform? {
        guard m44 != 0 else { return nil }
        var m = self
        let w = Double(m44)
        for r in 0..<4 { for c in 0..<4 { m[r, c] = CGFloat(Double(m[r, c]) / w) } }

        // N: the matrix with its last column replaced by (0, 0, 0, 1); M = N · P.
        var n = m
        n.m14 = 0; n.m24 = 0; n.m34 = 0; n.m44 = 1
        guard n.determinant != 0 else { return nil }

        var perspective = (x: 0.0, y: 0.0, z: 0.0, w: 1.0)
        if m.m14 != 0 || m.m24 != 0 || m.m34 != 0 {
            guard let inv = n.inverse() else { return nil }
            let rhs = (Double(m.m14), Double(m.m24), Double(m.m34), Double(m.m44))
            // p = N⁻¹ · rhs (rhs as a column vector).
            func rowDot(_ r: Int) -> Double {
                Double(inv[r, 0]) * rhs.0 + Double(inv[r, 1]) * rhs.1 + Double(inv[r, 2]) * rhs.2 + Double(inv[r, 3]) * rhs.3
            }
            perspective = (rowDot(0), rowDot(1), rowDot(2), rowDot(3))
        }

        let translation = (x: Double(m.m41), y: Double(m.m42), z: Double(m.m43))

        var row0: Vec3 = (Double(m.m11), Double(m.m12), Double(m.m13))
        var row1: Vec3 = (Double(m.m21), Double(m.m22), Double(m.m23))
        var row2: Vec3 = (Double(m.m31), Double(m.m32), Double(m.m33))

        var sx = length(row0)
        guard sx != 0 else { return nil }
        row0 = scaled(row0, 1 / sx)
        var xy = dot(row0, row1)
        row1 = minus(row1, scaled(row0, xy))
        var sy = length(row1)
        guard sy != 0 else { return nil }
        row1 = scaled(row1, 1 / sy)
        xy /= sy
        var xz = dot(row0, row2)
        row2 = minus(row2, scaled(row0, xz))
        var yz = dot(row1, row2)
        row2 = minus(row2, scaled(row1, yz))
        var sz = length(row2)
        guard sz != 0 else { return nil }
        row2 = scaled(row2, 1 / sz)
        xz /= sz
        yz /= sz

        if dot(row0, cross(row1, row2)) < 0 {
            sx = -sx; sy = -sy; sz = -sz
            row0 = scaled(row0, -1); row1 = scaled(row1, -1); row2 = scaled(row2, -1)
        }

        // Rows of R (row-vector convention); the column-convention matrix is Rᵀ: C[i][j] = R[j][i].
        let r = [[row0.0, row0.1, row0.2], [row1.0, row1.1, row1.2], [row2.0, row2.1, row2.2]]
        func cc(_ i: Int, _ j: Int) -> Double { r[j][i] }
        var q = (x: 0.0, y: 0.0, z: 0.0, w: 1.0)
        let trace = cc(0, 0) + cc(1, 1) + cc(2, 2)
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            q = ((cc(2, 1) - cc(1, 2)) / s, (cc(0, 2) - cc(2, 0)) / s, (cc(1, 0) - cc(0, 1)) / s, s / 4)
        } else if cc(0, 0) > cc(1, 1) && cc(0, 0) > cc(2, 2) {
            let s = (1 + cc(0, 0) - cc(1, 1) - cc(2, 2)).squareRoot() * 2
            q = (s / 4, (cc(0, 1) + cc(1, 0)) / s, (cc(0, 2) + cc(2, 0)) / s, (cc(2, 1) - cc(1, 2)) / s)
        } else if cc(1, 1) > cc(2, 2) {
            let s = (1 + cc(1, 1) - cc(0, 0) - cc(2, 2)).squareRoot() * 2
            q = ((cc(0, 1) + cc(1, 0)) / s, s / 4, (cc(1, 2) + cc(2, 1)) / s, (cc(0, 2) - cc(2, 0)) / s)
        } else {
            let s = (1 + cc(2, 2) - cc(0, 0) - cc(1, 1)).squareRoot() * 2
            q = ((cc(0, 2) + cc(2, 0)) / s, (cc(1, 2) + cc(2, 1)) / s, s / 4, (cc(1, 0) - cc(0, 1)) / s)
        }
        return DecomposedTransform(
            translation: translation, scale: (sx, sy, sz), skew: (xy, xz, yz),
            perspective: perspective, quaternion: q)
    }

    init(_ d: DecomposedTransform) {
        let (x, y, z, w) = d.quaternion
        // Column-convention rotation matrix C, then R = Cᵀ for row vectors.
        let c: [[Double]] = [
            [1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
            [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
            [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)],
        ]
        var rot = [[Double]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 { for j in 0..<3 { rot[i][j] = c[j][i] } }
        // L = [[sx, 0, 0], [sy·xy, sy, 0], [sz·xz, sz·yz, sz]] · R
        let sk: [[Double]] = [
            [d.scale.x, 0, 0],
            [d.scale.y * d.skew.xy, d.scale.y, 0],
            [d.scale.z * d.skew.xz, d.scale.z * d.skew.yz, d.scale.z],
        ]
        var n = CATransform3DIdentity
        for i in 0..<3 {
            for j in 0..<3 {
                n[i, j] = CGFloat(sk[i][0] * rot[0][j] + sk[i][1] * rot[1][j] + sk[i][2] * rot[2][j])
            }
        }
        n.m41 = CGFloat(d.translation.x); n.m42 = CGFloat(d.translation.y); n.m43 = CGFloat(d.translation.z)
        var p = CATransform3DIdentity
        p.m14 = CGFloat(d.perspective.x); p.m24 = CGFloat(d.perspective.y)
        p.m34 = CGFloat(d.perspective.z); p.m44 = CGFloat(d.perspective.w)
        self = n.multiplied(by: p)
    }

    /// Entry-by-entry blend, used when a decomposition does not exist.
    func blendedEntries(to b: CATransform3D, _ t: Double) -> CATransform3D {
        var r = self
        let k = CGFloat(t)
        for i in 0..<4 { for j in 0..<4 { r[i, j] = self[i, j] + (b[i, j] - self[i, j]) * k } }
        return r
    }

    /// Core Animation's transform interpolation at fraction `t` (which may leave [0, 1] for springs).
    package func interpolated(to b: CATransform3D, _ t: Double) -> CATransform3D {
        if t == 0 { return self }
        if t == 1 { return b }
        guard let da = decomposed(), let db = b.decomposed() else { return blendedEntries(to: b, t) }
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        var r = da
        r.translation = (mix(da.translation.x, db.translation.x), mix(da.translation.y, db.translation.y), mix(da.translation.z, db.translation.z))
        r.scale = (mix(da.scale.x, db.scale.x), mix(da.scale.y, db.scale.y), mix(da.scale.z, db.scale.z))
        r.skew = (mix(da.skew.xy, db.skew.xy), mix(da.skew.xz, db.skew.xz), mix(da.skew.yz, db.skew.yz))
        r.perspective = (mix(da.perspective.x, db.perspective.x), mix(da.perspective.y, db.perspective.y),
                         mix(da.perspective.z, db.perspective.z), mix(da.perspective.w, db.perspective.w))
        r.quaternion = slerp(da.quaternion, db.quaternion, t)
        return CATransform3D(r)
    }
}

/// Spherical interpolation along the shorter arc.
func slerp(
    _ a: (x: Double, y: Double, z: Double, w: Double),
    _ b: (x: Double, y: Double, z: Double, w: Double),
    _ t: Double
) -> (x: Double, y: Double, z: Double, w: Double) {
    var b = b
    var cosine = a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w
    if cosine < 0 { b = (-b.x, -b.y, -b.z, -b.w); cosine = -cosine }
    var ka = 1 - t, kb = t
    if cosine < 0.9999 {
        let angle = Foundation.acos(Swift.min(cosine, 1))
        let s = Foundation.sin(angle)
        ka = Foundation.sin((1 - t) * angle) / s
        kb = Foundation.sin(t * angle) / s
    }
    var q = (x: a.x * ka + b.x * kb, y: a.y * ka + b.y * kb, z: a.z * ka + b.z * kb, w: a.w * ka + b.w * kb)
    let n = (q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w).squareRoot()
    if n > 0 { q = (q.x / n, q.y / n, q.z / n, q.w / n) }
    return q
}
