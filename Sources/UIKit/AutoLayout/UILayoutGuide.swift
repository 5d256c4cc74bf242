/// A rectangle that takes part in Auto Layout without being a view: it draws nothing and takes
/// no touches, so it can stand for a gap, or a region several views align to.
///
/// ```swift
/// let gap = UILayoutGuide()
/// view.addLayoutGuide(gap)
/// gap.leadingAnchor.constraint(equalTo: left.trailingAnchor).isActive = true
/// ```
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view the guide was added to; its frame is in that view's coordinates.
    public internal(set) weak var owningView: UIView?

    /// A name shown in the engine's messages.
    open var identifier = ""

    /// A view's own guides (safe area, margins): the top, left, bottom and right constraints
    /// that hold it inside the view, whose constants the view keeps up to date.
    var edgeConstraints: [NSLayoutConstraint] = []
    /// A scroll view's content guide: the constraints that hold its origin.
    var originConstraints: [NSLayoutConstraint] = []

    /// The rectangle the layout engine solved, in the owning view's coordinates (zero until
    /// the guide takes part in a solved layout).
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        return owningView.engine.existingAutoLayout?.solvedFrame(of: self) ?? .zero
    }

    public override init() { super.init() }

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
}

extension UIView {
    /// The layout guides added to this view, in the order they were added.
    public var layoutGuides: [UILayoutGuide] { layoutAttributes.guides }

    /// Adds `layoutGuide` to this view (removing it from another view first).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let old = layoutGuide.owningView, old !== self { old.removeLayoutGuide(layoutGuide) }
        guard layoutGuide.owningView !== self else { return }
        layoutAttributes.guides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    /// Removes `layoutGuide`, deactivating the constraints that name it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        engine.existingAutoLayout?.guideWillLeave(layoutGuide)
        layoutAttributes.guides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }
}
