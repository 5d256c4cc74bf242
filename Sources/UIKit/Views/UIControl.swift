/// An action as a closure (iOS 14's `UIAction`), the way to attach behaviour to a control here.
@preconcurrency @MainActor
open class UIAction: NSObject {
    public let title: String
    let handler: (UIAction) -> Void
    /// The control that sent the action, while the handler runs.
    public internal(set) weak var sender: AnyObject?

    public init(title: String = "", handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.handler = handler
        super.init()
    }
}

/// A view that sends actions when touched: buttons and the like.
///
/// Linux has no selectors: `addTarget(self, action: #selector(tapped), for: .touchUpInside)`
/// becomes `addTarget(self, action: MyViewController.tapped, for: .touchUpInside)` (the method named
/// through its type), or use
/// `addAction(UIAction { _ in … }, for: .touchUpInside)`.
@preconcurrency @MainActor
open class UIControl: UIView {
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// What runs for which events: a `UIAction` (`isTarget == false`, keyed by the action) or a
    /// target's method (keyed by the target).
    private var handlers: [(events: Event, id: ObjectIdentifier, isTarget: Bool, run: (UIControl) -> Void)] = []

    open var isEnabled = true { didSet { stateDidChange() } }
    open var isSelected = false { didSet { stateDidChange() } }
    open var isHighlighted = false { didSet { stateDidChange() } }

    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changes.
    func stateDidChange() {}

    /// Runs `action` for `controlEvents`.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        handlers.append((controlEvents, ObjectIdentifier(action), false, { control in
            action.sender = control
            action.handler(action)
        }))
    }

    /// Stops `action` for `controlEvents`; it still runs for its other events.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeHandlers(for: controlEvents) { !$0.isTarget && $0.id == ObjectIdentifier(action) }
    }

    /// Takes `controlEvents` off every handler `matches` accepts, dropping the ones left with no
    /// events; returns how many handlers it touched.
    @discardableResult
    private func removeHandlers(for controlEvents: Event, where matches: ((events: Event, id: ObjectIdentifier, isTarget: Bool, run: (UIControl) -> Void)) -> Bool) -> Int {
        var touched = 0
        for i in handlers.indices where matches(handlers[i]) && !handlers[i].events.isDisjoint(with: controlEvents) {
            handlers[i].events.subtract(controlEvents)
            touched += 1
        }
        handlers.removeAll { $0.events.isEmpty }
        return touched
    }

    /// Calls `action` on `target` (held weakly, as on iOS) for `controlEvents`.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void, for controlEvents: Event) {
        handlers.append((controlEvents, ObjectIdentifier(target), true, { [weak target] _ in
            if let target { action(target)() }
        }))
    }

    /// Calls `action` on `target` with the control as argument. The method may take any control
    /// type this control is (`UIControl`, `UIButton`, …); one taking another type is refused
    /// with a diagnostic, as it could never be called.
    public func addTarget<Target: AnyObject, Sender: UIControl>(_ target: Target, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event) {
        guard self is Sender else {
            engine.report(UIKitDiagnostic(kind: .misuse, message: "addTarget(_:action:for:): the action method of \(Target.self) takes a \(Sender.self), but it was added to a \(type(of: self)). iOS calls it anyway (Objective-C does not check the argument's class); Swift here cannot, so the engine did not add it. Make the method take a \(type(of: self)) (or UIControl).", time: engine.currentTime))
            return
        }
        handlers.append((controlEvents, ObjectIdentifier(target), true, { [weak target] control in
            if let target, let sender = control as? Sender { action(target)(sender) }
        }))
    }

    /// Removes `target`'s actions for `controlEvents` (every target's, for a nil target; the
    /// `UIAction`s stay — remove those with `removeAction(_:for:)`).
    ///
    /// Linux has no selectors, and method references cannot be compared, so `action:` cannot
    /// single one method out: every action of `target` for those events goes. When that removes
    /// more than one, a diagnostic says so.
    public func removeTarget<Target: AnyObject>(_ target: Target?, action: ((Target) -> () -> Void)?, for controlEvents: Event) {
        removeTargets(target, namingAnAction: action != nil, for: controlEvents)
    }

    /// Removes `target`'s actions for `controlEvents`; see `removeTarget(_:action:for:)`.
    public func removeTarget<Target: AnyObject, Sender: UIControl>(_ target: Target?, action: ((Target) -> (Sender) -> Void)?, for controlEvents: Event) {
        removeTargets(target, namingAnAction: action != nil, for: controlEvents)
    }

    /// `removeTarget(target, action: nil, for: events)`: every action of `target` (of every
    /// target, for a nil one) for `controlEvents`.
    open func removeTarget(_ target: AnyObject?, action: Never?, for controlEvents: Event) {
        removeTargets(target, namingAnAction: false, for: controlEvents)
    }

    private func removeTargets(_ target: AnyObject?, namingAnAction: Bool, for controlEvents: Event) {
        let count = removeHandlers(for: controlEvents) { $0.isTarget && (target == nil || $0.id == ObjectIdentifier(target!)) }
        if namingAnAction, count > 1, let target {
            engine.report(UIKitDiagnostic(kind: .misuse, message: "removeTarget(_:action:for:) removed all \(count) actions of \(type(of: target)) for these events: without selectors, the engine cannot tell one method reference from another. To remove a single action, add it as a UIAction and use removeAction(_:for:).", time: engine.currentTime))
        }
    }

    /// Sends the actions registered for `controlEvents`, in the order added.
    open func sendActions(for controlEvents: Event) {
        for handler in handlers where !handler.events.isDisjoint(with: controlEvents) { handler.run(self) }
    }

    // Touch tracking: highlight while the finger is inside, send .touchUpInside on lift inside.
    private var tracking = false

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return super.touchesBegan(touches, with: event) }
        tracking = true
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard tracking, let touch = touches.first else { return }
        let inside = point(inside: touch.location(in: self), with: event)
        isHighlighted = inside
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard tracking, let touch = touches.first else { return }
        tracking = false
        isHighlighted = false
        if point(inside: touch.location(in: self), with: event) {
            sendActions(for: [.touchUpInside, .primaryActionTriggered])
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard tracking else { return }
        tracking = false
        isHighlighted = false
        sendActions(for: .touchCancel)
    }
}

