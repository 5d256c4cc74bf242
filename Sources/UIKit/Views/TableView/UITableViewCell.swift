/// A row of a table view. Put your views in `contentView`, or use the labels and image view of
/// the cell's style (`textLabel`, `detailTextLabel`, `imageView`, made when first asked for). The
/// table view sets `isHighlighted` while a finger is on the row and `isSelected` as its
/// selection says; while either is true, the selection shows behind the content (a gray
/// background unless `selectionStyle` is `.none`, or your `selectedBackgroundView`).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The standard arrangements of a cell's labels and image.
    public enum CellStyle: Int, Sendable {
        /// An image, then a label; no detail label.
        case `default` = 0
        /// A label on the left and a gray detail label aligned right.
        case value1 = 1
        /// A small right-aligned label, then the detail label.
        case value2 = 2
        /// A label with a smaller gray detail label under it.
        case subtitle = 3
    }

    /// How a selected or highlighted cell looks.
    public enum SelectionStyle: Int, Sendable {
        /// No selection background.
        case none = 0
        /// Gray, as `.default` since iOS 7.
        case blue = 1
        case gray = 2
        case `default` = 3
    }

    /// The standard accessory drawn at the trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none = 0
        /// A chevron (›): the row leads somewhere.
        case disclosureIndicator = 1
        /// An info button and a chevron (drawn "i ›").
        case detailDisclosureButton = 2
        /// A check mark (✓).
        case checkmark = 3
        /// An info button (drawn "i").
        case detailButton = 4
    }

    /// The style the cell was made with.
    public let style: CellStyle
    /// The identifier it was registered and dequeued with (nil for a cell made without one).
    public internal(set) var reuseIdentifier: String?

    /// The view to add your content to; it fills the cell but for the accessory.
    public let contentView: UIView

    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    private var storedImageView: UIImageView?
    private let accessoryLabel = UILabel()
    private let selectionBackground = UIView()

    /// The style's main label (made when first asked for).
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: style == .value2 ? 12 : 17)
        if style == .value2 { label.textAlignment = .right; label.textColor = .systemBlue }
        contentView.addSubview(label)
        storedTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The style's second label: nil for `.default`, made when first asked for otherwise.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel()
        switch style {
        case .value1: label.textColor = .systemGray; label.textAlignment = .right
        case .subtitle: label.font = .systemFont(ofSize: 12)
        default: break
        }
        contentView.addSubview(label)
        storedDetailTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The image at the leading edge (made when first asked for; it takes room only with an
    /// image).
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView(frame: .zero)
        contentView.addSubview(view)
        storedImageView = view
        setNeedsLayout()
        return view
    }

    /// The accessory drawn at the trailing edge when there is no `accessoryView`.
    open var accessoryType: AccessoryType = .none {
        didSet { updateAccessory() }
    }

    /// A view of your own at the trailing edge, in place of `accessoryType`'s (nil by default).
    open var accessoryView: UIView? {
        didSet {
            guard oldValue !== accessoryView else { return }
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            updateAccessory()
        }
    }

    /// How selection and highlighting show (`.default`: a gray background).
    open var selectionStyle: SelectionStyle = .default {
        didSet { updateSelectionBackground(animated: false) }
    }

    /// A view behind everything else in the cell, resized to fill it (nil by default).
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            guard let backgroundView else { return }
            backgroundView.frame = bounds
            backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(backgroundView, at: 0)
        }
    }

    /// Shown in place of the gray selection background while the cell is selected or
    /// highlighted (nil by default), resized to fill the cell.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard oldValue !== selectedBackgroundView else { return }
            oldValue?.removeFromSuperview()
            selectedBackgroundView?.frame = bounds
            selectedBackgroundView?.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            updateSelectionBackground(animated: false)
        }
    }

    /// Whether the row is selected; the table view sets it. Setting it shows or hides the
    /// selection at once.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether a finger is on the row; the table view sets it.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }

    private var selectedState = false
    private var highlightedState = false

    /// Selects or deselects the cell; animated, the selection background fades (0.3 s, or with
    /// the animation it is called in, such as a transition's alongside block). Override it to
    /// show selection your own way; call `super`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
        updateSelectionBackground(animated: animated)
    }

    /// Highlights the cell or takes the highlight away, as `setSelected(_:animated:)` does.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedState = highlighted
        updateSelectionBackground(animated: animated)
    }

    /// Makes a cell of `style`. A subclass that makes its own views writes
    /// `required override init(style:reuseIdentifier:)` (iOS needs only `override`): the table
    /// view makes registered classes through it (FIDELITY §2.26).
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .systemBackground
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        accessoryLabel.textColor = .systemGray3
        accessoryLabel.textAlignment = .center
        selectionBackground.backgroundColor = .systemGray4
        selectionBackground.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// A `.default` cell without a reuse identifier, 320 × 44 until a table sizes it.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) { return nil }

    /// Called when the table view hands the cell out again, before the dequeue method returns
    /// it: clears `isSelected` and `isHighlighted`. Reset what only some rows set; call `super`.
    open func prepareForReuse() {
        setSelected(false, animated: false)
        setHighlighted(false, animated: false)
    }

    // MARK: Layout

    /// The width the accessory takes at the trailing edge.
    var accessoryWidth: CGFloat {
        if let accessoryView { return accessoryView.frame.width + 16 }
        switch accessoryType {
        case .none: return 0
        case .detailDisclosureButton: return 64
        default: return 38
        }
    }

    private func updateAccessory() {
        let drawn: String? = switch accessoryType {
        case .none: nil
        case .disclosureIndicator: "›"
        case .detailDisclosureButton: "i ›"
        case .checkmark: "✓"
        case .detailButton: "i"
        }
        let symbol = accessoryView == nil ? drawn : nil
        accessoryLabel.text = symbol
        accessoryLabel.textColor = accessoryType == .disclosureIndicator ? .systemGray3 : .systemBlue
        if symbol == nil { accessoryLabel.removeFromSuperview() } else if accessoryLabel.superview !== self { addSubview(accessoryLabel) }
        setNeedsLayout()
    }

    /// Puts the selection background in (under the content view) or takes it out.
    private func updateSelectionBackground(animated: Bool) {
        let shown = selectedState || highlightedState
        let background: UIView? = selectedBackgroundView ?? (selectionStyle == .none ? nil : selectionBackground)
        for view in [selectedBackgroundView, selectionBackground].compactMap({ $0 }) where view !== background && view.superview === self {
            view.removeFromSuperview()
        }
        guard let background else { return }
        if shown {
            background.layer.removeAllAnimations()
            background.alpha = 1
            background.frame = bounds
            if background.superview !== self { insertSubview(background, belowSubview: contentView) }
        } else if background.superview === self {
            guard animated else { return background.removeFromSuperview() }
            UIView.animate(withDuration: 0.3, animations: { background.alpha = 0 }, completion: { [weak self] _ in
                guard let self, !(self.selectedState || self.highlightedState) else { return }
                background.removeFromSuperview()
                background.alpha = 1
            })
        }
    }

    /// Lays out the style's labels and image in the content view, and the accessory.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let accessory = accessoryWidth
        contentView.frame = CGRect(x: 0, y: 0, width: max(0, bounds.width - accessory), height: bounds.height)
        if let accessoryView {
            accessoryView.center = CGPoint(x: bounds.width - 16 - accessoryView.frame.width / 2, y: bounds.height / 2)
        } else if accessoryLabel.superview === self {
            accessoryLabel.frame = CGRect(x: bounds.width - accessory, y: 0, width: accessory - 8, height: bounds.height)
        }
        layOutStyle(in: contentView.bounds)
    }

    /// The side margin of the standard layout: 16 points in a compact width, 20 in a regular one.
    private var sideMargin: CGFloat { traitCollection.horizontalSizeClass == .regular ? 20 : 16 }

    private func layOutStyle(in area: CGRect) {
        let margin = sideMargin
        var x = margin
        if let imageView = storedImageView {
            let size = imageView.image?.size ?? .zero
            imageView.frame = CGRect(x: margin, y: (area.height - size.height) / 2, width: size.width, height: size.height)
            if size.width > 0 { x = imageView.frame.maxX + margin }
        }
        let width = max(0, area.width - x - margin)
        let text = storedTextLabel
        let detail = storedDetailTextLabel
        let line: CGFloat = 20.5
        switch style {
        case .default:
            text?.frame = CGRect(x: x, y: 0, width: width, height: area.height)
        case .subtitle:
            let small: CGFloat = 14.5
            let top = (area.height - line - small) / 2
            text?.frame = CGRect(x: x, y: top, width: width, height: line)
            detail?.frame = CGRect(x: x, y: top + line, width: width, height: small)
        case .value1:
            text?.frame = CGRect(x: x, y: 0, width: width, height: area.height)
            detail?.frame = CGRect(x: x, y: 0, width: width, height: area.height)
        case .value2:
            let column = min(width, 75)
            text?.frame = CGRect(x: x, y: 0, width: column, height: area.height)
            detail?.frame = CGRect(x: x + column + 6, y: 0, width: max(0, width - column - 6), height: area.height)
        }
    }

    /// The height the table gives the cell when its rows size themselves
    /// (`UITableView.automaticDimension`): what the content view's constraints need at `width`,
    /// or 44 points (the standard row) when they do not say.
    func selfSizingHeight(width: CGFloat) -> CGFloat {
        frame.size.width = width
        let fitted = contentView.systemLayoutSizeFitting(CGSize(width: max(0, width - accessoryWidth), height: 0),
                                                         withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return fitted.height > 0 ? fitted.height : 44
    }
}
