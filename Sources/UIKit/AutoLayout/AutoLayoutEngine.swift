/// One engine's Auto Layout state: the active constraints, the views and layout guides they
/// place, and the Cassowary solver that holds them all.
///
/// Each item taking part has four solver variables: the left and top of its frame in the
/// coordinates of the root of its tree (its window), and its width and height (transforms
/// aside: the frame before any transform, as iOS lays out). An item takes part when an active
/// constraint names it, and so do its superview (a guide's owning view) and their ancestors,
/// which give its coordinates their origin. A view whose
/// `translatesAutoresizingMaskIntoConstraints` is true is held where its frame is by required
/// constraints; the root of a tree is held at its origin.
@MainActor
final class AutoLayoutEngine {
    private let solver = SimplexSolver()
    private unowned let host: UIKitEngine
    /// Active constraints in the order they were activated.
    private var active: [NSLayoutConstraint] = []
    private var handles: [ObjectIdentifier: SimplexSolver.Handle] = [:]
    private var nodes: [ObjectIdentifier: LayoutNode] = [:]
    private var nextVariable = 0

    /// The level of the engine's own wish that an ambiguous view sit at its superview's top-left
    /// corner: lower than any `UILayoutPriority` (whose smallest meaningful value is 1).
    static let ambiguityLevel: Float = 0.001

    init(host: UIKitEngine) { self.host = host }

    // MARK: Activation

    func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where constraint.engine == nil {
            let hosts = constraint.hostViews
            precondition(hosts.count == constraint.items.count,
                         "Unable to activate constraint \(constraint): a layout guide in it has not been added to a view (addLayoutGuide(_:)).")
            guard let owner = hosts.count == 2 ? hosts[0].closestCommonAncestor(with: hosts[1]) : hosts[0] else {
                preconditionFailure("Unable to activate constraint with anchors \(layoutName(constraint.items[0])).\(constraint.firstAttribute) and \(layoutName(constraint.items[1])).\(constraint.secondAttribute) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
            }
            constraint.engine = self
            constraint.owner = owner
            constraint.isBroken = false
            active.append(constraint)
        }
        structureDidChange()
    }

