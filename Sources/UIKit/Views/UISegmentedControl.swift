/// A row of segments, one of which is selected: a rounded grey background, the selected segment
/// on a lighter rounded plate, each segment's title centred in it. Drawn as views of its own.
/// A touch lifted inside an enabled segment selects it and sends `.valueChanged` when the
/// selection changed (every time, for a momentary control, whose action reads the segment tapped
/// and which keeps no selection after);
/// changing `selectedSegmentIndex` in code sends nothing.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning no segment is selected.
    public static let noSegment = -1
    /// The height a segmented control asks for; the padding around a title.
    static let height: CGFloat = 32
    static let titlePadding: CGFloat = 16

    private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var label: UILabel
    }

    private var segments: [Segment] = []
    private let plate = UIView()
    private var storedSelection = UISegmentedControl.noSegment

    /// A control with a segment for each item: a `String` (its title) or a `UIImage`.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        setUp()
        for (index, item) in (items ?? []).enumerated() {
            if let image = item as? UIImage { insertSegment(with: image, at: index, animated: false) } else { insertSegment(withTitle: "\(item)", at: index, animated: false) }
        }
        frame.size = sizeThatFits(.zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) { return nil }

    private func setUp() {
        backgroundColor = .systemGray5
        layer.cornerRadius = 8
        plate.backgroundColor = .white
        plate.layer.cornerRadius = 7
        plate.isHidden = true
        plate.isUserInteractionEnabled = false
        addSubview(plate)
    }

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment's index, or `noSegment`. Out of range, nothing is selected.
    open var selectedSegmentIndex: Int {
        get { storedSelection }
        set {
            storedSelection = segments.indices.contains(newValue) ? newValue : Self.noSegment
            setNeedsLayout()
            layoutIfNeeded()
        }
    }

    /// Whether a segment is selected only while touched (false by default).
    open var isMomentary = false

    /// The selected segment's plate (nil: white).
    open var selectedSegmentTintColor: UIColor? { didSet { plate.backgroundColor = selectedSegmentTintColor ?? .white } }

    /// Inserts a segment titled `title` at `segment` (clamped to 0 … the count).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title, image: nil, label: UILabel()), at: segment, animated: animated)
    }

    /// Inserts a segment showing `image` at `segment`.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(title: nil, image: image, label: UILabel()), at: segment, animated: animated)
    }

    private func insert(_ new: Segment, at segment: Int, animated: Bool) {
        let index = Swift.min(Swift.max(segment, 0), segments.count)
        new.label.text = new.title
        new.label.textAlignment = .center
        new.label.isUserInteractionEnabled = false
        addSubview(new.label)
        segments.insert(new, at: index)
        if storedSelection != Self.noSegment, storedSelection >= index { storedSelection += 1 }
        relayout(animated: animated)
    }

    /// Removes the segment at `segment` (nothing when out of range); removing the selected one
    /// leaves nothing selected.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment).label.removeFromSuperview()
        if storedSelection == segment { storedSelection = Self.noSegment } else if storedSelection > segment { storedSelection -= 1 }
        relayout(animated: animated)
    }

    open func removeAllSegments() {
        for segment in segments { segment.label.removeFromSuperview() }
        segments = []
        storedSelection = Self.noSegment
        relayout(animated: false)
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        segments[segment].label.text = title
        invalidateIntrinsicContentSize()
    }

    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        segments[segment].label.text = nil
        invalidateIntrinsicContentSize()
    }

    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        segments[segment].label.alpha = enabled ? 1 : 0.4
    }

    open func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) && segments[segment].isEnabled }

    /// Every segment as wide as the widest title (or image) plus padding, `height` high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let widest = segments.map { segment -> CGFloat in
            (segment.image?.size.width ?? segment.label.sizeThatFits(.zero).width) + Self.titlePadding * 2
        }.max() ?? 0
        return CGSize(width: widest * CGFloat(segments.count), height: Self.height)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// The segments share the width equally.
    private var segmentWidth: CGFloat { segments.isEmpty ? 0 : bounds.width / CGFloat(segments.count) }

    private func relayout(animated: Bool) {
        invalidateIntrinsicContentSize()
        if animated { UIView.animate(withDuration: 0.25) { self.placeSegments() } } else { placeSegments() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeSegments()
    }

    private func placeSegments() {
        let width = segmentWidth
        for (index, segment) in segments.enumerated() {
            segment.label.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
        }
        plate.isHidden = storedSelection == Self.noSegment
        if storedSelection != Self.noSegment {
            plate.frame = CGRect(x: CGFloat(storedSelection) * width, y: 0, width: width, height: bounds.height).insetBy(dx: 2, dy: 2)
        }
    }

    /// The segment under a point of the control, if any.
    private func segment(at point: CGPoint) -> Int? {
        guard bounds.contains(point), segmentWidth > 0 else { return nil }
        return Swift.min(Int(point.x / segmentWidth), segments.count - 1)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isHighlighted
        let index = touches.first.flatMap { segment(at: $0.location(in: self)) }
        super.touchesEnded(touches, with: event)
        guard wasTracking, let index, segments[index].isEnabled else { return }
        if isMomentary {
            // The action reads the segment tapped; then none stays selected.
            storedSelection = index
            sendActions(for: .valueChanged)
            storedSelection = Self.noSegment
        } else if index != storedSelection {
            UIView.animate(withDuration: 0.25) { self.selectedSegmentIndex = index }
            sendActions(for: .valueChanged)
        }
    }
}
