/// A section's header or footer view that a table view can reuse: put your views in
/// `contentView`, or set `textLabel`'s text. A table makes one for a section title given by its
/// data source.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier it was registered and dequeued with (nil for a view made without one).
    public internal(set) var reuseIdentifier: String?
    /// The view to add your content to; it fills the view.
    public let contentView: UIView
    private var storedTextLabel: UILabel?

    /// The title label (made when first asked for), at the side margin.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        label.textColor = .systemGray
        contentView.addSubview(label)
        storedTextLabel = label
        setNeedsLayout()
        return label
    }

    /// A view for the identifier. A subclass with its own views writes `required override
    /// init(reuseIdentifier:)`: the table view makes registered classes through it.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        backgroundColor = .systemGray6
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) { return nil }

    /// Called when the table view hands the view out again. The default does nothing.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        let margin: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        storedTextLabel?.frame = CGRect(x: margin, y: 0, width: max(0, bounds.width - 2 * margin), height: bounds.height)
    }
}