    func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where constraint.engine === self {
            if let handle = handles.removeValue(forKey: ObjectIdentifier(constraint)) { solver.remove(handle) }
            markItemsForLayout(constraint)
            constraint.engine = nil
            constraint.owner = nil
            constraint.isBroken = false
            active.removeAll { $0 === constraint }
        }
        structureDidChange()
    }

    func constraints(heldBy view: UIView) -> [NSLayoutConstraint] { active.filter { $0.owner === view } }

    /// iOS removes the constraints that would reach out of a view leaving its superview.
    func viewWillLeaveSuperview(_ view: UIView) {
        let crossing = active.filter { constraint in
            let hosts = constraint.hostViews
            return hosts.contains { $0.isDescendant(of: view) } && hosts.contains { !$0.isDescendant(of: view) }
        }
        if !crossing.isEmpty { deactivate(crossing) }
        if nodes[ObjectIdentifier(view)] != nil { structureDidChange() }
    }

    /// Whether constraints other than the guide's own name the guide (and so size it).
    func isSized(_ guide: UILayoutGuide) -> Bool {
        active.contains { constraint in
            constraint.items.contains { $0 === guide } && !guide.originConstraints.contains { $0 === constraint } && !guide.edgeConstraints.contains { $0 === constraint }
        }
    }

    /// A guide leaving its view takes the constraints that name it along.
    func guideWillLeave(_ guide: UILayoutGuide) {
        deactivate(active.filter { constraint in constraint.items.contains { $0 === guide } })
    }

    // MARK: Changes

    /// A constraint's constant changed: move the solution incrementally.
    func constantDidChange(_ constraint: NSLayoutConstraint) {
        guard let handle = handles[ObjectIdentifier(constraint)] else {
            // A broken constraint is tried again with its new constant.
            constraint.isBroken = false
            return structureDidChange()
        }
        do {
            try solver.setConstant(constraint.solverExpression(nodes: nodes).constant, of: handle)
        } catch {
            handles[ObjectIdentifier(constraint)] = nil
            reportBroken(constraint.description, items: constraint.items)
            constraint.isBroken = true
        }
        markMovedViews()
    }

    func priorityDidChange(_ constraint: NSLayoutConstraint) {
        if let handle = handles.removeValue(forKey: ObjectIdentifier(constraint)) { solver.remove(handle) }
        structureDidChange()
    }

    /// Views, constraints or frames held by the translation changed: bring the solver up to
    /// date and mark the views that move.
    func structureDidChange() {
        sync()
        markMovedViews()
    }

    // MARK: Layout pass

    /// Before the commit lays out the trees on display: updates constraints where asked, then
    /// brings the solver up to date with frames that changed since.
    func prepareLayoutPass(roots: [CALayer]) {
        for root in roots { (root.delegate as? UIView)?.updateConstraintsIfNeeded() }
        structureDidChange()
    }

    /// Gives the subviews of `view` placed by constraints the frames the solver found
    /// (`layoutSubviews()`'s default).
    func applyLayout(toSubviewsOf view: UIView) {
        let placed = view.subviews.filter { !$0.translatesAutoresizingMaskIntoConstraints && nodes[ObjectIdentifier($0)] != nil }
        guard !placed.isEmpty else { return }
        sync()
        for subview in placed {
            guard let frame = solvedFrame(of: subview) else { continue }
            subview.applySolvedFrame(frame)
        }
        markMovedViews()
    }

    /// The frame the solution gives a view in its superview (a guide in its owning view), if
    /// the engine places it.
    func solvedFrame(of item: AnyObject) -> CGRect? {
        guard let node = nodes[ObjectIdentifier(item)], let parent = layoutParent(of: item),
              let parentNode = nodes[ObjectIdentifier(parent)] else { return nil }
        let v = { (variable: Int) in CGFloat(Self.withoutNoise(self.solver.value(of: variable))) }
        let origin = Self.layoutOrigin(of: parent)
        return CGRect(x: v(node.left) - v(parentNode.left) + origin.x,
                      y: v(node.top) - v(parentNode.top) + origin.y,
                      width: v(node.width), height: v(node.height))
    }

    /// Where a view's edges are in its own bounds for the constraints of its subviews: its
    /// bounds' origin (a view scrolled by its bounds shows its subviews shifted), except for a
    /// scroll view, whose edge constraints attach to its content, which its offset does not
    /// move (Apple's "Working with scroll views"; `frameLayoutGuide` is the visible part).
    static func layoutOrigin(of view: UIView) -> CGPoint {
        view is UIScrollView ? .zero : view.bounds.origin
    }

    /// `value` snapped to the nearest 1/1024 of a point when within 10⁻⁶ of it: the rounding
    /// noise of the solver's arithmetic (316.99999999 for 317) would otherwise move an edge
    /// across a character cell.
    static func withoutNoise(_ value: Double) -> Double {
        let snapped = (value * 1024).rounded() / 1024
        return abs(snapped - value) < 1e-6 ? snapped : value
    }

    /// Marks for layout the superviews of views whose solved frame changed since they were
    /// last marked. A frame set by hand on a view placed by constraints stays until a layout
    /// pass of its superview, as on iOS.
    private func markMovedViews() {
        for node in nodes.values {
            guard let view = node.view, !view.translatesAutoresizingMaskIntoConstraints,
                  let frame = solvedFrame(of: view), frame != node.markedFrame else { continue }
            node.markedFrame = frame
            if !view.hasFrame(frame) { view.superview?.setNeedsLayout() }
        }
    }

    private func markItemsForLayout(_ constraint: NSLayoutConstraint) {
        for item in constraint.items { layoutParent(of: item)?.setNeedsLayout() }
    }

    // MARK: Synchronising the solver

    /// Creates and drops nodes for the views taking part, updates the constraints that hold
    /// frames and intrinsic sizes, and adds active constraints the solver does not hold yet.
    private func sync() {
        // A constraint whose view is gone goes with it, as the view held it on iOS.
        for constraint in active where constraint.firstItem == nil || (constraint.secondAttribute != .notAnAttribute && constraint.secondItem == nil) {
            if let handle = handles.removeValue(forKey: ObjectIdentifier(constraint)) { solver.remove(handle) }
            constraint.engine = nil
            constraint.owner = nil
        }
        active.removeAll { $0.engine == nil }
        var taking: [AnyObject] = []
        var seen: Set<ObjectIdentifier> = []
        for constraint in active {
            for item in constraint.items {
                var current: AnyObject? = item
                while let v = current, seen.insert(ObjectIdentifier(v)).inserted {
                    taking.append(v)
                    current = layoutParent(of: v)
                }
            }
        }
        // Dropped in the order they were made, so that the solver's history is reproducible; a
        // node whose view was freed goes even if a new view took its identifier.
        let dropped = nodes.filter { !seen.contains($0.key) || $0.value.item == nil }.sorted { $0.value.left < $1.value.left }
        for (id, node) in dropped {
            for handle in node.held.map(\.handle) { solver.remove(handle) }
            nodes[id] = nil
        }
        for item in taking where nodes[ObjectIdentifier(item)] == nil {
            nodes[ObjectIdentifier(item)] = LayoutNode(item: item, base: nextVariable)
            nextVariable += 4
        }
        for item in taking { hold(item, nodes[ObjectIdentifier(item)]!) }
        for constraint in active where handles[ObjectIdentifier(constraint)] == nil && !constraint.isBroken {
            do {
                handles[ObjectIdentifier(constraint)] = try solver.add(
                    constraint.solverExpression(nodes: nodes), constraint.solverRelation, priority: constraint.priority.rawValue)
            } catch {
                reportBroken(constraint.description, items: constraint.items)
                constraint.isBroken = true
            }
        }
    }

    /// Brings the engine's own constraints on `item` (a view's translated frame or intrinsic
    /// size, the ambiguity default) up to date, changing only constants when their shape is the same.
    private func hold(_ item: AnyObject, _ node: LayoutNode) {
        let wanted = (item as? UIView).map { heldConstraints(of: $0, node) } ?? ambiguityDefault(of: item, node)
        if wanted.map(\.shape) == node.held.map(\.spec.shape) {
            for i in wanted.indices where wanted[i].value != node.held[i].spec.value {
                do {
                    try solver.setConstant(wanted[i].expression.constant, of: node.held[i].handle)
                    node.held[i].spec = wanted[i]
                } catch {
                    reportBroken(wanted[i].description(naming: item), items: [item])
                    node.held.remove(at: i)
                    return
                }
            }
            return
        }
        for handle in node.held.map(\.handle) { solver.remove(handle) }
        node.held = []
        node.markedFrame = nil
        for spec in wanted {
            do {
                node.held.append(HeldConstraint(spec: spec, handle: try solver.add(spec.expression, spec.shape.relation, priority: spec.shape.priority)))
            } catch {
                reportBroken(spec.description(naming: item), items: [item])
            }
        }
    }

    /// The translated frame (required), or the intrinsic size as hugging and compression
    /// resistance (optional), as iOS adds them.
    private func heldConstraints(of view: UIView, _ node: LayoutNode, in nodes: [ObjectIdentifier: LayoutNode]? = nil,
                                 translating: Bool? = nil) -> [HeldSpec] {
        let nodes = nodes ?? self.nodes
        let translated = translating ?? view.translatesAutoresizingMaskIntoConstraints
        let parent = view.superview.flatMap { nodes[ObjectIdentifier($0)] }
        var specs: [HeldSpec] = []
        if translated || parent == nil {
            let origin = view.unTransformedOrigin, offset = view.superview.map(Self.layoutOrigin) ?? .zero
            specs.append(HeldSpec(.autoresizing, "minX", node.left, minus: parent?.left, .equal, origin.x - offset.x, priority: SimplexSolver.required))
            specs.append(HeldSpec(.autoresizing, "minY", node.top, minus: parent?.top, .equal, origin.y - offset.y, priority: SimplexSolver.required))
        }
        if translated {
            specs.append(HeldSpec(.autoresizing, "width", node.width, .equal, view.bounds.width, priority: SimplexSolver.required))
            specs.append(HeldSpec(.autoresizing, "height", node.height, .equal, view.bounds.height, priority: SimplexSolver.required))
            return specs
        }
        specs += ambiguityDefault(of: view, node, in: nodes)
        let intrinsic = view.intrinsicContentSize
        for (axis, v, value, label) in [(NSLayoutConstraint.Axis.horizontal, node.width, intrinsic.width, "width"), (.vertical, node.height, intrinsic.height, "height")]
        where value != UIView.noIntrinsicMetric {
            specs.append(HeldSpec(.contentSize, label, v, .greaterThanOrEqual, value, priority: view.contentCompressionResistancePriority(for: axis).rawValue))
            specs.append(HeldSpec(.contentSize, label, v, .lessThanOrEqual, value, priority: view.contentHuggingPriority(for: axis).rawValue))
        }
        return specs
    }

    /// Below every priority a constraint can have, the item's wish to sit at its parent's
    /// top-left corner: only an ambiguous position follows it.
    private func ambiguityDefault(of item: AnyObject, _ node: LayoutNode, in nodes: [ObjectIdentifier: LayoutNode]? = nil) -> [HeldSpec] {
        let nodes = nodes ?? self.nodes
        guard let parent = layoutParent(of: item).flatMap({ nodes[ObjectIdentifier($0)] }) else { return [] }
        return [HeldSpec(.ambiguity, "minX", node.left, minus: parent.left, .equal, 0, priority: Self.ambiguityLevel),
                HeldSpec(.ambiguity, "minY", node.top, minus: parent.top, .equal, 0, priority: Self.ambiguityLevel)]
    }

    // MARK: Fitting size

    /// The size the constraints of `view` and its descendants give it when its width and height
    /// are wished to be `target`'s at `horizontal` and `vertical` priority, solved on their own
    /// (`systemLayoutSizeFitting`). Taking part: the active constraints whose items all live in
    /// the subtree, the frames of translated descendants and everyone's intrinsic sizes. Not
    /// taking part: constraints reaching outside, and the view's own translated frame (those
    /// constraints belong to its superview on iOS). Nothing is laid out.
    func fittingSize(of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        let inSubtree = { (item: AnyObject) in hostView(of: item)?.isDescendant(of: view) == true }
        let constraints = active.filter { c in
            c.firstItem != nil && (c.secondAttribute == .notAnAttribute || c.secondItem != nil) && c.items.allSatisfy(inSubtree)
        }
        var taking: [AnyObject] = [view]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(view)]
        for constraint in constraints {
            for item in constraint.items {
                var current: AnyObject? = item
                while let v = current, seen.insert(ObjectIdentifier(v)).inserted {
                    taking.append(v)
                    current = layoutParent(of: v)
                }
            }
        }
        var local: [ObjectIdentifier: LayoutNode] = [:]
        for (i, item) in taking.enumerated() { local[ObjectIdentifier(item)] = LayoutNode(item: item, base: 4 * i) }
        let root = local[ObjectIdentifier(view)]!
        let fitting = SimplexSolver()
        // A contradiction among the view's own constraints is left out, as the layout pass
        // would break it (reported there, not here).
        func add(_ e: SimplexSolver.Expression, _ relation: SimplexSolver.Relation, _ priority: Float) -> Bool {
            (try? fitting.add(e, relation, priority: priority)) != nil
        }
        for spec in heldConstraints(of: view, root, in: local, translating: false) {
            _ = add(spec.expression, spec.shape.relation, spec.shape.priority)
        }
        for item in taking.dropFirst() {
            let node = local[ObjectIdentifier(item)]!
            let specs = (item as? UIView).map { heldConstraints(of: $0, node, in: local) } ?? ambiguityDefault(of: item, node, in: local)
            for spec in specs { _ = add(spec.expression, spec.shape.relation, spec.shape.priority) }
        }
        for constraint in constraints {
            _ = add(constraint.solverExpression(nodes: local), constraint.solverRelation, constraint.priority.rawValue)
        }
        // The wished size; a required wish the constraints contradict is taken just below required.
        for (variable, value, priority) in [(root.width, target.width, horizontal), (root.height, target.height, vertical)] {
            let wish = HeldSpec(.contentSize, "fitting", variable, .equal, value, priority: Swift.min(priority.rawValue, SimplexSolver.required))
            if !add(wish.expression, .equal, wish.shape.priority) {
                _ = add(wish.expression, .equal, UILayoutPriority.required.rawValue - 1)
            }
        }
        return CGSize(width: Self.withoutNoise(fitting.value(of: root.width)), height: Self.withoutNoise(fitting.value(of: root.height)))
    }

    // MARK: Unsatisfiable constraints

    /// UIKit's console message when required constraints contradict each other, with the
    /// required constraints on the same views, and the one broken to recover.
    private func reportBroken(_ broken: String, items: [AnyObject]) {
        var related = active.filter { constraint in
            constraint.priority == .required && handles[ObjectIdentifier(constraint)] != nil
                && constraint.items.contains { v in items.contains { $0 === v } }
        }.map(\.description)
        for item in items {
            related += (nodes[ObjectIdentifier(item)]?.held ?? []).filter { $0.spec.shape.priority >= SimplexSolver.required }.map { $0.spec.description(naming: item) }
        }
        let list = (related + [broken]).map { "    \"\($0)\"" }.joined(separator: ",\n")
        let message = """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(broken)
            """
        host.report(UIKitDiagnostic(kind: .unsatisfiableConstraints, message: message, time: host.currentTime))
    }
}

