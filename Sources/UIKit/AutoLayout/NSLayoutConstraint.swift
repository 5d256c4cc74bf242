/// A linear relation between two layout attributes of views:
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`.
///
/// Active constraints are solved by the engine's Cassowary solver at each layout pass; the
/// default `layoutSubviews()` of a view then gives its subviews whose
/// `translatesAutoresizingMaskIntoConstraints` is false the frames the solver found. Change
/// `constant` and call `layoutIfNeeded()` inside `UIView.animate { }` to animate to the new
/// layout.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The part of a view a constraint relates (edges, size, centre).
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case notAnAttribute = 0
    }

    /// How the first attribute relates to the modified second one.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The horizontal or vertical axis, for content hugging and compression resistance.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    public private(set) weak var firstItem: AnyObject?
    public private(set) weak var secondItem: AnyObject?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat

    /// The constant added to the second attribute. Changing it on an active constraint re-solves
    /// the layout incrementally and marks the views it moves for layout.
    open var constant: CGFloat {
        didSet { if constant != oldValue { engine?.constantDidChange(self) } }
    }

    /// 1000 (`.required`) by default. Between required and optional it can only change while the
    /// constraint is inactive, as on iOS.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue, let engine else { return }
            precondition((priority == .required) == (oldValue == .required),
                         "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(priority.rawValue) and the existing priority was \(oldValue.rawValue).")
            engine.priorityDidChange(self)
        }
    }

    /// A name shown in the engine's messages.
    open var identifier: String?

    /// Whether the constraint takes part in layout. Setting it to true installs it on the
    /// closest common ancestor of its items (which must exist).
    open var isActive: Bool {
        get { engine != nil }
        set {
            if newValue { Self.activate([self]) } else { engine?.deactivate([self]) }
        }
    }

    /// The layout engine of the constraint while active.
    weak var engine: AutoLayoutEngine?
    /// The view holding the constraint (its items' closest common ancestor), while active.
    weak var owner: UIView?
    /// Set when the engine broke the constraint to satisfy the others (FIDELITY §4.10).
    var isBroken = false

    /// Creates `view1.attr1 relation multiplier × view2.attr2 + c`.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        secondItem = view2.map { $0 as AnyObject }
        firstAttribute = attr1
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        self.constant = c
        super.init()
        precondition(firstItem is UIView || firstItem is UILayoutGuide, "NSLayoutConstraint: the first item must be a view or a layout guide.")
        precondition(view2 == nil || secondItem is UIView || secondItem is UILayoutGuide, "NSLayoutConstraint: the second item must be a view or a layout guide.")
        precondition(attr1 != .notAnAttribute, "NSLayoutConstraint: the first attribute cannot be notAnAttribute.")
        precondition(view2 != nil || attr1 == .width || attr1 == .height,
                     "NSLayoutConstraint for \(view1): A constraint with no second item must be a width or height constraint.")
        precondition(view2 == nil || attr2 != .notAnAttribute,
                     "NSLayoutConstraint: a constraint with a second item needs a second attribute.")
        if view2 != nil {
            precondition(attr1.axis == attr2.axis, "NSLayoutConstraint: a constraint cannot relate a horizontal attribute (\(attr1)) to a vertical one (\(attr2)), or a position to a size.")
            precondition(attr1.isDirectional == attr2.isDirectional || attr1.axis != .horizontalPosition || attr1 == .centerX || attr2 == .centerX,
                         "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.")
        }
    }

    /// Activates each constraint (faster than setting `isActive` one by one on iOS; the same here).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        // Each constraint joins the layout engine of the engine its first view lives in.
        var groups: [(engine: AutoLayoutEngine, constraints: [NSLayoutConstraint])] = []
        for constraint in constraints {
            guard let engine = constraint.firstItem.flatMap(hostView(of:))?.engine.autoLayout else { continue }
            if let i = groups.firstIndex(where: { $0.engine === engine }) {
                groups[i].constraints.append(constraint)
            } else {
                groups.append((engine, [constraint]))
            }
        }
        for group in groups { group.engine.activate(group.constraints) }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.engine?.deactivate([constraint]) }
    }

    open override var description: String { MainActor.assumeIsolated { text } }

    /// `<NSLayoutConstraint 'id' UIView(card).leading == UIView.leading + 16>`, as UIKit logs it.
    private var text: String {
        let op = switch relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
        var text = "\(firstItem.map(layoutName) ?? "nil").\(firstAttribute) \(op) "
        if let secondItem {
            if multiplier != 1 { text += "\(multiplier)*" }
            text += "\(layoutName(secondItem)).\(secondAttribute)"
            if constant != 0 { text += (constant < 0 ? " - " : " + ") + "\(abs(constant))" }
        } else {
            text += "\(constant)"
        }
        if priority != .required { text += "   (priority \(priority.rawValue))" }
        let name = identifier.map { "'\($0)' " } ?? ""
        return "<NSLayoutConstraint \(name)\(text)>"
    }
}

/// How a constraint names an item in messages: a view's accessibility identifier or a guide's
/// identifier, else its class.
@MainActor
func layoutName(_ item: AnyObject) -> String {
    if let view = item as? UIView, let id = view.accessibilityIdentifier { return "\(type(of: view))(\(id))" }
    if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty { return "\(type(of: guide))(\(guide.identifier))" }
    return "\(type(of: item))"
}

/// The view a layout item lives in for the hierarchy's purposes: a view itself, or a guide's
/// owning view.
@MainActor
func hostView(of item: AnyObject) -> UIView? {
    (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
}

/// The view whose coordinates an item's frame is in, and whose layout places it: a view's
/// superview, a guide's owning view.
@MainActor
func layoutParent(of item: AnyObject) -> UIView? {
    (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView
}

extension NSLayoutConstraint.Attribute {
    enum Axis { case horizontalPosition, verticalPosition, size }

    /// Leading and trailing follow the writing direction (left to right here).
    var isDirectional: Bool { self == .leading || self == .trailing }

    /// What the attribute measures; a constraint relates attributes of the same kind, except
    /// that a width may be related to a height (both are sizes).
    var axis: Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .centerX: .horizontalPosition
        case .top, .bottom, .centerY: .verticalPosition
        case .width, .height: .size
        case .notAnAttribute: nil
        }
    }
}
