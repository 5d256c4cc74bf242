/// Told what a scroll view does: every change of its offset, a drag beginning and ending (with
/// the finger's velocity and where the content will come to rest, which the delegate may change),
/// the coasting after it, and the end of an animated scroll. Every method is optional.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed: by a drag, a deceleration, a bounce, or in code.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A pan is about to scroll the content (`isDragging` turns true).
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifts: `velocity` is in points per millisecond, positive as the offset grows;
    /// `targetContentOffset` is where the content will come to rest, and may be changed.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The finger lifted; `decelerate` says whether the content coasts on.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts coasting after a lift.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after coasting.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

/// A view whose content is larger than its bounds and moves by `contentOffset` (the bounds'
/// origin). A pan scrolls it (`panGestureRecognizer`); let go while moving, the content coasts to
/// rest, slowing as `decelerationRate` says; with `isPagingEnabled` it settles on whole pages;
/// with `bounces` it may be pulled past its edges and springs back. The `delegate` hears all of
/// it. Scroll indicators are not drawn.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// Hears the scrolling (held weakly, as on iOS).
    open weak var delegate: UIScrollViewDelegate?

    /// The colour of the scroll indicators (kept: no indicators are drawn here).
    public enum IndicatorStyle: Int, Sendable { case `default` = 0, black, white }
    open var indicatorStyle: IndicatorStyle = .default

    var frameGuide: UILayoutGuide?
    var contentGuide: UILayoutGuide?

    /// The scroll view's visible rectangle, as a layout guide: what is held to it stays in view
    /// while the content scrolls (its frame is the bounds, in content coordinates).
    public var frameLayoutGuide: UILayoutGuide {
        if let frameGuide { return frameGuide }
        let guide = edgeGuide("UIScrollViewFrameLayoutGuide", insets: Self.visibleInsets(contentOffset))
        frameGuide = guide
        return guide
    }

    /// The content's rectangle, as a layout guide: its origin is the content's, and constraints
    /// that fix its width and height set `contentSize` at each layout pass (as on iOS).
    public var contentLayoutGuide: UILayoutGuide {
        if let contentGuide { return contentGuide }
        let guide = UILayoutGuide()
        guide.identifier = "UIScrollViewContentLayoutGuide"
        guide.owningView = self
        let origin = [guide.leftAnchor.constraint(equalTo: leftAnchor), guide.topAnchor.constraint(equalTo: topAnchor)]
        origin[0].identifier = "UIScrollViewContentLayoutGuide-left"
        origin[1].identifier = "UIScrollViewContentLayoutGuide-top"
        NSLayoutConstraint.activate(origin)
        guide.originConstraints = origin
        contentGuide = guide
        return guide
    }

    /// The frame guide's edges in content coordinates: the bounds moved by the offset.
    static func visibleInsets(_ offset: CGPoint) -> UIEdgeInsets {
        UIEdgeInsets(top: offset.y, left: offset.x, bottom: -offset.y, right: -offset.x)
    }

    /// Moves the frame guide with the offset, lays out, then takes the content size the
    /// content guide's constraints give.
    open override func layoutSubviews() {
        frameGuide?.setEdgeConstants(Self.visibleInsets(contentOffset))
        super.layoutSubviews()
        if let contentGuide, engine.existingAutoLayout?.isSized(contentGuide) == true {
            let size = contentGuide.layoutFrame.size
            if size != contentSize { contentSize = size }
        }
    }

    /// The size of the content.
    open var contentSize: CGSize = .zero

    /// Whether a finger is on the content (touched, whether or not it has begun to drag).
    public private(set) var isTracking = false
    /// Whether a finger is dragging the content (from the pan's beginning until it lifts).
    public private(set) var isDragging = false
    /// Whether the content is coasting after a lift (or settling on a page).
    public private(set) var isDecelerating = false

    /// How fast coasting content slows: the share of its velocity it keeps each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998, the default.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// `.normal` by default.
    open var decelerationRate: DecelerationRate = .normal

    /// How the safe area adds to `contentInset` (`adjustedContentInset`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// `.automatic` by default.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// `contentInset` plus the safe area where `contentInsetAdjustmentBehavior` adds it: always
    /// (`.always`), along the axes that scroll (`.scrollableAxes`, and `.automatic` here, where no
    /// navigation controller adjusts its scroll views), or never.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return contentInset
        case .always: (vertical, horizontal) = (true, true)
        case .automatic, .scrollableAxes:
            vertical = alwaysBounceVertical || contentSize.height > bounds.height
            horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
        }
        return UIEdgeInsets(top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
                            bottom: contentInset.bottom + (vertical ? safe.bottom : 0), right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// Whether the content may be pulled vertically (horizontally) past its edges even when it is
    /// not larger than the bounds (false by default).
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false

    /// Whether the scroll indicators show while scrolling (true by default). They are not drawn
    /// here; the flags are kept.
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    /// Where the indicators run, inside the bounds (kept; not drawn).
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Both indicators' insets: setting it sets both; it reads the vertical one.
    @available(iOS, deprecated: 13.0, message: "Use verticalScrollIndicatorInsets and horizontalScrollIndicatorInsets")
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Whether touches reach the content only after a short wait that tells a scroll from a tap
    /// (true by default); and whether a scroll that begins cancels the content's touches (true).
    /// Kept; the engine always delivers at once and always cancels (FIDELITY §4.6).
    open var delaysContentTouches = true
    open var canCancelContentTouches = true

    /// The content moves: the delegate hears of every change of the offset.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds.origin
            super.bounds = newValue
            if newValue.origin != old {
                // What is held to the frame guide stays where the scroll view is.
                if frameGuide != nil { setNeedsLayout() }
                delegate?.scrollViewDidScroll(self)
            }
        }
    }

    /// Space around the content.
    open var contentInset: UIEdgeInsets = .zero

    /// The point of the content at the view's top-left corner.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds = CGRect(origin: newValue, size: bounds.size) }
    }

    /// Whether scrolling stops on multiples of the bounds size.
    open var isPagingEnabled = false
    /// Whether the pan scrolls.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether the content may be pulled past its edges (it springs back on release).
    open var bounces = true

    /// The pan that scrolls the view.
    public private(set) var panGestureRecognizer = UIPanGestureRecognizer()
    private var offsetAtStart: CGPoint = .zero

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        panGestureRecognizer.addTarget(self, action: UIScrollView.handlePan)
        addGestureRecognizer(panGestureRecognizer)
    }

    /// The offsets the content can rest at: from −insets to the content's far edge.
    private var offsetLimits: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(x: Swift.max(minimum.x, contentSize.width + inset.right - bounds.width),
                              y: Swift.max(minimum.y, contentSize.height + inset.bottom - bounds.height))
        return (minimum, maximum)
    }

    private func clamped(_ p: CGPoint) -> CGPoint {
        let limits = offsetLimits
        return CGPoint(x: Swift.min(Swift.max(p.x, limits.min.x), limits.max.x), y: Swift.min(Swift.max(p.y, limits.min.y), limits.max.y))
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopCoasting()
            offsetAtStart = contentOffset
            isTracking = true
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
            follow(pan)
        case .changed:
            follow(pan)
        case .ended, .cancelled:
            isTracking = false
            // The content moves against the finger: its velocity is the pan's, reversed, along
            // the axes that scroll.
            let pan = pan.velocity(in: superview)
            let velocity = CGPoint(x: canScroll.x ? -pan.x : 0, y: canScroll.y ? -pan.y : 0)
            var target = clamped(contentOffset)
            if isPagingEnabled, bounds.width > 0, bounds.height > 0 {
                func page(_ offset: CGFloat, _ size: CGFloat, _ v: CGFloat, _ start: CGFloat) -> CGFloat {
                    let current = (start / size).rounded()
                    let moved = offset / size - current
                    let step: CGFloat = v > 300 ? 1 : (v < -300 ? -1 : (moved > 0.5 ? 1 : (moved < -0.5 ? -1 : 0)))
                    return (current + step) * size
                }
                target = clamped(CGPoint(x: page(contentOffset.x, bounds.width, velocity.x, offsetAtStart.x),
                                         y: page(contentOffset.y, bounds.height, velocity.y, offsetAtStart.y)))
            } else if contentOffset == target {
                // Inside the edges: it coasts as far as the deceleration takes it, within them.
                let reach = decelerationRate.rawValue / (1 - decelerationRate.rawValue) / 1000
                target = clamped(CGPoint(x: contentOffset.x + velocity.x * reach, y: contentOffset.y + velocity.y * reach))
            }
            var wanted = target
            delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: &wanted)
            target = wanted
            isDragging = false
            let decelerate = Self.distance(target, contentOffset) >= 0.5
            delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
            if decelerate { coast(to: target, settling: isPagingEnabled || contentOffset != clamped(contentOffset)) }
        default:
            break
        }
    }

    /// Which axes scroll: those along which the content is larger than the bounds, or bounces anyway.
    private var canScroll: (x: Bool, y: Bool) {
        (contentSize.width > bounds.width || alwaysBounceHorizontal, contentSize.height > bounds.height || alwaysBounceVertical)
    }

    /// Moves the content with the finger (at half speed past an edge when it bounces).
    private func follow(_ pan: UIPanGestureRecognizer) {
        let t = pan.translation(in: superview)
        let axes = canScroll
        let wanted = CGPoint(x: offsetAtStart.x - (axes.x ? t.x : 0), y: offsetAtStart.y - (axes.y ? t.y : 0))
        if bounces {
            let limit = clamped(wanted)
            contentOffset = CGPoint(x: limit.x + (wanted.x - limit.x) / 2, y: limit.y + (wanted.y - limit.y) / 2)
        } else {
            contentOffset = clamped(wanted)
        }
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }

    // MARK: Coasting

    private var coasting: CADisplayLink?
    private var coastStart: (offset: CGPoint, time: CFTimeInterval) = (.zero, 0)
    private var coastTarget: CGPoint = .zero
    private var coastIsSettling = false

    /// After a lift, the content comes to rest at `target`, the delegate hearing each step. A
    /// flick inside the edges slows exponentially as `decelerationRate` says (the share of the
    /// distance left after `t` seconds is rate^(1000 t)), ending when less than half a point is
    /// left; a page, or content let go past an edge, settles in 0.3 s, easing out.
    private func coast(to target: CGPoint, settling: Bool) {
        stopCoasting()
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        coastStart = (contentOffset, engine.currentTime)
        coastTarget = target
        coastIsSettling = settling
        let link = CADisplayLink(target: self, selector: UIScrollView.coastStep)
        link.add(to: .main, forMode: .common)
        coasting = link
    }

    private func coastStep(_ link: CADisplayLink) {
        let elapsed = engine.currentTime - coastStart.time
        let from = coastStart.offset, to = coastTarget
        let left: CGFloat
        if coastIsSettling {
            let f = Swift.min(elapsed / 0.3, 1)
            // Ease out (a quadratic's fall).
            left = CGFloat((1 - f) * (1 - f))
        } else {
            left = pow(decelerationRate.rawValue, CGFloat(elapsed * 1000))
        }
        let done = left * Self.distance(from, to) < 0.5 || left <= 0
        contentOffset = done ? to : CGPoint(x: to.x + (from.x - to.x) * left, y: to.y + (from.y - to.y) * left)
        if done {
            stopCoasting()
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }

    private func stopCoasting() {
        coasting?.invalidate()
        coasting = nil
        isDecelerating = false
    }

    public required init?(coder: NSCoder) { return nil }

    /// Moves the content, animated like a block animation of 0.3 s if `animated` (the delegate
    /// hears `scrollViewDidScroll` as the offset is set, and `scrollViewDidEndScrollingAnimation`
    /// when the animation ends).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopCoasting()
        if animated {
            scrollAnimationsRunning += 1
            let to = CGRect(origin: contentOffset, size: bounds.size)
            sweptRect = (sweptRect ?? bounds).union(bounds).union(to)
            UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseOut, animations: { self.contentOffset = contentOffset }) { [weak self] _ in
                guard let self else { return }
                self.scrollAnimationsRunning -= 1
                if self.scrollAnimationsRunning == 0 {
                    self.sweptRect = nil
                    self.setNeedsLayout()
                }
                self.delegate?.scrollViewDidEndScrollingAnimation(self)
            }
        } else {
            self.contentOffset = contentOffset
        }
    }

    /// How many animated scrolls are running.
    private var scrollAnimationsRunning = 0

    /// While animated scrolls run, every bounds they start and end at.
    private var sweptRect: CGRect?

    /// What a view that tiles its content (collection and table views) keeps filled: the
    /// bounds, and while animated scrolls run, everything they pass over — the engine draws the
    /// animation's frames from the layers it has, so the cells must exist until the move ends
    /// (iOS tiles frame by frame).
    var tilingArea: CGRect { sweptRect.map { $0.union(bounds) } ?? bounds }

    /// Scrolls the least needed to make `rect` (in content coordinates) visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        setContentOffset(offset, animated: animated)
    }
}
