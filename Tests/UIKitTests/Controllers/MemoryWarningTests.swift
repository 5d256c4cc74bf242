import Foundation
import Expectations
import Testing
import UIKit

/// A memory warning reaches the app delegate, the notification's observers and every view
/// controller that exists — on screen or not — and no controller of another engine.
@MainActor
struct MemoryWarningTests {
    /// What heard the warning, in order.
    final class Log: @unchecked Sendable { var entries: [String] = [] }

    final class WarnedController: UIViewController {
        let name: String
        let log: Log
        var cache: [Int]? = [1, 2, 3]
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func didReceiveMemoryWarning() {
            super.didReceiveMemoryWarning()
            cache = nil
            log.entries.append(name)
        }
    }

    final class AppDelegate: NSObject, UIApplicationDelegate {
        var window: UIWindow?
        let log: Log
        var root: WarnedController!
        init(log: Log) { self.log = log }
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            root = WarnedController("root", log: log)
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = root
            window?.makeKeyAndVisible()
            return true
        }
        func applicationDidReceiveMemoryWarning(_ application: UIApplication) { log.entries.append("delegate") }
    }

    @Test func noControllerNoDelegateIsNoProblem() {
        let engine = UIKitEngine()
        engine.simulateMemoryWarning()
        #expect(engine.isIdle)
    }

    @Test func oneControllerOnScreenHearsItAfterTheDelegate() {
        let engine = UIKitEngine()
        let log = Log()
        let delegate = AppDelegate(log: log)
        engine.launch(delegate)
        engine.simulateMemoryWarning()
        expectEqual(log.entries, ["delegate", "root"])
        expectNil(delegate.root.cache)
    }

    @Test func everyControllerThatExistsHearsItInTheOrderTheyWereMadeAndAFreedOneDoesNot() {
        let engine = UIKitEngine()
        let log = Log()
        let delegate = AppDelegate(log: log)
        engine.launch(delegate)
        // One off screen (never shown), one presented, one made and let go.
        let offScreen = engine.run { WarnedController("off screen", log: log) }
        engine.run { delegate.root.present(WarnedController("presented", log: log), animated: false) }
        engine.run { _ = WarnedController("freed", log: log) }
        engine.advance(by: 0.5)
        engine.simulateMemoryWarning()
        expectEqual(log.entries, ["delegate", "root", "off screen", "presented"])
        expectNil(offScreen.cache)
    }

    @Test func theNotificationIsPostedWithTheApplicationAfterTheDelegate() {
        let engine = UIKitEngine()
        let log = Log()
        engine.launch(AppDelegate(log: log))
        let app = engine.application
        let token = NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification, object: app, queue: nil) { _ in
            MainActor.assumeIsolated { log.entries.append("notification") }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        engine.simulateMemoryWarning()
        expectEqual(log.entries, ["delegate", "notification", "root"])
    }

    @Test func anotherEnginesControllersDoNotHearIt() {
        let log = Log()
        let first = UIKitEngine(), second = UIKitEngine()
        first.launch(AppDelegate(log: log))
        let elsewhere = second.run { WarnedController("elsewhere", log: log) }
        first.simulateMemoryWarning()
        #expect(!log.entries.contains("elsewhere"))
        expectNotNil(elsewhere.cache)
    }
}