/// A view or layout guide taking part in Auto Layout: its four solver variables and the
/// constraints the engine adds for it.
@MainActor
final class LayoutNode {
    weak var item: AnyObject?
    var view: UIView? { item as? UIView }
    let left: Int, top: Int, width: Int, height: Int
    var held: [HeldConstraint] = []
    /// The solved frame when the superview was last marked for layout because of it.
    var markedFrame: CGRect?

    init(item: AnyObject, base: Int) {
        self.item = item
        (left, top, width, height) = (base, base + 1, base + 2, base + 3)
    }
}

/// A constraint the engine adds itself (a translated frame, an intrinsic size, the ambiguity
/// default): `variable − other relation value` at `priority`.
struct HeldSpec {
    enum Kind: String {
        case autoresizing = "NSAutoresizingMaskLayoutConstraint"
        case contentSize = "NSContentSizeLayoutConstraint"
        case ambiguity = "ambiguity default"
    }

    /// What must match for a new value to be a change of the same constraint's constant.
    struct Shape: Equatable {
        let variable: Int
        let other: Int?
        let relation: SimplexSolver.Relation
        let priority: Float
    }

    let kind: Kind
    /// The attribute it holds, for messages ("minX", "width").
    let label: String
    let shape: Shape
    let value: CGFloat

