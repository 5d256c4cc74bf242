/// A rectangle on screen backed by a layer: geometry, appearance, a hierarchy of subviews,
/// layout, hit testing and block animations.
///
/// A view is its layer's delegate. Outside an animation block it answers every action request
/// with "none", so property changes are immediate; inside `UIView.animate { }` it returns an
/// animation, so the model changes at once and the presentation follows over time.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
    /// The class of the view's layer; override it to back a view with, say, a `CAShapeLayer`.
    open class var layerClass: AnyClass { CALayer.self }

    /// The backing layer.
    public let layer: CALayer

    var storedSubviews: [UIView] = []
    weak var storedSuperview: UIView?
    /// The view controller whose `view` this is (the next responder).
    weak var owningController: UIResponder?
    var storedBackgroundColor: UIColor?
    var storedTintColor: UIColor?
    var storedMaskView: UIView?
    var storedGestureRecognizers: [UIGestureRecognizer] = []
    /// Auto Layout state (UIView+AutoLayout.swift).
    var layoutAttributes = ViewLayoutAttributes()
    /// For a snapshot view: the trace name of the view it pictures (for graders).
    package var snapshotSource: String?

    public init(frame: CGRect) {
        let cls = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        layer = cls.init()
        super.init()
        layer.delegate = self
        self.frame = frame
        // A view draws (`draw(_:)`) when it first shows.
        layer.setNeedsDisplay()
    }

    public convenience override init() { self.init(frame: .zero) }

    /// Views are built in code here: there are no storyboards or nibs to decode, so this
    /// initializer fails. It exists so that subclasses written for iOS compile unchanged.
    public required init?(coder: NSCoder) { return nil }

    var engine: UIKitEngine { layer.engine }

    /// The traits of the screen (every view of the one full-screen app shares them).
    open var traitCollection: UITraitCollection { engine.screen.traitCollection }

    /// The traits changed, when the device turned between upright and sideways. Called inside
    /// the rotation's animation. The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Geometry

    /// The view's rectangle in its superview (derived from center, bounds and transform).
    open var frame: CGRect {
        get { layer.frame }
        set {
            let r = newValue.standardized
            let a = layer.anchorPoint
            bounds = CGRect(origin: bounds.origin, size: r.size)
            center = CGPoint(x: r.minX + a.x * r.width, y: r.minY + a.y * r.height)
        }
    }

    /// The view's rectangle in its own coordinates; changing its size resizes subviews by their
    /// `autoresizingMask`.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let old = layer.bounds.size
            layer.bounds = newValue
            if old != newValue.size {
                setNeedsLayout()
                if autoresizesSubviews { resizeSubviews(withOldSize: old) }
            }
        }
    }

    /// The centre of the frame, in the superview's coordinates (the layer's position).
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// A 2-D transform about the centre (the layer's transform, flattened).
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
    }

    /// The layer's 3-D transform.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    // MARK: Appearance

    /// 0 is invisible, 1 is opaque (the layer's opacity).
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            let changed = layer.isHidden != newValue
            layer.isHidden = newValue
            // A stack view lays its arrangement out again without a hidden view.
            if changed, let stack = storedSuperview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) {
                stack.arrangedSubviewVisibilityChanged()
            }
        }
    }

    open var backgroundColor: UIColor? {
        get {
            guard let cg = layer.backgroundColor else { return nil }
            if let stored = storedBackgroundColor, stored.cgColor == cg { return stored }
            return UIColor(cgColor: cg)
        }
        set {
            storedBackgroundColor = newValue
            layer.backgroundColor = newValue?.cgColor
        }
    }

    /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// A drawing hint on iOS; the renderer draws every view as its colours say.
    open var isOpaque = true

    /// The tint: this view's own, else its superview's, else system blue.
    open var tintColor: UIColor! {
        get { storedTintColor ?? storedSuperview?.tintColor ?? .systemBlue }
        set {
            storedTintColor = newValue
            tintColorDidChange()
        }
    }

    /// Called when the tint changes.
    open func tintColorDidChange() {
        for view in storedSubviews where view.storedTintColor == nil { view.tintColorDidChange() }
    }

    open var tag = 0

    /// The identifier graders and UI tests find views by.
    open var accessibilityIdentifier: String?
    /// Whether Smart Invert leaves the view's colours alone (kept: nothing inverts colours here).
    open var accessibilityIgnoresInvertColors = false

    open var accessibilityLabel: String?

    /// Whether the view (and its subviews) receive touches.
    open var isUserInteractionEnabled = true

    open var isMultipleTouchEnabled = false

    open var isExclusiveTouch = false

    /// How content fits the bounds (image views draw by it, and a view's own drawing is placed
    /// by it when the bounds change; `.redraw` draws it again instead).
    open var contentMode: ContentMode = .scaleToFill {
        didSet {
            layer.needsDisplayOnBoundsChange = contentMode == .redraw
            contentModeDidChange()
        }
    }

    func contentModeDidChange() {
        if layer.contentIsDrawn, case var .picture(picture)? = layer.content {
            picture.mode = contentMode.placement
            layer.content = .picture(picture)
        }
    }

    // MARK: Drawing

    /// Draws the view's content in `rect` (its bounds) with the current context
    /// (`UIGraphicsGetCurrentContext()`, y down): override it to draw with Core Graphics or
    /// `UIBezierPath`. Called when the view first shows and after `setNeedsDisplay()`, never by
    /// you. The default draws nothing.
    open func draw(_ rect: CGRect) {}

    /// Asks for `draw(_:)` again at the end of the turn.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Asks for `draw(_:)` again; the whole view is drawn (the rectangle is accepted).
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay() }

    /// The layer's drawing: the view's `draw(_:)` with the layer's context current.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        draw(CGRect(origin: layer.bounds.origin, size: layer.bounds.size))
    }

    /// The view's layer draws as the view's content mode places it.
    open func display(_ layer: CALayer) {
        layer.drawContents(mode: contentMode.placement)
    }

    open var autoresizingMask: AutoresizingMask = []

    open var autoresizesSubviews = true

    /// A view whose covered area decides which parts of this view show (its layer becomes the
    /// layer's mask).
    open var mask: UIView? {
        get { storedMaskView }
        set {
            storedMaskView?.removeFromSuperview()
            storedMaskView = newValue
            newValue?.removeFromSuperview()
            layer.mask = newValue?.layer
        }
    }

    // MARK: Hierarchy

    open var superview: UIView? { storedSuperview }

    /// Subviews, back to front.
    open var subviews: [UIView] { storedSubviews }

    /// The window the view is in, if any.
    open var window: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.storedSuperview
        }
        return nil
    }

    open override var next: UIResponder? { owningController ?? storedSuperview }

    /// Adds `view` in front of the other subviews (moving it to the front if it is already one).
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: storedSubviews.count - (view.storedSuperview === self ? 1 : 0))
    }

    /// Inserts `view` at `index` among the subviews (clamped).
    open func insertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "A view cannot be added to itself or to one of its own subviews.")
        let sameParent = view.storedSuperview === self
        let oldWindow = view.window
        let newWindow = window
        if !sameParent {
            view.willMove(toSuperview: self)
            if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
            view.detachFromSuperview(notify: true)
        } else {
            storedSubviews.removeAll { $0 === view }
        }
        let clamped = Swift.max(0, Swift.min(index, storedSubviews.count))
        if clamped < storedSubviews.count {
            layer.insertSublayer(view.layer, below: storedSubviews[clamped].layer)
        } else if let last = storedSubviews.last {
            layer.insertSublayer(view.layer, above: last.layer)
        } else {
            layer.addSublayer(view.layer)
        }
        storedSubviews.insert(view, at: clamped)
        view.storedSuperview = self
        if !sameParent {
            didAddSubview(view)
            view.didMoveToSuperview()
            if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        }
        setNeedsLayout()
    }

    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        let adjust = (view.storedSuperview === self && (storedSubviews.firstIndex { $0 === view } ?? Int.max) < index) ? 0 : 1
        insertSubview(view, at: index + adjust)
    }

    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === siblingSubview }) else { return insertSubview(view, at: 0) }
        let adjust = (view.storedSuperview === self && (storedSubviews.firstIndex { $0 === view } ?? Int.max) < index) ? -1 : 0
        insertSubview(view, at: index + adjust)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard view.storedSuperview === self else { return }
        insertSubview(view, at: storedSubviews.count)
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard view.storedSuperview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at two indexes.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2), index1 != index2 else { return }
        let a = storedSubviews[index1], b = storedSubviews[index2]
        storedSubviews.swapAt(index1, index2)
        let layers = layer.storedSublayers
        if let ia = layers.firstIndex(where: { $0 === a.layer }), let ib = layers.firstIndex(where: { $0 === b.layer }) {
            layer.storedSublayers.swapAt(ia, ib)
        }
    }

    /// Detaches the view from its superview.
    open func removeFromSuperview() {
        guard storedSuperview != nil else { return }
        let oldWindow = window
        // UIKit's order: will superview, will window, (removal), did window, did superview.
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        detachFromSuperview(notify: true)
        if oldWindow != nil { notifyDidMoveToWindow() }
        didMoveToSuperview()
    }

    private func detachFromSuperview(notify: Bool) {
        guard let parent = storedSuperview else { return }
        if notify { parent.willRemoveSubview(self) }
        engine.existingAutoLayout?.viewWillLeaveSuperview(self)
        parent.storedSubviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        storedSuperview = nil
        parent.setNeedsLayout()
    }

    private func notifyWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for view in storedSubviews { view.notifyWillMove(toWindow: newWindow) }
    }

    private func notifyDidMoveToWindow() {
        didMoveToWindow()
        (owningController as? UIViewController)?.hostViewMovedWindow(window)
        for view in storedSubviews { view.notifyDidMoveToWindow() }
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}

    /// The view itself or the first descendant (depth first) with this tag.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in storedSubviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    /// Whether the view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.storedSuperview
        }
        return false
    }

    // MARK: Layout

    /// Marks the view as needing `layoutSubviews()` at the next layout pass.
    open func setNeedsLayout() { layer.setNeedsLayout() }

    /// Lays out now if needed, this view and its subviews, after updating constraints that
    /// need it.
    open func layoutIfNeeded() {
        updateConstraintsIfNeeded()
        layer.layoutIfNeeded()
    }

    /// Lays out subviews. The default gives subviews placed by constraints (those whose
    /// `translatesAutoresizingMaskIntoConstraints` is false) the frames the layout engine
    /// solved; autoresizing already happened when the bounds changed. Override it to position
    /// subviews by hand, calling `super.layoutSubviews()` first if constraints place some.
    open func layoutSubviews() {
        engine.existingAutoLayout?.applyLayout(toSubviewsOf: self)
    }

    /// Updates the view's constraints at the layout pass after `setNeedsUpdateConstraints()`:
    /// override it to change constraints in one place, and call `super.updateConstraints()`
    /// at the end. The default does nothing.
    open func updateConstraints() {}

    public func layoutSublayers(of layer: CALayer) {
        refreshInsets()
        if let controller = owningController as? UIViewController { controller.viewWillLayoutSubviews() }
        layoutSubviews()
        if let controller = owningController as? UIViewController { controller.viewDidLayoutSubviews() }
    }

    /// The size that fits `size`; a plain view answers its current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// The natural size of the content, or `UIView.noIntrinsicMetric` in each dimension.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    public static let noIntrinsicMetric: CGFloat = -1

    /// The smallest size to ask `systemLayoutSizeFitting(_:)` for: (0, 0).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size to ask `systemLayoutSizeFitting(_:)` for: (10⁷, 10⁷) here (iOS
    /// documents no value).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size closest to `targetSize` that the constraints of this view and its descendants
    /// allow, both dimensions wished at `.fittingSizeLevel` (50), so that any constraint wins.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the constraints of this view and its descendants give it when its width and
    /// height are wished to be `targetSize`'s at the given priorities: `.required` fixes a
    /// dimension, `.fittingSizeLevel` lets every constraint decide. Solved apart from the layout
    /// of the window: constraints reaching outside the view and its own translated frame take no
    /// part, and nothing moves.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        let autoLayout = engine.existingAutoLayout ?? AutoLayoutEngine(host: engine)
        return autoLayout.fittingSize(of: self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// The insets that keep content clear of what covers the view: the part of the view outside
    /// its superview's safe area, plus, for a controller's root view, its controller's
    /// `additionalSafeAreaInsets`. The engine's device has no status bar area, sensor housing or
    /// home indicator: the window's are zero, and so are a view's outside a window.
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }

    /// Called when `safeAreaInsets` changed, at the layout pass that noticed (before
    /// `layoutSubviews()`). The default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// Called when `layoutMargins` changed, at the layout pass that noticed (not for the margins a
    /// view starts with). The default does nothing.
    open func layoutMarginsDidChange() {}

    /// Applies each subview's `autoresizingMask` after this view's size changed from `oldSize`.
    func resizeSubviews(withOldSize oldSize: CGSize) {
        let newSize = bounds.size
        for view in storedSubviews where !view.autoresizingMask.isEmpty && view.layoutAttributes.translatesAutoresizingMask {
            view.frame = view.autoresizedFrame(oldSuperSize: oldSize, newSuperSize: newSize)
        }
    }

    /// UIKit's autoresizing: the change in the superview's width (height) is shared among the
    /// flexible margins and dimension of this view in proportion to their current sizes.
    func autoresizedFrame(oldSuperSize: CGSize, newSuperSize: CGSize) -> CGRect {
        let f = frame
        func resize(_ start: CGFloat, _ length: CGFloat, _ oldTotal: CGFloat, _ newTotal: CGFloat,
                    flexStart: Bool, flexLength: Bool, flexEnd: Bool) -> (CGFloat, CGFloat) {
            let delta = newTotal - oldTotal
            if delta == 0 || !(flexStart || flexLength || flexEnd) { return (start, length) }
            let end = oldTotal - start - length
            let parts = (flexStart ? start : 0) + (flexLength ? length : 0) + (flexEnd ? end : 0)
            let count = CGFloat([flexStart, flexLength, flexEnd].filter { $0 }.count)
            func share(_ flexible: Bool, _ size: CGFloat) -> CGFloat {
                guard flexible else { return 0 }
                return parts > 0 ? delta * size / parts : delta / count
            }
            return (start + share(flexStart, start), length + share(flexLength, length))
        }
        let m = autoresizingMask
        let (x, w) = resize(f.minX, f.width, oldSuperSize.width, newSuperSize.width,
                            flexStart: m.contains(.flexibleLeftMargin), flexLength: m.contains(.flexibleWidth), flexEnd: m.contains(.flexibleRightMargin))
        let (y, h) = resize(f.minY, f.height, oldSuperSize.height, newSuperSize.height,
                            flexStart: m.contains(.flexibleTopMargin), flexLength: m.contains(.flexibleHeight), flexEnd: m.contains(.flexibleBottomMargin))
        return CGRect(x: x, y: y, width: w, height: h)
    }

    // MARK: Hit testing

    /// The front-most descendant (or self) that contains `point` (in this view's coordinates)
    /// and accepts touches, or nil. Hidden, nearly transparent (alpha < 0.01) and
    /// non-interactive views are skipped.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, !isAnimatingWithoutInteraction else { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        for view in storedSubviews.reversed() {
            let local = view.convert(point, from: self)
            if let hit = view.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's coordinates) is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Layer delegate

    /// Inside an animation block: an animation for an animatable key; otherwise no action.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        viewAnimationAction(for: layer, forKey: event)
    }

    open override var description: String {
        MainActor.assumeIsolated {
            var parts = ["\(type(of: self))", "frame = \(frame)"]
            if let accessibilityIdentifier { parts.append("id = \(accessibilityIdentifier)") }
            if tag != 0 { parts.append("tag = \(tag)") }
            return "<" + parts.joined(separator: "; ") + ">"
        }
    }
}