/// A button: a title (and optional image) that sends `.touchUpInside` when tapped.
@preconcurrency @MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom, system }

    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]

    /// The button's configuration (iOS 15), shown when set; nil for a button configured the
    /// older way.
    public var configuration: Configuration? {
        didSet { applyConfiguration() }
    }

    /// Called before the configuration is shown again (`setNeedsUpdateConfiguration()`).
    public var configurationUpdateHandler: ((UIButton) -> Void)?

    /// The label showing the current title.
    public private(set) var titleLabel: UILabel?
    /// The view showing the current image.
    public private(set) var imageView: UIImageView?

    /// Space between the bounds and all of the content: the title and image are laid out inside
    /// it, and `sizeThatFits`/`intrinsicContentSize` add it. Deprecated on iOS 15 (button
    /// configurations replace it) but still honoured there, as here.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { contentDidChange() }
    }
    /// Moves or shrinks the title's rectangle inside the content rectangle; sizes ignore it.
    open var titleEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }
    /// Moves or shrinks the image's rectangle inside the content rectangle; sizes ignore it.
    open var imageEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        setUp()
    }

    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) { return nil }

    private func setUp() {
        let label = UILabel(frame: bounds)
        label.textAlignment = .center
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(label)
        titleLabel = label
        let image = UIImageView(frame: bounds)
        image.contentMode = .center
        image.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(image, belowSubview: label)
        imageView = image
        refresh()
    }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        refresh()
        contentDidChange()
    }

    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }

    /// A title with attributes for a state; it is shown instead of the plain title, in its
    /// first character's colour (one colour per title here).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state.rawValue] = title
        refresh()
        contentDidChange()
    }

    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? { attributedTitles[state.rawValue] ?? attributedTitles[0] }

    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        refresh()
    }

    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[0] ?? (buttonType == .system ? tintColor : .white)
    }

    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        refresh()
        contentDidChange()
    }

    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }

    /// The configuration symbol images are drawn with, for the state (all states alike here).
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) {
        imageView?.preferredSymbolConfiguration = configuration
        contentDidChange()
    }

    open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? { imageView?.preferredSymbolConfiguration }

    public var currentTitle: String? { title(for: state) }
    public var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    public var currentImage: UIImage? { image(for: state) }

    override func stateDidChange() { refresh() }

    private func refresh() {
        if let attributed = currentAttributedTitle {
            titleLabel?.textColor = currentTitleColor
            titleLabel?.attributedText = attributed
        } else {
            titleLabel?.text = currentTitle
            titleLabel?.textColor = currentTitleColor
        }
        imageView?.image = currentImage
    }

    /// The title's or the image's size, whichever is larger in each dimension, plus
    /// `contentEdgeInsets`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let label = titleLabel?.sizeThatFits(.zero) ?? .zero
        let image = currentImage?.size ?? .zero
        let insets = contentEdgeInsets
        return CGSize(width: Swift.max(label.width, image.width) + insets.left + insets.right,
                      height: Swift.max(label.height, image.height) + insets.top + insets.bottom)
    }

    /// What `sizeThatFits` answers: Auto Layout keeps a button around its title.
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// The title and the image fill the content rectangle, each inset by its own edge insets
    /// (centred in it, as the label and image view draw).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = bounds.inset(by: contentEdgeInsets)
        titleLabel?.frame = Self.nonNegative(content.inset(by: titleEdgeInsets))
        imageView?.frame = Self.nonNegative(content.inset(by: imageEdgeInsets))
    }

    private static func nonNegative(_ r: CGRect) -> CGRect {
        CGRect(x: r.minX, y: r.minY, width: Swift.max(0, r.width), height: Swift.max(0, r.height))
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