    init(_ kind: Kind, _ label: String, _ variable: Int, minus other: Int? = nil, _ relation: SimplexSolver.Relation, _ value: CGFloat, priority: Float) {
        self.kind = kind
        self.label = label
        shape = Shape(variable: variable, other: other, relation: relation, priority: priority)
        self.value = value
    }

    var expression: SimplexSolver.Expression {
        var e = SimplexSolver.Expression(constant: -Double(value))
        e.add(shape.variable, 1)
        if let other = shape.other { e.add(other, -1) }
        return e
    }

    /// `<NSContentSizeLayoutConstraint UILabel(title).width <= 40.0   (priority 250.0)>`.
    @MainActor
    func description(naming item: AnyObject) -> String {
        let op = switch shape.relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
        let priority = shape.priority < SimplexSolver.required && kind != .ambiguity ? "   (priority \(shape.priority))" : ""
        return "<\(kind.rawValue) \(layoutName(item)).\(label) \(op) \(value)\(priority)>"
    }
}

struct HeldConstraint {
    var spec: HeldSpec
    let handle: SimplexSolver.Handle
}

extension NSLayoutConstraint {
    /// The items still alive (views and layout guides).
    var items: [AnyObject] { [firstItem, secondItem].compactMap { $0 } }

    /// The views the items live in: views themselves, guides' owning views.
    var hostViews: [UIView] { items.compactMap(hostView(of:)) }

