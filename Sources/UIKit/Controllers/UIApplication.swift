/// The app object: its delegate and windows. Launch an app in an engine with
/// `engine.launch(appDelegate)`, which calls `application(_:didFinishLaunchingWithOptions:)`
/// as iOS does.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The current engine's application.
    public static var shared: UIApplication { UIKitEngine.current.application }

    /// The app delegate (held strongly by the engine once launched).
    open var delegate: UIApplicationDelegate?

    open var windows: [UIWindow] { UIKitEngine.current.windows }

    open var keyWindow: UIWindow? { UIKitEngine.current.keyWindow }

    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    override init() { super.init() }

    /// The status bar's style as UIKit last resolved it from the key window's controllers.
    var resolvedStatusBarStyle: UIStatusBarStyle = .default
    /// Whether the status bar is hidden, as UIKit last resolved it.
    var resolvedStatusBarHidden = false

    /// The status bar's current style: the `preferredStatusBarStyle` of the controller that
    /// decides it, as of the last time UIKit read it. Deprecated on iOS 13 in favour of the
    /// window scene's `statusBarManager`, which does not exist here; there is no setter
    /// (view-controller-based status bar appearance is always on).
    @available(iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
    open var statusBarStyle: UIStatusBarStyle { resolvedStatusBarStyle }

    /// Whether the status bar is hidden now (see `statusBarStyle`).
    @available(iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
    open var isStatusBarHidden: Bool { resolvedStatusBarHidden }

    /// Sets the status bar's style. View-controller-based status bar appearance is on (the
    /// `UIViewControllerBasedStatusBarAppearance` default, which cannot be turned off here), so,
    /// as Apple documents for that case, "calling this method has no effect": the style stays the
    /// one the controllers prefer (`preferredStatusBarStyle`).
    @available(iOS, deprecated: 9.0, message: "Use -[UIViewController preferredStatusBarStyle]")
    open func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {}

    /// Hides or shows the status bar; as `setStatusBarStyle(_:animated:)`, no effect with
    /// view-controller-based status bar appearance: the controllers' `prefersStatusBarHidden` decides.
    @available(iOS, deprecated: 9.0, message: "Use -[UIViewController prefersStatusBarHidden]")
    open func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {}

    /// Posted (object: the application) when the app receives a memory warning, after the app
    /// delegate's `applicationDidReceiveMemoryWarning(_:)`.
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
}

/// The app delegate: creates the window and its root controller at launch.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    var window: UIWindow? { get set }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The app received a memory warning (first, before the notification and the controllers).
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
}

extension UIKitEngine {
    /// The engine's application object.
    public var application: UIApplication {
        if let app = storage[ObjectIdentifier(UIApplication.self)] as? UIApplication { return app }
        let app = run { UIApplication() }
        storage[ObjectIdentifier(UIApplication.self)] = app
        return app
    }

    /// The controllers that exist, in the order they were made (weakly held).
    private var memoryWarningListeners: [WeakBox<UIViewController>] {
        get { (storage[ObjectIdentifier(MemoryWarningListeners.self)] as? MemoryWarningListeners)?.controllers ?? [] }
        set {
            let box = (storage[ObjectIdentifier(MemoryWarningListeners.self)] as? MemoryWarningListeners) ?? MemoryWarningListeners()
            box.controllers = newValue
            storage[ObjectIdentifier(MemoryWarningListeners.self)] = box
        }
    }

    func registerForMemoryWarnings(_ controller: UIViewController) {
        memoryWarningListeners = memoryWarningListeners.filter { $0.value != nil } + [WeakBox(controller)]
    }

    /// Delivers a memory warning as iOS does when memory runs low: the app delegate's
    /// `applicationDidReceiveMemoryWarning(_:)`, then `UIApplication.didReceiveMemoryWarningNotification`
    /// (object: the application), then `didReceiveMemoryWarning()` on every view controller
    /// that exists, in the order they were made. Then the changes are committed.
    public func simulateMemoryWarning() {
        run {
            let app = application
            app.delegate?.applicationDidReceiveMemoryWarning(app)
            NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: app)
            for controller in memoryWarningListeners.compactMap(\.value) { controller.didReceiveMemoryWarning() }
            commit()
        }
    }

    /// Launches an app: makes `delegate` the application's delegate and calls
    /// `application(_:didFinishLaunchingWithOptions:)`, then commits the first frame.
    /// - Returns: what the delegate returned.
    @discardableResult
    public func launch(_ delegate: UIApplicationDelegate) -> Bool {
        run {
            let app = application
            app.delegate = delegate
            let result = delegate.application(app, didFinishLaunchingWithOptions: nil)
            commit()
            return result
        }
    }
}

/// The engine's list of controllers to warn (kept in its storage).
@MainActor
private final class MemoryWarningListeners {
    var controllers: [WeakBox<UIViewController>] = []
}
