import UIKit

/// Launches "Field Guide": a tabs controller of the app's own making, with three pages.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        window.rootViewController = TabsViewController(pages: [BirdsViewController(), TreesViewController(), StarsViewController()])
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
