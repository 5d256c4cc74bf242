/// Insets for each edge that follow the writing direction: `leading` is the left edge in a
/// left-to-right layout (the only direction here).
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    public static let zero = NSDirectionalEdgeInsets()

    /// As `UIEdgeInsets`, left to right.
    var edgeInsets: UIEdgeInsets { UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }
}

extension UIEdgeInsets {
    /// As directional insets, left to right.
    var directional: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right) }

    /// Each edge the larger of the two.
    func union(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: Swift.max(top, other.top), left: Swift.max(left, other.left), bottom: Swift.max(bottom, other.bottom), right: Swift.max(right, other.right))
    }

    static func + (a: UIEdgeInsets, b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }

    /// The insets of `rect` within `bounds`: how far each of its edges lies inside the bounds' (zero when outside).
    init(of rect: CGRect, in bounds: CGRect) {
        self.init(top: Swift.max(0, rect.minY - bounds.minY), left: Swift.max(0, rect.minX - bounds.minX),
                  bottom: Swift.max(0, bounds.maxY - rect.maxY), right: Swift.max(0, bounds.maxX - rect.maxX))
    }
}

// MARK: Safe area and layout margins

extension UIView {
    /// `safeAreaInsets` (declared in the class, where subclasses can override it): the part of
    /// the view outside its superview's safe area, plus, for a controller's root view, the
    /// controller's `additionalSafeAreaInsets`. The engine's device has no status bar area, sensor
    /// housing or home indicator, so the window's are zero; a view outside a window has none
    /// (Apple: "If the view is not currently installed in a view hierarchy … the edge insets … are 0").
    var computedSafeAreaInsets: UIEdgeInsets {
        guard window != nil, let superview = storedSuperview else { return .zero }
        var insets = UIEdgeInsets.zero
        let above = superview.safeAreaInsets
        if above != .zero {
            let safe = convert(superview.bounds.inset(by: above), from: superview)
            insets = UIEdgeInsets(of: safe, in: bounds)
        }
        if let controller = owningController as? UIViewController { insets = insets + controller.additionalSafeAreaInsets }
        return insets
    }

