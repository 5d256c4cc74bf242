import UIKit

/// Launches "Postcards": one window showing the shelf, with the postcard pinned at its foot.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        window.rootViewController = ShelfViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
