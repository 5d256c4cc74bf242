import UIKit

/// Launches "Guess the pet": one window showing the card screen.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        // The window shows through wherever no screen covers it — during a flip, that is the
        // table the card turns over on.
        window.backgroundColor = .systemGray5
        window.rootViewController = CardViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
