// The scene life cycle of iOS 13 (UIScene.h, UIWindowScene.h, UISceneSession.h): an app whose
// delegate connects a window scene makes its window in the scene delegate's
// `scene(_:willConnectTo:options:)` instead of `application(_:didFinishLaunchingWithOptions:)`.
// The engine has one screen and connects one scene, at launch.

/// A part of the app's interface the system connects: its session, its delegate, and whether it
/// is on screen and active.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Whether a scene is on screen and receiving events.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// What the system passed when it connected the scene (nothing the engine ever passes:
    /// URLs, activities and shortcuts do not exist here).
    @preconcurrency @MainActor
    open class ConnectionOptions {
        init() {}
    }

    /// The session the scene shows.
    public let session: UISceneSession
    /// The scene's delegate (held strongly, as UIKit holds it).
    open var delegate: UISceneDelegate?
    /// Unattached until the scene connects; foreground-active once it is on screen.
    public internal(set) var activationState: ActivationState = .unattached
    /// A title for the scene (kept; shown nowhere).
    open var title: String = ""
    /// The engine the scene lives in.
    let engine = UIKitEngine.current

    /// A scene for `session`; the system makes scenes, apps do not.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }
}

/// A scene that shows windows on the screen.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The windows of this scene (made with `UIWindow(windowScene:)` or given it), oldest first.
    open var windows: [UIWindow] { sceneWindows.compactMap(\.value).filter { $0.windowScene === self } }
    /// The key window, if it is one of this scene's.
    open var keyWindow: UIWindow? { engine.keyWindow.flatMap { $0.windowScene === self ? $0 : nil } }
    /// The screen: the engine's only screen.
    open var screen: UIScreen { engine.screen }
    /// The screen's traits.
    open var traitCollection: UITraitCollection { engine.screen.traitCollection }

    /// Every window given this scene, oldest first.
    var sceneWindows: [WeakBox<UIWindow>] = []

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
    }
}

/// A scene's session: its role and configuration, which outlive the scene on iOS.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The kind of scene a session shows.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's interface in a window on the device's screen.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// The session's role (always `.windowApplication` here).
    public let role: Role
    /// The configuration the app delegate chose for it.
    public internal(set) var configuration: UISceneConfiguration
    /// A string that identifies the session.
    public let persistentIdentifier: String
    /// The scene showing the session, while it is connected.
    public internal(set) weak var scene: UIScene?

    init(role: Role, configuration: UISceneConfiguration, persistentIdentifier: String) {
        self.role = role
        self.configuration = configuration
        self.persistentIdentifier = persistentIdentifier
        super.init()
    }
}

/// How to make a scene: its name, role and delegate class (on iOS usually given in the app's
/// Info.plist, which does not exist here: see `UIKitEngine.launch(_:makeSceneDelegate:)`).
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name (nil for one made in code without one).
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The class of the scene delegate to make.
    open var delegateClass: AnyClass?
    /// The class of scene to make (`UIWindowScene` when nil).
    open var sceneClass: AnyClass?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}

/// Told when its scene connects and moves between foreground, background and active. Every
/// method is optional.
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// The scene connected: make its window here (a window scene delegate's `window`).
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene disconnected (never, here: the engine's one scene stays).
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active (after it connected and came to the foreground).
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is coming to the foreground (after it connected).
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A window scene's delegate, which keeps the scene's main window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window (declare `var window: UIWindow?`).
    var window: UIWindow? { get set }
}

extension UIWindow {
    /// A window for `windowScene`, as large as its screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
        joinScene()  // an initializer's own assignment does not run `didSet`
    }
}
