import UIKit

/// Launches "Night Sky": tonight's sky, from which the moon comes up as a card over the dimmed
/// sky, and the star chart slides in from the bottom-right corner.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        window.rootViewController = SkyViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
