/// A control that picks a value from a continuous range by a thumb dragged along a track: the
/// track's part before the thumb in `minimumTrackTintColor` (the tint colour by default), the
/// rest in `maximumTrackTintColor`. Drawn as views of its own (a track of two parts, a round
/// thumb), as UIKit draws it. Only a touch that begins on the thumb moves it (a tap on the track
/// does nothing, as on iOS); while it moves, `.valueChanged` is sent at each move
/// (`isContinuous`) or once when it lifts. Setting `value` in code sends nothing.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The thumb's side and the track's thickness (iOS documents neither; FIDELITY §2.10).
    static let thumbSide: CGFloat = 28
    static let trackThickness: CGFloat = 4
    /// The height a slider asks for.
    static let height: CGFloat = 31

    private var storedValue: Float = 0
    private let minimumTrack = UIView()
    private let maximumTrack = UIView()
    private let thumb = UIView()
    /// Where the finger is on the thumb (horizontally, from its centre) while it drags it.
    private var grip: CGFloat?
    private var valueAtTouchDown: Float = 0

    /// The value, within `minimumValue` … `maximumValue` (0 by default).
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    /// The value at the track's start (0 by default); the value follows when it is below it.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setValue(storedValue, animated: false)
        }
    }

    /// The value at the track's end (1 by default); the value follows when it is above it.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setValue(storedValue, animated: false)
        }
    }

    /// Whether `.valueChanged` is sent at each move of the thumb (true) or when the finger lifts.
    open var isContinuous = true

    /// The track before the thumb (nil: the tint colour).
    open var minimumTrackTintColor: UIColor? { didSet { refreshColors() } }
    /// The track after the thumb (nil: a light grey).
    open var maximumTrackTintColor: UIColor? { didSet { refreshColors() } }
    /// The thumb (nil: white).
    open var thumbTintColor: UIColor? { didSet { refreshColors() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        for part in [minimumTrack, maximumTrack] {
            part.layer.cornerRadius = UIScreen.defaultCellSize.height / 2
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        thumb.layer.cornerRadius = Self.thumbSide / 2
        thumb.layer.shadowOpacity = 0.25
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        thumb.isUserInteractionEnabled = false
        addSubview(thumb)
        refreshColors()
        placeParts()
    }

    public required init?(coder: NSCoder) { return nil }

    /// Sets the value (clamped to the range) without sending `.valueChanged`; `animated` moves
    /// the thumb there in 0.2 s.
    open func setValue(_ value: Float, animated: Bool) {
        storedValue = Swift.min(Swift.max(value, minimumValue), maximumValue)
        if animated {
            UIView.animate(withDuration: 0.2, delay: 0, options: [.beginFromCurrentState, .curveEaseInOut], animations: { self.placeParts() })
        } else {
            placeParts()
        }
    }

    /// The track's rectangle: the width of the bounds, `trackThickness` high, centred.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - Self.trackThickness / 2, width: bounds.width, height: Self.trackThickness)
    }

    /// The thumb's rectangle for `value`: centred on the track, its centre travelling from half a
    /// thumb inside the track's start to half a thumb inside its end.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let side = Self.thumbSide
        let x = rect.minX + fraction * Swift.max(0, rect.width - side)
        return CGRect(x: x, y: rect.midY - side / 2, width: side, height: side)
    }

    /// As wide as its frame, `height` high.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: bounds.width, height: Self.height) }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshColors()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    private func placeParts() {
        let track = trackRect(forBounds: bounds)
        let knob = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        // A track a few points thin would fall between two rows of text cells and never show:
        // its two parts are drawn a text row thick, centred on the track.
        let thickness = Swift.max(track.height, UIScreen.defaultCellSize.height)
        let top = track.midY - thickness / 2
        minimumTrack.frame = CGRect(x: track.minX, y: top, width: Swift.max(0, knob.midX - track.minX), height: thickness)
        maximumTrack.frame = CGRect(x: knob.midX, y: top, width: Swift.max(0, track.maxX - knob.midX), height: thickness)
        thumb.frame = knob
    }

    private func refreshColors() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemGray4
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    // MARK: Touches

    /// How far outside the thumb a touch still takes it (the thumb is small under a finger).
    static let reach: CGFloat = 10

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let point = touch.location(in: self)
        let knob = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        guard knob.insetBy(dx: -Self.reach, dy: -Self.reach).contains(point) else { return }
        grip = point.x - knob.midX
        valueAtTouchDown = storedValue
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let grip, let touch = touches.first else { return }
        let track = trackRect(forBounds: bounds)
        let travel = Swift.max(0, track.width - Self.thumbSide)
        let centre = touch.location(in: self).x - grip
        let fraction = travel > 0 ? Swift.min(Swift.max((centre - track.minX - Self.thumbSide / 2) / travel, 0), 1) : 0
        let before = storedValue
        setValue(minimumValue + Float(fraction) * (maximumValue - minimumValue), animated: false)
        sendActions(for: point(inside: touch.location(in: self), with: event) ? .touchDragInside : .touchDragOutside)
        if isContinuous, storedValue != before { sendActions(for: .valueChanged) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard grip != nil, let touch = touches.first else { return }
        grip = nil
        isHighlighted = false
        if !isContinuous, storedValue != valueAtTouchDown { sendActions(for: .valueChanged) }
        sendActions(for: point(inside: touch.location(in: self), with: event) ? .touchUpInside : .touchUpOutside)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard grip != nil else { return }
        grip = nil
        isHighlighted = false
        if !isContinuous, storedValue != valueAtTouchDown { sendActions(for: .valueChanged) }
        sendActions(for: .touchCancel)
    }
}
