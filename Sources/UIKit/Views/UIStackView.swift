/// Lays out a row or a column of views with Auto Layout, as UIKit does: it makes the constraints
/// (named "UISV-…") that put its arranged subviews one after the other along `axis`, `spacing`
/// apart, sized as `distribution` says and placed across as `alignment` says, and makes them
/// again whenever the arrangement changes. A hidden arranged view leaves the arrangement (the
/// others close up; animated inside an animation block that lays the stack out). The stack has
/// no size of its own: its constraints give it its content's where nothing else sizes it.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How the arranged views share the length along the axis.
    public enum Distribution: Int, Sendable {
        /// One view (the one that hugs its content least) takes up what is left over.
        case fill
        /// Every view as long as the others.
        case fillEqually
        /// Each view in proportion to its intrinsic length.
        case fillProportionally
        /// The views at their own lengths, the gaps between them equal (at least `spacing`).
        case equalSpacing
        /// The views at their own lengths, their centres equally far apart.
        case equalCentering
    }

    /// How the arranged views are placed across the axis.
    public enum Alignment: Int, Sendable {
        /// As wide (tall) as the stack.
        case fill
        /// At the top of a horizontal stack, the left of a vertical one (`.top`).
        case leading
        case center
        /// At the bottom of a horizontal stack, the right of a vertical one (`.bottom`).
        case trailing

        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// The views laid out, in order (each is also a subview).
    public private(set) var arrangedSubviews: [UIView] = []

    /// `.horizontal` by default.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrange() } }
    /// `.fill` by default.
    open var distribution: Distribution = .fill { didSet { arrange() } }
    /// `.fill` by default.
    open var alignment: Alignment = .fill { didSet { arrange() } }
    /// The space between neighbours (0 by default).
    open var spacing: CGFloat = 0 { didSet { arrange() } }
    /// Whether the views are laid out inside the stack's `layoutMargins` (false by default).
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrange() } }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var arrangement: [NSLayoutConstraint] = []
    private var spacers: [UILayoutGuide] = []

    /// UIKit's marker for "use `spacing`".
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { return nil }

    /// Adds `view` at the end of the arrangement (and as a subview when it is not one).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `stackIndex`; a view already arranged moves there.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: Swift.min(Swift.max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrange()
    }

    /// Takes `view` out of the arrangement; it stays a subview (remove it from the stack with
    /// `removeFromSuperview()`, which also takes it out of the arrangement).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrange()
    }

    /// The space after `arrangedSubview` instead of `spacing`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrange()
    }

    /// The space after `arrangedSubview`: its custom spacing, or `spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            customSpacings[ObjectIdentifier(subview)] = nil
            arrange()
        }
    }

    /// An arranged view was hidden or shown.
    func arrangedSubviewVisibilityChanged() { arrange() }

    /// The constraints of the arrangement, made again.
    private func arrange() {
        NSLayoutConstraint.deactivate(arrangement)
        for guide in spacers { removeLayoutGuide(guide) }
        arrangement = []
        spacers = []
        let shown = arrangedSubviews.filter { !$0.isHidden }
        let box: StackItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        if axis == .horizontal {
            arrangement = constraints(shown, box: box, along: HorizontalSide(), across: VerticalSide())
        } else {
            arrangement = constraints(shown, box: box, along: VerticalSide(), across: HorizontalSide())
        }
        NSLayoutConstraint.activate(arrangement)
        setNeedsLayout()
    }

    private func constraints<Along: StackSide, Across: StackSide>(_ views: [UIView], box: StackItem, along: Along, across: Across) -> [NSLayoutConstraint] {
        var made: [(String, NSLayoutConstraint)] = []
        guard let first = views.first, let last = views.last else {
            // Nothing shown: the stack has no length of its own.
            return []
        }
        made.append(("canvas-connection", along.start(first).constraint(equalTo: along.start(box))))
        made.append(("canvas-connection", along.end(last).constraint(equalTo: along.end(box))))
        for (previous, next) in zip(views, views.dropFirst()) {
            let gap = customSpacings[ObjectIdentifier(previous)] ?? spacing
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                made.append(("spacing", along.start(next).constraint(equalTo: along.end(previous), constant: gap)))
            case .equalSpacing, .equalCentering:
                made.append(("spacing", along.start(next).constraint(greaterThanOrEqualTo: along.end(previous), constant: gap)))
                // A guide for each gap (or between centres), all as long as the first.
                let spacer = UILayoutGuide()
                spacer.identifier = "UISV-distributing"
                addLayoutGuide(spacer)
                spacers.append(spacer)
                if distribution == .equalSpacing {
                    made.append(("distributing-edge", along.start(spacer).constraint(equalTo: along.end(previous))))
                    made.append(("distributing-edge", along.end(spacer).constraint(equalTo: along.start(next))))
                } else {
                    made.append(("distributing-edge", along.start(spacer).constraint(equalTo: along.center(previous))))
                    made.append(("distributing-edge", along.end(spacer).constraint(equalTo: along.center(next))))
                }
                if let firstSpacer = spacers.first, firstSpacer !== spacer {
                    made.append(("fill-equally", along.length(spacer).constraint(equalTo: along.length(firstSpacer))))
                }
            }
        }
        switch distribution {
        case .fillEqually:
            for view in views.dropFirst() { made.append(("fill-equally", along.length(view).constraint(equalTo: along.length(first)))) }
        case .fillProportionally:
            let base = along.intrinsic(first)
            if base > 0 {
                for view in views.dropFirst() {
                    made.append(("fill-proportionally", along.length(view).constraint(equalTo: along.length(first), multiplier: along.intrinsic(view) / base)))
                }
            }
        default:
            break
        }
        for view in views {
            switch alignment {
            case .fill:
                made.append(("alignment", across.start(view).constraint(equalTo: across.start(box))))
                made.append(("alignment", across.end(view).constraint(equalTo: across.end(box))))
            case .leading:
                made.append(("alignment", across.start(view).constraint(equalTo: across.start(box))))
                made.append(("spanning-boundary", across.end(view).constraint(lessThanOrEqualTo: across.end(box))))
            case .trailing:
                made.append(("alignment", across.end(view).constraint(equalTo: across.end(box))))
                made.append(("spanning-boundary", across.start(view).constraint(greaterThanOrEqualTo: across.start(box))))
            case .center:
                made.append(("alignment", across.center(view).constraint(equalTo: across.center(box))))
                made.append(("spanning-boundary", across.start(view).constraint(greaterThanOrEqualTo: across.start(box))))
            }
        }
        if alignment != .fill {
            // Where nothing else sizes the stack across, it is as wide (tall) as its widest view.
            let fit = across.length(box).constraint(equalToConstant: 0)
            fit.priority = UILayoutPriority(49)
            made.append(("canvas-fit", fit))
        }
        for (name, constraint) in made { constraint.identifier = "UISV-" + name }
        return made.map(\.1)
    }
}

