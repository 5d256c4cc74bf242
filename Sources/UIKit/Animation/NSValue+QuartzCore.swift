/// Boxing geometry in `NSValue`, as iOS code does for animation values
/// (`animation.toValue = NSValue(caTransform3D: t)`). Writing the struct directly
/// (`animation.toValue = t`) works too, here and on iOS.
extension NSValue {
    enum GeometryKind: String {
        case point = "{CGPoint=dd}"
        case size = "{CGSize=dd}"
        case rect = "{CGRect={CGPoint=dd}{CGSize=dd}}"
        case transform3D = "[16d]"
        case affineTransform = "[6d]"
    }

    /// Whether the box holds `kind`. Foundation on Linux encodes only CGPoint, CGSize and CGRect
    /// as structs; transforms are stored as arrays of doubles.
    func holds(_ kind: GeometryKind) -> Bool {
        String(cString: objCType) == kind.rawValue
    }

    private func read<T>(_ empty: T) -> T {
        var value = empty
        withUnsafeMutableBytes(of: &value) { getValue($0.baseAddress!) }
        return value
    }

    public convenience init(caTransform3D t: CATransform3D) {
        var value = t
        self.init(bytes: &value, objCType: GeometryKind.transform3D.rawValue)
    }

    /// The boxed transform (identity if the value holds something else).
    public var caTransform3DValue: CATransform3D {
        holds(.transform3D) ? read(CATransform3DIdentity) : CATransform3DIdentity
    }

    public convenience init(cgAffineTransform t: CGAffineTransform) {
        var value = t
        self.init(bytes: &value, objCType: GeometryKind.affineTransform.rawValue)
    }

    public var cgAffineTransformValue: CGAffineTransform {
        holds(.affineTransform) ? read(CGAffineTransform.identity) : .identity
    }

    public convenience init(cgPoint point: CGPoint) {
        var value = point
        self.init(bytes: &value, objCType: GeometryKind.point.rawValue)
    }

    public var cgPointValue: CGPoint { holds(.point) ? read(CGPoint.zero) : .zero }

    public convenience init(cgSize size: CGSize) {
        var value = size
        self.init(bytes: &value, objCType: GeometryKind.size.rawValue)
    }

    public var cgSizeValue: CGSize { holds(.size) ? read(CGSize.zero) : .zero }

    public convenience init(cgRect rect: CGRect) {
        var value = rect
        self.init(bytes: &value, objCType: GeometryKind.rect.rawValue)
    }

    public var cgRectValue: CGRect { holds(.rect) ? read(CGRect.zero) : .zero }
}