    var solverRelation: SimplexSolver.Relation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// `first − multiplier · second − constant`, over the nodes' variables.
    func solverExpression(nodes: [ObjectIdentifier: LayoutNode]) -> SimplexSolver.Expression {
        var e = SimplexSolver.Expression(constant: -Double(constant))
        if let first = firstItem, let node = nodes[ObjectIdentifier(first)] { node.add(firstAttribute, times: 1, to: &e) }
        if let second = secondItem, let node = nodes[ObjectIdentifier(second)] { node.add(secondAttribute, times: -Double(multiplier), to: &e) }
        return e
    }
}

extension LayoutNode {
    /// Adds `factor × attribute` (leading is left and trailing is right: left-to-right only).
    func add(_ attribute: NSLayoutConstraint.Attribute, times factor: Double, to e: inout SimplexSolver.Expression) {
        switch attribute {
        case .left, .leading: e.add(left, factor)
        case .right, .trailing: e.add(left, factor); e.add(width, factor)
        case .centerX: e.add(left, factor); e.add(width, factor / 2)
        case .top: e.add(top, factor)
        case .bottom: e.add(top, factor); e.add(height, factor)
        case .centerY: e.add(top, factor); e.add(height, factor / 2)
        case .width: e.add(width, factor)
        case .height: e.add(height, factor)
        case .notAnAttribute: break
        }
    }
}

