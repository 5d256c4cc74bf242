import Expectations
import Testing
import UIKit

/// The scene life cycle (iOS 13): after `didFinishLaunching`, the app delegate configures the
/// scene, the scene delegate makes the window in `scene(_:willConnectTo:options:)`, then the
/// scene comes to the foreground and becomes active.
@MainActor
struct SceneLifeCycleTests {
    final class Log { var calls: [String] = [] }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        let log: Log
        var delegateClass: AnyClass?
        init(log: Log) { self.log = log }

        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            log.calls.append("didFinishLaunching")
            return true
        }

        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                         options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            log.calls.append("configurationForConnecting \(connectingSceneSession.role.rawValue)")
            let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            configuration.delegateClass = delegateClass
            return configuration
        }
    }

    /// The scene delegate of Xcode's template, as apps write it.
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        static var log = Log()

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            Self.log.calls.append("willConnectTo \((scene as? UIWindowScene)?.activationState.rawValue ?? 9)")
            guard let windowScene = (scene as? UIWindowScene) else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            self.window = window
        }

        func sceneWillEnterForeground(_ scene: UIScene) { Self.log.calls.append("willEnterForeground") }
        func sceneDidBecomeActive(_ scene: UIScene) { Self.log.calls.append("didBecomeActive") }
    }

    @Test func theSceneConnectsAfterLaunchAndMakesTheWindow() throws {
        let engine = UIKitEngine()
        let log = Log()
        SceneDelegate.log = log
        let app = engine.run { AppDelegate(log: log) }
        engine.run { app.delegateClass = SceneDelegate.self }
        engine.launch(app, makeSceneDelegate: { SceneDelegate() })
        expectEqual(log.calls, ["didFinishLaunching", "configurationForConnecting UIWindowSceneSessionRoleApplication",
                                "willConnectTo -1", "willEnterForeground", "didBecomeActive"])
        try engine.run {
            let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
            expectEqual(UIApplication.shared.connectedScenes.count, 1)
            expectEqual(scene.activationState, .foregroundActive)
            let delegate = try #require(scene.delegate as? SceneDelegate)
            let window = try #require(delegate.window)
            expectIdentical(engine.keyWindow, window)
            expectIdentical(window.windowScene, scene)
            expectIdentical(scene.windows.first, window)
            expectIdentical(scene.keyWindow, window)
            expectEqual(window.frame, UIScreen.main.bounds)
            expectIdentical(scene.session.scene, scene)
            expectEqual(scene.session.configuration.name, "Default Configuration")
            expectNil(app.window, "the app delegate's window stays nil")
        }
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }

    @Test func theEnginesMakerIsWhatLaunchUses() {
        // The workbook's generated entry sets it while it makes the app delegate.
        let engine = UIKitEngine()
        let log = Log()
        SceneDelegate.log = log
        let app = engine.run { () -> AppDelegate in
            UIKitEngine.current.makeSceneDelegate = { SceneDelegate() }
            return AppDelegate(log: log)
        }
        engine.launch(app)
        #expect(log.calls.contains("didBecomeActive"), "\(log.calls)")
        expectNotNil(engine.keyWindow)
    }

    @Test func withoutASceneDelegateThereIsNoScene() {
        let engine = UIKitEngine()
        let log = Log()
        let app = engine.run { AppDelegate(log: log) }
        engine.launch(app)
        expectEqual(log.calls, ["didFinishLaunching"], "the configuration is not asked")
        #expect(engine.run { UIApplication.shared.connectedScenes.isEmpty })
        #expect(engine.run { !UIApplication.shared.supportsMultipleScenes })
    }

    @Test func aConfigurationNamingAnotherDelegateIsReported() {
        final class Other: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }
        let engine = UIKitEngine()
        let log = Log()
        SceneDelegate.log = log
        let app = engine.run { AppDelegate(log: log) }
        engine.run { app.delegateClass = Other.self }
        engine.launch(app, makeSceneDelegate: { SceneDelegate() })
        #expect(engine.diagnostics.contains { $0.message.contains("names Other as the scene delegate class, but the app's scene delegate is SceneDelegate") },
                "\(engine.diagnostics.map(\.message))")
        expectNotNil(engine.keyWindow, "the scene connected all the same")
    }
}