    /// The margins the view asks for, leading and trailing as the writing direction goes:
    /// 8 points on each edge by default; for a controller's root view, UIKit's minimum
    /// (`systemMinimumLayoutMargins`: none above and below, 16 points at the sides in a compact
    /// width, 20 in a regular one).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { layoutAttributes.margins ?? defaultLayoutMargins }
        set {
            layoutAttributes.margins = newValue
            setNeedsLayout()
        }
    }

    /// The margins as they are laid out: the ones asked for (`directionalLayoutMargins`), at
    /// least UIKit's minimum for a controller's root view (unless the controller says
    /// otherwise), at least the superview's where they reach into the view
    /// (`preservesSuperviewLayoutMargins`), inset by the safe area
    /// (`insetsLayoutMarginsFromSafeArea`). Setting them sets `directionalLayoutMargins`.
    public var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set { directionalLayoutMargins = newValue.directional }
    }

    /// Whether the superview's margins count where they reach into the view (false by default).
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutAttributes.preservesSuperviewMargins }
        set {
            layoutAttributes.preservesSuperviewMargins = newValue
            setNeedsLayout()
        }
    }

    /// Whether the margins are measured from the safe area's edges (true by default).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutAttributes.insetsMarginsFromSafeArea }
        set {
            layoutAttributes.insetsMarginsFromSafeArea = newValue
            setNeedsLayout()
        }
    }

    /// The view's bounds inside its `layoutMargins`, as a layout guide held to the view's edges
    /// by required constraints ("UIViewLayoutMarginsGuide-top", …) whose constants follow the
    /// margins at each layout pass. Made when first asked for; not in `layoutGuides`.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = layoutAttributes.marginsGuide { return guide }
        let guide = edgeGuide("UIViewLayoutMarginsGuide", insets: effectiveLayoutMargins)
        layoutAttributes.marginsGuide = guide
        return guide
    }

    /// A guide held to the view's edges, inset by `insets`, by required constraints named
    /// "<identifier>-top", "-left", "-bottom", "-right".
    func edgeGuide(_ identifier: String, insets: UIEdgeInsets) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guide.owningView = self
        let edges: [(String, NSLayoutConstraint)] = [
            ("top", guide.topAnchor.constraint(equalTo: topAnchor, constant: insets.top)),
            ("left", guide.leftAnchor.constraint(equalTo: leftAnchor, constant: insets.left)),
            ("bottom", guide.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -insets.bottom)),
            ("right", guide.rightAnchor.constraint(equalTo: rightAnchor, constant: -insets.right)),
        ]
        for (edge, constraint) in edges { constraint.identifier = "\(identifier)-\(edge)" }
        guide.edgeConstraints = edges.map(\.1)
        NSLayoutConstraint.activate(edges.map(\.1))
        return guide
    }

    private var defaultLayoutMargins: NSDirectionalEdgeInsets {
        if let controller = owningController as? UIViewController { return controller.systemMinimumLayoutMargins }
        return NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    }

    private var effectiveLayoutMargins: UIEdgeInsets {
        var margins = directionalLayoutMargins.edgeInsets
        if let controller = owningController as? UIViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            margins = margins.union(controller.systemMinimumLayoutMargins.edgeInsets)
        }
        let safeArea = insetsLayoutMarginsFromSafeArea ? safeAreaInsets : .zero
        margins = margins + safeArea
        if preservesSuperviewLayoutMargins, let superview = storedSuperview {
            // The superview's margin area, where it reaches into this view.
            let inner = convert(superview.bounds.inset(by: superview.layoutMargins), from: superview)
            margins = margins.union(UIEdgeInsets(of: inner, in: bounds))
        }
        return margins
    }

    /// At a layout pass, before `layoutSubviews()`: when the safe area or the margins changed
    /// since the last pass, the guides' constants follow, the view and its controller are told,
    /// and the subviews lay out again (theirs may have changed with them).
    func refreshInsets() {
        let safeArea = safeAreaInsets
        if safeArea != layoutAttributes.lastSafeArea {
            layoutAttributes.lastSafeArea = safeArea
            layoutAttributes.safeAreaGuide?.setEdgeConstants(safeArea)
            for view in storedSubviews { view.setNeedsLayout() }
            safeAreaInsetsDidChange()
            (owningController as? UIViewController)?.viewSafeAreaInsetsDidChange()
        }
        let margins = effectiveLayoutMargins
        if margins != layoutAttributes.lastMargins {
            let first = layoutAttributes.lastMargins == nil
            layoutAttributes.lastMargins = margins
            layoutAttributes.marginsGuide?.setEdgeConstants(margins)
            for view in storedSubviews where view.preservesSuperviewLayoutMargins { view.setNeedsLayout() }
            // The margins a view starts with are not a change.
            if !first {
                layoutMarginsDidChange()
                (owningController as? UIViewController)?.viewLayoutMarginsDidChange()
            }
        }
    }
}

extension UILayoutGuide {
    /// Sets the constants of the guide's edge constraints to `insets`.
    func setEdgeConstants(_ insets: UIEdgeInsets) {
        guard edgeConstraints.count == 4 else { return }
        let constants = [insets.top, insets.left, -insets.bottom, -insets.right]
        for (constraint, constant) in zip(edgeConstraints, constants) where constraint.constant != constant { constraint.constant = constant }
    }
}

extension UIViewController {
    /// UIKit's smallest margins for the controller's root view: none above and below, 16 points
    /// at the sides in a compact width and 20 in a regular one (Apple, `layoutMargins`: "The side
    /// margins vary depending on the current size class, but can be either 16 or 20 points").
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

}
