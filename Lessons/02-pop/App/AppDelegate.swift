import UIKit

/// Launches "Herb Garden": one window showing the herb list.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        window.rootViewController = HerbListViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