/// What a stack view's constraints hold: views, and the stack's margins guide.
@MainActor
protocol StackItem: AnyObject {
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    var centerXAnchor: NSLayoutXAxisAnchor { get }
    var widthAnchor: NSLayoutDimension { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var centerYAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

extension UIView: StackItem {}
extension UILayoutGuide: StackItem {}

/// One axis of a stack: the anchors along it, and a view's intrinsic length on it.
@MainActor
protocol StackSide {
    associatedtype Anchor: AnyObject
    func start(_ item: StackItem) -> NSLayoutAnchor<Anchor>
    func end(_ item: StackItem) -> NSLayoutAnchor<Anchor>
    func center(_ item: StackItem) -> NSLayoutAnchor<Anchor>
    func length(_ item: StackItem) -> NSLayoutDimension
    func intrinsic(_ view: UIView) -> CGFloat
}

struct HorizontalSide: StackSide {
    func start(_ item: StackItem) -> NSLayoutAnchor<NSLayoutXAxisAnchor> { item.leadingAnchor }
    func end(_ item: StackItem) -> NSLayoutAnchor<NSLayoutXAxisAnchor> { item.trailingAnchor }
    func center(_ item: StackItem) -> NSLayoutAnchor<NSLayoutXAxisAnchor> { item.centerXAnchor }
    func length(_ item: StackItem) -> NSLayoutDimension { item.widthAnchor }
    func intrinsic(_ view: UIView) -> CGFloat { Swift.max(view.intrinsicContentSize.width, 0) }
}

struct VerticalSide: StackSide {
    func start(_ item: StackItem) -> NSLayoutAnchor<NSLayoutYAxisAnchor> { item.topAnchor }
    func end(_ item: StackItem) -> NSLayoutAnchor<NSLayoutYAxisAnchor> { item.bottomAnchor }
    func center(_ item: StackItem) -> NSLayoutAnchor<NSLayoutYAxisAnchor> { item.centerYAnchor }
    func length(_ item: StackItem) -> NSLayoutDimension { item.heightAnchor }
    func intrinsic(_ view: UIView) -> CGFloat { Swift.max(view.intrinsicContentSize.height, 0) }
}
