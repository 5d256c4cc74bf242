/// A view whose content is larger than its bounds and moves by `contentOffset` (the bounds'
/// origin). A pan scrolls it (`panGestureRecognizer`); with `isPagingEnabled` it settles on whole
/// pages; with `bounces` it may be pulled past its edges and springs back. Scroll indicators are
/// not drawn.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The size of the content.
    open var contentSize: CGSize = .zero

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
        let minimum = CGPoint(x: -contentInset.left, y: -contentInset.top)
        let maximum = CGPoint(x: Swift.max(minimum.x, contentSize.width + contentInset.right - bounds.width),
                              y: Swift.max(minimum.y, contentSize.height + contentInset.bottom - bounds.height))
        return (minimum, maximum)
    }

    private func clamped(_ p: CGPoint) -> CGPoint {
        let limits = offsetLimits
        return CGPoint(x: Swift.min(Swift.max(p.x, limits.min.x), limits.max.x), y: Swift.min(Swift.max(p.y, limits.min.y), limits.max.y))
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            offsetAtStart = contentOffset
        case .changed:
            let t = pan.translation(in: superview)
            let canScrollX = contentSize.width > bounds.width, canScrollY = contentSize.height > bounds.height
            let wanted = CGPoint(x: offsetAtStart.x - (canScrollX ? t.x : 0), y: offsetAtStart.y - (canScrollY ? t.y : 0))
            if bounces {
                // Past an edge the content follows the finger at half speed.
                let limit = clamped(wanted)
                contentOffset = CGPoint(x: limit.x + (wanted.x - limit.x) / 2, y: limit.y + (wanted.y - limit.y) / 2)
            } else {
                contentOffset = clamped(wanted)
            }
        case .ended, .cancelled:
            var target = clamped(contentOffset)
            if isPagingEnabled, bounds.width > 0, bounds.height > 0 {
                let velocity = pan.velocity(in: superview)
                func page(_ offset: CGFloat, _ size: CGFloat, _ v: CGFloat, _ start: CGFloat) -> CGFloat {
                    let current = (start / size).rounded()
                    let moved = offset / size - current
                    let step: CGFloat = v < -300 ? 1 : (v > 300 ? -1 : (moved > 0.5 ? 1 : (moved < -0.5 ? -1 : 0)))
                    return (current + step) * size
                }
                target = clamped(CGPoint(x: page(contentOffset.x, bounds.width, velocity.x, offsetAtStart.x),
                                         y: page(contentOffset.y, bounds.height, velocity.y, offsetAtStart.y)))
            }
            if target != contentOffset { setContentOffset(target, animated: true) }
        default:
            break
        }
    }

    public required init?(coder: NSCoder) { return nil }

    /// Moves the content, animated like a block animation of 0.3 s if `animated`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        if animated {
            UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseOut, animations: { self.contentOffset = contentOffset })
        } else {
            self.contentOffset = contentOffset
        }
    }

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
