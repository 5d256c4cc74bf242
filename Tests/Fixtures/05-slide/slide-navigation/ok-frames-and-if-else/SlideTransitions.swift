import UIKit

/// Answers the Lines navigation controller and the tab bar controller with a slide. The app
/// delegate keeps it: both `delegate` properties are weak.
final class SlideTransitions: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
    /// Called once, by the app delegate, before the window shows.
    func install(on tabs: UITabBarController) {
        // 1.4: the Lines tab is a navigation controller; UIKit asks its delegate at every push and pop.
        for case let navigation as UINavigationController in tabs.viewControllers ?? [] {
            navigation.delegate = self
        }
        // 2.2: and the tab bar controller's, at every change of tab.
        tabs.delegate = self
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // 1.5: a push goes forwards (the new screen comes from the right), a pop back.
        if operation == .push {
            return SlideAnimationController(direction: .left)
        } else if operation == .pop {
            return SlideAnimationController(direction: .right)
        }
        return nil
    }

    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // 2.1: a tab further right comes in from the right. The positions of the two
        // controllers say which; `selectedIndex` is already the new tab's when UIKit asks.
        guard let tabs = tabBarController.viewControllers,
              let from = tabs.firstIndex(of: fromVC),
              let to = tabs.firstIndex(of: toVC) else {
            return nil
        }
        return SlideAnimationController(direction: to > from ? .left : .right)
    }
}
