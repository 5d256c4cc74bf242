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

    /// The scenes connected: the one window scene of an app launched with a scene delegate, none
    /// otherwise.
    open var connectedScenes: Set<UIScene> { Set(UIKitEngine.current.connectedScenes) }

    /// The sessions of the connected scenes.
    open var openSessions: Set<UISceneSession> { Set(UIKitEngine.current.connectedScenes.map(\.session)) }

    /// Whether the app may show several scenes at once (false: the engine has one screen).
    open var supportsMultipleScenes: Bool { false }

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

    /// Keys of `open(_:options:completionHandler:)`'s options.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// There is no other app to open a URL with here: the completion hears `false` on the next
    /// turn, as on a device with no app for the URL, and nothing else happens.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        guard let completion else { return }
        let engine = UIKitEngine.current
        engine.schedule(at: engine.currentTime) { completion(false) }
    }

    /// False: no app here opens URLs.
    open func canOpenURL(_ url: URL) -> Bool { false }
}

/// The app delegate: creates the window and its root controller at launch.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    var window: UIWindow? { get set }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The app received a memory warning (first, before the notification and the controllers).
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// The configuration for a scene about to connect; by default one named "Default
    /// Configuration" for the session's role.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// Sessions the user closed (never, here).
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    /// No window, unless the delegate declares `var window: UIWindow?` (an app with scenes keeps
    /// its window in the scene delegate).
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// What `@main` on an app delegate calls (iOS 14): on iOS it starts UIKit's run loop with this
    /// class as the delegate and never returns. Here the workbook starts the app (it makes the
    /// `AppDelegate` and launches it on the engine), so `@main` compiles and is not called; called
    /// by hand, it stops the program and says so.
    @MainActor
    public static func main() {
        preconditionFailure("\(Self.self).main() was called: on the engine the workbook starts your app (it makes your AppDelegate and launches it), so there is no run loop to hand over to. Keep @main, and leave the starting to the workbook.")
    }

    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
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
        launch(delegate, makeSceneDelegate: makeSceneDelegate)
    }

    /// How to make the app's scene delegate, for `launch(_:)`: set by the workbook's generated
    /// lesson entry when the lesson has a class adopting `UIWindowSceneDelegate` (nil: the app
    /// has no scenes).
    public var makeSceneDelegate: (() -> UISceneDelegate)? {
        get { (storage[ObjectIdentifier(SceneDelegateMaker.self)] as? SceneDelegateMaker)?.make }
        set { storage[ObjectIdentifier(SceneDelegateMaker.self)] = SceneDelegateMaker(make: newValue) }
    }

    /// Launches an app with the scene life cycle when `makeSceneDelegate` is given (iOS reads
    /// that the app has scenes, and its delegate's class, from Info.plist; without an
    /// Objective-C runtime the engine cannot make an object from a class, so the caller passes
    /// how — the workbook's lesson build does, for a class adopting `UIWindowSceneDelegate`).
    /// After `application(_:didFinishLaunchingWithOptions:)`, the app delegate's
    /// `application(_:configurationForConnecting:options:)` is asked for the scene's
    /// configuration, a `UIWindowScene` connects with a new scene delegate —
    /// `scene(_:willConnectTo:options:)`, where the app makes its window — then
    /// `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`, and the first frame is
    /// committed. A configuration naming another `delegateClass` than the one made is reported.
    @discardableResult
    public func launch(_ delegate: UIApplicationDelegate, makeSceneDelegate: (() -> UISceneDelegate)?) -> Bool {
        run {
            let app = application
            app.delegate = delegate
            let result = delegate.application(app, didFinishLaunchingWithOptions: nil)
            if let makeSceneDelegate { connectScene(app, delegate, makeSceneDelegate) }
            commit()
            return result
        }
    }

    /// The scenes connected at launch (one at most).
    var connectedScenes: [UIScene] {
        get { (storage[ObjectIdentifier(ConnectedScenes.self)] as? ConnectedScenes)?.scenes ?? [] }
        set {
            let box = (storage[ObjectIdentifier(ConnectedScenes.self)] as? ConnectedScenes) ?? ConnectedScenes()
            box.scenes = newValue
            storage[ObjectIdentifier(ConnectedScenes.self)] = box
        }
    }

    private func connectScene(_ app: UIApplication, _ appDelegate: UIApplicationDelegate, _ makeSceneDelegate: () -> UISceneDelegate) {
        let options = UIScene.ConnectionOptions()
        let session = UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication),
                                     persistentIdentifier: "engine-scene-1")
        let configuration = appDelegate.application(app, configurationForConnecting: session, options: options)
        session.configuration = configuration
        let sceneDelegate = makeSceneDelegate()
        if let wanted = configuration.delegateClass, ObjectIdentifier(wanted) != ObjectIdentifier(type(of: sceneDelegate)) {
            report(UIKitDiagnostic(kind: .misuse, message: "application(_:configurationForConnecting:options:) names \(wanted) as the scene delegate class, but the app's scene delegate is \(type(of: sceneDelegate)): the engine connected the scene with \(type(of: sceneDelegate)).", time: currentTime))
        }
        let sceneType = (configuration.sceneClass as? UIWindowScene.Type) ?? UIWindowScene.self
        let scene = sceneType.init(session: session, connectionOptions: options)
        scene.delegate = sceneDelegate
        session.scene = scene
        connectedScenes = [scene]
        sceneDelegate.scene(scene, willConnectTo: session, options: options)
        scene.activationState = .foregroundInactive
        sceneDelegate.sceneWillEnterForeground(scene)
        scene.activationState = .foregroundActive
        sceneDelegate.sceneDidBecomeActive(scene)
    }
}

/// How the engine makes the app's scene delegate (kept in its storage).
@MainActor
private final class SceneDelegateMaker {
    let make: (() -> UISceneDelegate)?
    init(make: (() -> UISceneDelegate)?) { self.make = make }
}

/// The engine's connected scenes (kept in its storage).
@MainActor
private final class ConnectedScenes {
    var scenes: [UIScene] = []
}

/// The engine's list of controllers to warn (kept in its storage).
@MainActor
private final class MemoryWarningListeners {
    var controllers: [WeakBox<UIViewController>] = []
}

/// The name of `UIApplication.LaunchOptionsKey` before Swift 4.2: as in the iOS SDK, using it is
/// an error that names the new one.
@available(*, unavailable, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey
