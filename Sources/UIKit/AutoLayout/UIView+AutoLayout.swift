/// The Auto Layout members of `UIView`: anchors, the autoresizing-mask translation, the
/// constraints a view holds, intrinsic content size priorities, and the update-constraints pass.
extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    /// True by default: the frame you set stays, as if required constraints held it (iOS turns
    /// the autoresizing mask into such constraints). Set it to false for a view that
    /// constraints place: the engine then sets its frame at each layout pass.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutAttributes.translatesAutoresizingMask }
        set {
            guard newValue != layoutAttributes.translatesAutoresizingMask else { return }
            layoutAttributes.translatesAutoresizingMask = newValue
            engine.existingAutoLayout?.structureDidChange()
        }
    }

    /// The active constraints this view holds: those whose closest common ancestor of their
    /// items is this view, in the order they were activated.
    public var constraints: [NSLayoutConstraint] { engine.existingAutoLayout?.constraints(heldBy: self) ?? [] }

    /// Activates `constraint`, which must relate this view or its descendants.
    public func addConstraint(_ constraint: NSLayoutConstraint) { addConstraints([constraint]) }

    /// Activates each constraint, which must relate this view or its descendants.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints {
            precondition(constraint.hostViews.allSatisfy { $0.isDescendant(of: self) },
                         "The view hierarchy is not prepared for the constraint: \(constraint). When added to a view, the constraint's items must be descendants of that view (or the view itself).")
        }
        NSLayoutConstraint.activate(constraints)
    }

    /// Deactivates `constraint` if this view holds it.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { removeConstraints([constraint]) }

    /// Deactivates each of `constraints` that this view holds.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(constraints.filter { $0.owner === self })
    }

    /// How much the view resists growing beyond its intrinsic size along `axis` (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutAttributes.hugging[axis.rawValue]
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutAttributes.hugging[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }

    /// How much the view resists shrinking below its intrinsic size along `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutAttributes.compressionResistance[axis.rawValue]
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutAttributes.compressionResistance[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }

    /// Tells the engine that `intrinsicContentSize` changed, so that the next layout pass uses
    /// the new size. Labels and image views call it when their text or image changes.
    public func invalidateIntrinsicContentSize() {
        guard let autoLayout = engine.existingAutoLayout else { return }
        autoLayout.structureDidChange()
    }

    // MARK: Safe area

    /// The part of the view that bars and the sensor housing leave uncovered, as a layout guide:
    /// the bounds inset by `safeAreaInsets` (zero on the engine's device unless a controller's
    /// `additionalSafeAreaInsets` says otherwise), held to the view's four edges by required
    /// constraints named as UIKit names them ("UIViewSafeAreaLayoutGuide-top", …) whose constants
    /// follow the insets at each layout pass. Made when first asked for; not in `layoutGuides`.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = layoutAttributes.safeAreaGuide { return guide }
        let insets = safeAreaInsets
        let guide = edgeGuide("UIViewSafeAreaLayoutGuide", insets: insets)
        layoutAttributes.safeAreaGuide = guide
        return guide
    }

    // MARK: Updating constraints

    /// Marks the view for `updateConstraints()` at the next layout pass.
    public func setNeedsUpdateConstraints() {
        layoutAttributes.needsUpdateConstraints = true
        setNeedsLayout()
    }

    /// Whether `updateConstraints()` is due.
    public func needsUpdateConstraints() -> Bool { layoutAttributes.needsUpdateConstraints }

    /// Runs `updateConstraints()` now for this view and its subviews that need it, subviews first
    /// (constraints flow up the tree, as on iOS); a controller's view asks its controller's
    /// `updateViewConstraints()` instead.
    public func updateConstraintsIfNeeded() {
        for view in storedSubviews { view.updateConstraintsIfNeeded() }
        if layoutAttributes.needsUpdateConstraints {
            layoutAttributes.needsUpdateConstraints = false
            if let controller = owningController as? UIViewController { controller.updateViewConstraints() } else { updateConstraints() }
        }
    }
}

/// What a view stores for Auto Layout.
struct ViewLayoutAttributes {
    var translatesAutoresizingMask = true
    /// Indexed by `NSLayoutConstraint.Axis.rawValue` (horizontal, vertical).
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    var needsUpdateConstraints = false
    var guides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    /// `directionalLayoutMargins` as set (nil: the default).
    var margins: NSDirectionalEdgeInsets?
    var preservesSuperviewMargins = false
    var insetsMarginsFromSafeArea = true
    /// The safe area and the margins at the last layout pass (nil: none yet).
    var lastSafeArea: UIEdgeInsets = .zero
    var lastMargins: UIEdgeInsets?
}
