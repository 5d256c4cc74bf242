/// A view a collection view reuses: when it scrolls out of sight it waits in a queue under its
/// `reuseIdentifier`, and `dequeueReusableCell(withReuseIdentifier:for:)` hands it out again,
/// calling `prepareForReuse()` first.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier it was registered and dequeued with (nil for a view made by hand).
    public internal(set) var reuseIdentifier: String?
    /// For a supplementary view: its kind, which names its queue together with the identifier.
    var elementKind: String?

    /// `required` here so that the collection view can make instances of a registered class
    /// (Linux has no Objective-C runtime): a subclass with its own `init(frame:)` writes
    /// `required override init(frame: CGRect)`, which compiles on iOS too.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { return nil }

    /// Called when the collection view hands the view out again, before the dequeue method
    /// returns it. Reset state that is not content here. The default does nothing.
    open func prepareForReuse() {}
}

/// A cell of a collection view: put your views in `contentView`. The collection view sets
/// `isHighlighted` while a finger is on it and `isSelected` as its selection says; while either
/// is true, `selectedBackgroundView` shows between `backgroundView` and `contentView`.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add your content to; it fills the cell.
    public let contentView: UIView

    /// Whether the item is selected; the collection view sets it.
    open var isSelected = false {
        didSet { updateSelectedBackground() }
    }
    /// Whether a finger is on the item; the collection view sets it.
    open var isHighlighted = false {
        didSet { updateSelectedBackground() }
    }

    /// A view behind everything else in the cell, resized to fill it (nil by default).
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            guard let backgroundView else { return }
            fill(with: backgroundView)
            insertSubview(backgroundView, at: 0)
        }
    }

    /// A view shown above `backgroundView` and behind `contentView` while the cell is selected
    /// or highlighted, resized to fill the cell (nil by default).
    open var selectedBackgroundView: UIView? {
        didSet {
            guard oldValue !== selectedBackgroundView else { return }
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView { fill(with: selectedBackgroundView) }
            updateSelectedBackground()
        }
    }

    private func fill(with view: UIView) {
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// Puts the selected background in (under the content view) or takes it out.
    private func updateSelectedBackground() {
        guard let selectedBackgroundView else { return }
        if isSelected || isHighlighted {
            if selectedBackgroundView.superview !== self { insertSubview(selectedBackgroundView, belowSubview: contentView) }
        } else if selectedBackgroundView.superview === self {
            selectedBackgroundView.removeFromSuperview()
        }
    }

    public required init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) { return nil }

    /// Clears `isSelected` and `isHighlighted`; the collection view then sets `isSelected` from
    /// its selection before the cell is shown. Call `super` when you override it.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }
}
