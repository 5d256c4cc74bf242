/// A view whose content is larger than its bounds and moves by `contentOffset` (the bounds'
/// origin). Scroll indicators are not drawn.
@MainActor
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

    open var isPagingEnabled = false
    open var isScrollEnabled = true
    open var bounces = true
    open var showsHorizontalScrollIndicator = true
    open var showsVerticalScrollIndicator = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
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
