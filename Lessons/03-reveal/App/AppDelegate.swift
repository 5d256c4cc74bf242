import UIKit

/// Launches "Base Camp": a navigation controller whose first screen is the splash.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        let navigation = UINavigationController(rootViewController: SplashViewController())
        // Both screens draw their own top line; the 44-point bar would push them off the grid.
        navigation.isNavigationBarHidden = true
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
