/// The app object: its delegate and windows. Launch an app in an engine with
/// `engine.launch(appDelegate)`, which calls `application(_:didFinishLaunchingWithOptions:)`
/// as iOS does.
@MainActor
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
}

/// The app delegate: creates the window and its root controller at launch.
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    var window: UIWindow? { get set }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
}

extension UIKitEngine {
    /// The engine's application object.
    public var application: UIApplication {
        if let app = storage[ObjectIdentifier(UIApplication.self)] as? UIApplication { return app }
        let app = run { UIApplication() }
        storage[ObjectIdentifier(UIApplication.self)] = app
        return app
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