extension UIView {
    /// The closest view that is an ancestor of (or is) both this view and `other`.
    func closestCommonAncestor(with other: UIView) -> UIView? {
        var current: UIView? = self
        while let v = current {
            if other.isDescendant(of: v) { return v }
            current = v.superview
        }
        return nil
    }

    /// The top-left corner of the frame before any transform, in the superview's coordinates.
    var unTransformedOrigin: CGPoint {
        CGPoint(x: center.x - layer.anchorPoint.x * bounds.width, y: center.y - layer.anchorPoint.y * bounds.height)
    }

    func hasFrame(_ frame: CGRect) -> Bool {
        let size = bounds.size, origin = unTransformedOrigin
        let close = { (a: CGFloat, b: CGFloat) in abs(a - b) < 1e-9 }
        return close(origin.x, frame.minX) && close(origin.y, frame.minY) && close(size.width, frame.width) && close(size.height, frame.height)
    }

    /// Sets the size (bounds) and the centre, as Auto Layout does, leaving any transform alone.
    func applySolvedFrame(_ frame: CGRect) {
        guard !hasFrame(frame) else { return }
        if bounds.size != frame.size { bounds = CGRect(origin: bounds.origin, size: frame.size) }
        let a = layer.anchorPoint
        center = CGPoint(x: frame.minX + a.x * frame.width, y: frame.minY + a.y * frame.height)
    }
}

extension UIKitEngine {
    /// The engine's Auto Layout state, created the first time a constraint is activated.
    var autoLayout: AutoLayoutEngine {
        if let existing = existingAutoLayout { return existing }
        let created = AutoLayoutEngine(host: self)
        storage[ObjectIdentifier(AutoLayoutEngine.self)] = created
        return created
    }

    var existingAutoLayout: AutoLayoutEngine? { storage[ObjectIdentifier(AutoLayoutEngine.self)] as? AutoLayoutEngine }
}
