/// A button in a navigation bar (`navigationItem.leftBarButtonItem`, `rightBarButtonItem`): a
/// title, an image, one of the system's items, or a view of your own, and the action it sends
/// when tapped.
///
/// Linux has no selectors: `UIBarButtonItem(title: "Close", style: .done, target: self,
/// action: #selector(close))` becomes `… action: MyViewController.close` (the method takes the
/// item, or nothing), or use `primaryAction: UIAction { … }` (FIDELITY §3.1).
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    /// How a titled item looks (`.done` is bold on iOS; both draw alike here).
    public enum Style: Int, Sendable {
        case plain = 0
        @available(iOS, deprecated: 8.0, message: "Use UIBarButtonItemStylePlain when minimum deployment target is iOS7 or later")
        case bordered = 1
        case done = 2
    }

    /// The system's items, drawn with their titles or a sign.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case close = 24

        /// What the bar draws for the item.
        var text: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "+"
            case .flexibleSpace, .fixedSpace: ""
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "x"
            case .camera: "Camera"
            case .trash: "Trash"
            case .play: ">"
            case .pause: "||"
            case .rewind: "<<"
            case .fastForward: ">>"
            case .undo: "Undo"
            case .redo: "Redo"
            case .close: "(x)"
            }
        }
    }

    /// The title drawn (for a system item, its name or sign).
    open var title: String? { didSet { owner?.itemsChanged() } }
    open var image: UIImage? { didSet { owner?.itemsChanged() } }
    open var style: Style = .plain
    /// Whether a tap sends the action (true by default).
    open var isEnabled = true { didSet { owner?.itemsChanged() } }
    /// A view drawn in place of the title (its own touches, no action sent).
    open var customView: UIView? { didSet { owner?.itemsChanged() } }
    /// The action sent by a tap, given as a `UIAction` (iOS 14).
    open var primaryAction: UIAction?
    /// The width of a `.fixedSpace` item.
    open var width: CGFloat = 0
    let systemItem: SystemItem?
    private var send: ((UIBarButtonItem) -> Void)?
    /// The navigation item showing this one, told when it changes.
    weak var owner: UINavigationItem?

    private init(title: String?, image: UIImage?, style: Style, systemItem: SystemItem?) {
        self.title = title
        self.image = image
        self.style = style
        self.systemItem = systemItem
        super.init()
    }

    /// An item showing nothing until given a title, image or view.
    public override convenience init() {
        self.init(title: nil, image: nil, style: .plain, systemItem: nil)
    }

    /// A titled item calling `action` on `target` with the item.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target, action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.init(title: title, image: nil, style: style, systemItem: nil)
        setAction(target, action)
    }

    /// A titled item calling an argument-less `action` on `target`.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target, action: @escaping (Target) -> () -> Void) {
        self.init(title: title, image: nil, style: style, systemItem: nil)
        setAction(target) { target in { _ in action(target)() } }
    }

    /// An image item calling `action` on `target` with the item.
    public convenience init<Target: AnyObject>(image: UIImage?, style: Style, target: Target, action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.init(title: nil, image: image, style: style, systemItem: nil)
        setAction(target, action)
    }

    /// An image item calling an argument-less `action` on `target`.
    public convenience init<Target: AnyObject>(image: UIImage?, style: Style, target: Target, action: @escaping (Target) -> () -> Void) {
        self.init(title: nil, image: image, style: style, systemItem: nil)
        setAction(target) { target in { _ in action(target)() } }
    }

    /// One of the system's items calling `action` on `target` with the item.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target, action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.init(title: systemItem.text, image: nil, style: .plain, systemItem: systemItem)
        setAction(target, action)
    }

    /// One of the system's items calling an argument-less `action` on `target`.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target, action: @escaping (Target) -> () -> Void) {
        self.init(title: systemItem.text, image: nil, style: .plain, systemItem: systemItem)
        setAction(target) { target in { _ in action(target)() } }
    }

    /// An item sending `primaryAction` (iOS 14): a title, an image, or the action's title.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init(title: title ?? primaryAction?.title, image: image, style: .plain, systemItem: nil)
        self.primaryAction = primaryAction
    }

    /// One of the system's items sending `primaryAction` (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(title: systemItem.text, image: nil, style: .plain, systemItem: systemItem)
        self.primaryAction = primaryAction
    }

    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init(title: nil, image: nil, style: .plain, systemItem: nil)
        self.customView = customView
    }

    public required init?(coder: NSCoder) { return nil }

    private func setAction<Target: AnyObject>(_ target: Target, _ action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        send = { [weak target] item in
            guard let target else { return }
            action(target)(item)
        }
    }

    /// A tap on the item: its action, then its primary action.
    func tapped() {
        guard isEnabled else { return }
        send?(self)
        if let primaryAction {
            primaryAction.sender = self
            primaryAction.handler(primaryAction)
            primaryAction.sender = nil
        }
    }

    /// What the bar draws for the item.
    var drawnTitle: String {
        if let title, !title.isEmpty { return title }
        if image != nil { return "[img]" }
        return ""
    }
}
