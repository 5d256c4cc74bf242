import UIKit

/// Launches "Rock Pools": a navigation controller (its bar hidden: each screen draws its own
/// top line) with the grid of creatures at its root. The grid is the navigation controller's
/// delegate; the navigation controller keeps the grid, so the weak `delegate` stays set.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        let grid = PoolGridViewController()
        let navigation = UINavigationController(rootViewController: grid)
        navigation.isNavigationBarHidden = true
        navigation.delegate = grid
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
