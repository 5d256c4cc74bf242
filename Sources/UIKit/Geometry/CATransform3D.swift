/// A 4×4 homogeneous transform, as in Core Animation.
///
/// Points are **row vectors**: `p' = p · M`, so translation lives in `m41 m42 m43` and
/// `CATransform3DConcat(a, b)` (= `a · b`) applies `a` first, then `b`. Perspective is the
/// `m34` entry (`-1 / d` for an eye at distance `d`); after multiplying, x and y are divided by w.
public struct CATransform3D: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// All sixteen entries zero, like the zero initializer Swift gives the imported C struct on
    /// iOS. This is **not** the identity: a layer with this transform collapses to nothing. Start
    /// from `CATransform3DIdentity` instead.
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0,
                  m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0,
                  m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// Entry at `row`, `column` (both 0-based); used by the matrix algorithms.
    subscript(row: Int, column: Int) -> CGFloat {
        get {
            switch (row, column) {
            case (0, 0): m11
            case (0, 1): m12
            case (0, 2): m13
            case (0, 3): m14
            case (1, 0): m21
            case (1, 1): m22
            case (1, 2): m23
            case (1, 3): m24
            case (2, 0): m31
            case (2, 1): m32
            case (2, 2): m33
            case (2, 3): m34
            case (3, 0): m41
            case (3, 1): m42
            case (3, 2): m43
            default: m44
            }
        }
        set {
            switch (row, column) {
            case (0, 0): m11 = newValue
            case (0, 1): m12 = newValue
            case (0, 2): m13 = newValue
            case (0, 3): m14 = newValue
            case (1, 0): m21 = newValue
            case (1, 1): m22 = newValue
            case (1, 2): m23 = newValue
            case (1, 3): m24 = newValue
            case (2, 0): m31 = newValue
            case (2, 1): m32 = newValue
            case (2, 2): m33 = newValue
            case (2, 3): m34 = newValue
            case (3, 0): m41 = newValue
            case (3, 1): m42 = newValue
            case (3, 2): m43 = newValue
            default: m44 = newValue
            }
        }
    }

    /// `self · other`: `self` first, then `other`.
    func multiplied(by o: CATransform3D) -> CATransform3D {
        CATransform3D(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31 + m14 * o.m41,
            m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32 + m14 * o.m42,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33 + m14 * o.m43,
            m14: m11 * o.m14 + m12 * o.m24 + m13 * o.m34 + m14 * o.m44,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31 + m24 * o.m41,
            m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32 + m24 * o.m42,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33 + m24 * o.m43,
            m24: m21 * o.m14 + m22 * o.m24 + m23 * o.m34 + m24 * o.m44,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31 + m34 * o.m41,
            m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32 + m34 * o.m42,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33 + m34 * o.m43,
            m34: m31 * o.m14 + m32 * o.m24 + m33 * o.m34 + m34 * o.m44,
            m41: m41 * o.m11 + m42 * o.m21 + m43 * o.m31 + m44 * o.m41,
            m42: m41 * o.m12 + m42 * o.m22 + m43 * o.m32 + m44 * o.m42,
            m43: m41 * o.m13 + m42 * o.m23 + m43 * o.m33 + m44 * o.m43,
            m44: m41 * o.m14 + m42 * o.m24 + m43 * o.m34 + m44 * o.m44)
    }

    /// Maps a point, returning homogeneous (x, y, z, w) before the divide by w.
    package func mapHomogeneous(x: CGFloat, y: CGFloat, z: CGFloat = 0) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        (x * m11 + y * m21 + z * m31 + m41,
         x * m12 + y * m22 + z * m32 + m42,
         x * m13 + y * m23 + z * m33 + m43,
         x * m14 + y * m24 + z * m34 + m44)
    }

    /// Maps a point of the z = 0 plane and divides by w (the perspective projection).
    package func project(_ p: CGPoint) -> CGPoint {
        let h = mapHomogeneous(x: p.x, y: p.y)
        return CGPoint(x: h.x / h.w, y: h.y / h.w)
    }

    var determinant: CGFloat {
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        return s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    }

    /// The inverse, or nil when the matrix is singular.
    func inverse() -> CATransform3D? {
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
        guard det != 0, det.isFinite else { return nil }
        let k = 1 / det
        return CATransform3D(
            m11: (m22 * c5 - m23 * c4 + m24 * c3) * k,
            m12: (-m12 * c5 + m13 * c4 - m14 * c3) * k,
            m13: (m42 * s5 - m43 * s4 + m44 * s3) * k,
            m14: (-m32 * s5 + m33 * s4 - m34 * s3) * k,
            m21: (-m21 * c5 + m23 * c2 - m24 * c1) * k,
            m22: (m11 * c5 - m13 * c2 + m14 * c1) * k,
            m23: (-m41 * s5 + m43 * s2 - m44 * s1) * k,
            m24: (m31 * s5 - m33 * s2 + m34 * s1) * k,
            m31: (m21 * c4 - m22 * c2 + m24 * c0) * k,
            m32: (-m11 * c4 + m12 * c2 - m14 * c0) * k,
            m33: (m41 * s4 - m42 * s2 + m44 * s0) * k,
            m34: (-m31 * s4 + m32 * s2 - m34 * s0) * k,
            m41: (-m21 * c3 + m22 * c1 - m23 * c0) * k,
            m42: (m11 * c3 - m12 * c1 + m13 * c0) * k,
            m43: (-m41 * s3 + m42 * s1 - m43 * s0) * k,
            m44: (m31 * s3 - m32 * s1 + m33 * s0) * k)
    }

    public var description: String {
        func row(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> String { "[\(a) \(b) \(c) \(d)]" }
        return "CATransform3D(\(row(m11, m12, m13, m14)) \(row(m21, m22, m23, m24)) \(row(m31, m32, m33, m34)) \(row(m41, m42, m43, m44)))"
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A rotation by `angle` radians about the axis (x, y, z); a zero axis gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let x = x / length, y = y / length, z = z / length
    let c = CGFloat(Foundation.cos(Double(angle))), s = CGFloat(Foundation.sin(Double(angle)))
    let t = 1 - c
    var r = CATransform3DIdentity
    r.m11 = c + t * x * x;     r.m12 = t * x * y + s * z; r.m13 = t * x * z - s * y
    r.m21 = t * x * y - s * z; r.m22 = c + t * y * y;     r.m23 = t * y * z + s * x
    r.m31 = t * x * z + s * y; r.m32 = t * y * z - s * x; r.m33 = c + t * z * z
    return r
}

/// `a · b`: the transform that applies `a`, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.multiplied(by: b)
}

/// Translates first, then applies `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).multiplied(by: t)
}

/// Scales first, then applies `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).multiplied(by: t)
}

/// Rotates first, then applies `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).multiplied(by: t)
}

/// The inverse; a singular matrix is returned unchanged, as in Core Animation.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { t.inverse() ?? t }

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = m.a; t.m12 = m.b; t.m21 = m.c; t.m22 = m.d; t.m41 = m.tx; t.m42 = m.ty
    return t
}

/// True when `t` is exactly representable as a `CGAffineTransform`.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t` (its 2-D entries); other entries are ignored.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
