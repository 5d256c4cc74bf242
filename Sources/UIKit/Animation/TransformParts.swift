/// The components a transform sub-key path names (`"transform.rotation.y"`, `"transform.scale"`).
enum TransformComponent: String, CaseIterable {
    case scale = "scale", scaleX = "scale.x", scaleY = "scale.y", scaleZ = "scale.z"
    case rotation = "rotation", rotationX = "rotation.x", rotationY = "rotation.y", rotationZ = "rotation.z"
    case translation = "translation", translationX = "translation.x", translationY = "translation.y", translationZ = "translation.z"
}

/// A transform as translation, scale, Euler rotation (applied x, then y, then z) and the
/// remaining skew/perspective, so that one component can be read or replaced. Setting a
/// component on the identity gives exactly the matrix `CATransform3DMake…` would.
struct TransformParts {
    var translation: (x: Double, y: Double, z: Double)
    var scale: (x: Double, y: Double, z: Double)
    var rotation: (x: Double, y: Double, z: Double)
    var rest: DecomposedTransform

    init(_ t: CATransform3D) {
        if let d = t.decomposed() {
            rest = d
            translation = d.translation
            scale = d.scale
            let q = d.quaternion
            let sinp = Swift.max(-1, Swift.min(1, 2 * (q.w * q.y - q.z * q.x)))
            rotation = (
                Foundation.atan2(2 * (q.w * q.x + q.y * q.z), 1 - 2 * (q.x * q.x + q.y * q.y)),
                Foundation.asin(sinp),
                Foundation.atan2(2 * (q.w * q.z + q.x * q.y), 1 - 2 * (q.y * q.y + q.z * q.z)))
        } else {
            // A singular matrix (a zero scale): keep what can be read directly.
            translation = (Double(t.m41), Double(t.m42), Double(t.m43))
            scale = (Double(t.m11), Double(t.m22), Double(t.m33))
            rotation = (0, 0, 0)
            rest = DecomposedTransform(translation: translation, scale: scale, skew: (0, 0, 0), perspective: (0, 0, 0, 1), quaternion: (0, 0, 0, 1))
        }
    }

    subscript(c: TransformComponent) -> Double {
        get {
            switch c {
            case .scale: (scale.x + scale.y + scale.z) / 3
            case .scaleX: scale.x
            case .scaleY: scale.y
            case .scaleZ: scale.z
            case .rotation, .rotationZ: rotation.z
            case .rotationX: rotation.x
            case .rotationY: rotation.y
            case .translation: translation.x
            case .translationX: translation.x
            case .translationY: translation.y
            case .translationZ: translation.z
            }
        }
        set {
            switch c {
            case .scale: scale = (newValue, newValue, newValue)
            case .scaleX: scale.x = newValue
            case .scaleY: scale.y = newValue
            case .scaleZ: scale.z = newValue
            case .rotation, .rotationZ: rotation.z = newValue
            case .rotationX: rotation.x = newValue
            case .rotationY: rotation.y = newValue
            case .translation, .translationX: translation.x = newValue
            case .translationY: translation.y = newValue
            case .translationZ: translation.z = newValue
            }
        }
    }

    var matrix: CATransform3D {
        func axis(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> (x: Double, y: Double, z: Double, w: Double) {
            let s = Foundation.sin(angle / 2)
            return (x * s, y * s, z * s, Foundation.cos(angle / 2))
        }
        func multiply(_ a: (x: Double, y: Double, z: Double, w: Double), _ b: (x: Double, y: Double, z: Double, w: Double)) -> (x: Double, y: Double, z: Double, w: Double) {
            (a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
             a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
             a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
             a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z)
        }
        // Column convention: R = Rz · Ry · Rx, so x turns first.
        let q = multiply(multiply(axis(rotation.z, 0, 0, 1), axis(rotation.y, 0, 1, 0)), axis(rotation.x, 1, 0, 0))
        var d = rest
        d.translation = translation
        d.scale = scale
        d.quaternion = q
        return CATransform3D(d)
    }
}

extension CATransform3D {
    /// The rotation as Euler angles in radians (about x, then y, then z) — for graders, which
    /// describe a view as "turned 45° about y".
    package var eulerRotation: (x: Double, y: Double, z: Double) { TransformParts(self).rotation }

    /// The scale along each axis.
    package var scaleFactors: (x: Double, y: Double, z: Double) { TransformParts(self).scale }
}
