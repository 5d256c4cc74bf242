import UIKit

/// Launches "Harbour Ferries": a tab bar controller with three tabs. The first, Lines, is a
/// navigation controller; the last, Wallet, presents tickets.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    /// The delegate of the Lines navigation controller and of the tab bar controller. Both
    /// `delegate` properties are weak: the app delegate, which lives as long as the app, keeps it.
    let transitions = SlideTransitions()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white

        let lines = UINavigationController(rootViewController: LinesViewController())
        // Every screen draws its own top line; the 44-point bar would push them off the grid.
        lines.isNavigationBarHidden = true
        lines.tabBarItem = UITabBarItem(title: "Lines", image: nil, tag: 0)
        let tides = TidesViewController()
        tides.tabBarItem = UITabBarItem(title: "Tides", image: nil, tag: 1)
        let wallet = WalletViewController()
        wallet.tabBarItem = UITabBarItem(title: "Wallet", image: nil, tag: 2)

        let tabs = UITabBarController()
        tabs.viewControllers = [lines, tides, wallet]
        transitions.install(on: tabs)

        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
