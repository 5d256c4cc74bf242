/// The root of a view hierarchy on screen. `makeKeyAndVisible()` puts it on the engine's
/// virtual screen; frames are drawn from the key window.
@preconcurrency @MainActor
open class UIWindow: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            guard let root = rootViewController else { return }
            root.view.frame = bounds
            root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(root.view, at: 0)
            if isKeyWindow { showRoot() }
        }
    }

    /// Root appearance: will-appear now, did-appear after the first frame on screen.
    private func showRoot() {
        guard let root = rootViewController, root.appearanceState == .disappeared else { return }
        root.beginAppearanceTransition(true, animated: false)
        // A controller that appears has its status bar attributes read.
        engine.updateStatusBarAppearance()
        engine.performOnNextTurn { root.endAppearanceTransition() }
    }

    /// The scene the window belongs to (nil for a window made with `init(frame:)`, as in an app
    /// without scenes).
    open weak var windowScene: UIWindowScene? {
        didSet { joinScene() }
    }

    /// Lists the window among its scene's windows.
    func joinScene() {
        guard let windowScene, !windowScene.sceneWindows.contains(where: { $0.value === self }) else { return }
        windowScene.sceneWindows.append(WeakBox(self))
    }

    /// The screen the window is shown on: the engine's only screen.
    open var screen: UIScreen { engine.screen }

    /// Whether this is the key window of its engine.
    open var isKeyWindow: Bool { engine.keyWindow === self }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window key (the one receiving touches and drawn in frames).
    open func makeKey() {
        engine.windowRegistry.key = self
        if !engine.windowRegistry.windows.contains(where: { $0 === self }) { engine.windowRegistry.windows.append(self) }
        engine.display(layer)
        showRoot()
    }

    open override var isHidden: Bool {
        didSet {
            if isHidden { engine.removeFromDisplay(layer) } else if engine.windowRegistry.windows.contains(where: { $0 === self }) { engine.display(layer) }
        }
    }
}

/// The windows of one engine.
@MainActor
final class WindowRegistry {
    var windows: [UIWindow] = []
    weak var key: UIWindow?
}

extension UIKitEngine {
    var windowRegistry: WindowRegistry {
        if let r = storage[ObjectIdentifier(WindowRegistry.self)] as? WindowRegistry { return r }
        let r = WindowRegistry()
        storage[ObjectIdentifier(WindowRegistry.self)] = r
        return r
    }

    /// The key window (the one shown in frames and receiving touches), if any.
    public var keyWindow: UIWindow? { windowRegistry.key }

    /// Every window made key or visible in this engine, oldest first.
    public var windows: [UIWindow] { windowRegistry.windows }
}
