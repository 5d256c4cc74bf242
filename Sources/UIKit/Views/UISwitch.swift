/// An on/off control: a rounded track, `onTintColor` when on and light grey when off, with a
/// round thumb at its right or left end. Its size is fixed (51 × 31 points, whatever frame it is
/// given, as on iOS); drawn as views of its own. A tap (a touch lifted inside) turns it over,
/// animated, and sends `.valueChanged`; setting `isOn` in code sends nothing.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The size every switch has (iOS: "The size of the frame is ignored").
    static let size = CGSize(width: 51, height: 31)
    static let thumbSide: CGFloat = 27
    /// How long the thumb takes to slide over.
    static let duration: TimeInterval = 0.25

    private var storedOn = false
    private let track = UIView()
    private let thumb = UIView()

    /// Whether the switch is on (false by default).
    open var isOn: Bool {
        get { storedOn }
        set { setOn(newValue, animated: false) }
    }

    /// The track's colour when on (nil: the system green).
    open var onTintColor: UIColor? { didSet { refresh() } }
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? { didSet { refresh() } }

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        track.frame = CGRect(origin: .zero, size: Self.size)
        track.layer.cornerRadius = Self.size.height / 2
        track.isUserInteractionEnabled = false
        addSubview(track)
        thumb.layer.cornerRadius = Self.thumbSide / 2
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
        thumb.isUserInteractionEnabled = false
        addSubview(thumb)
        refresh()
    }

    public convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) { return nil }

    /// The frame keeps the switch's size: only its origin can change.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    /// Turns the switch on or off without sending `.valueChanged`; `animated` slides the thumb
    /// and fades the track in 0.25 s.
    open func setOn(_ on: Bool, animated: Bool) {
        storedOn = on
        if animated {
            UIView.animate(withDuration: Self.duration, delay: 0, options: [.beginFromCurrentState, .curveEaseInOut], animations: { self.refresh() })
        } else {
            refresh()
        }
    }

    open override var intrinsicContentSize: CGSize { Self.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    private func refresh() {
        let inset = (Self.size.height - Self.thumbSide) / 2
        thumb.frame = CGRect(x: storedOn ? Self.size.width - inset - Self.thumbSide : inset, y: inset, width: Self.thumbSide, height: Self.thumbSide)
        track.backgroundColor = storedOn ? (onTintColor ?? .systemGreen) : .systemGray5
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = touches.first.map { point(inside: $0.location(in: self), with: event) } ?? false
        let wasTracking = isHighlighted
        super.touchesEnded(touches, with: event)
        guard wasTracking, inside else { return }
        setOn(!storedOn, animated: true)
        sendActions(for: .valueChanged)
    }
}
