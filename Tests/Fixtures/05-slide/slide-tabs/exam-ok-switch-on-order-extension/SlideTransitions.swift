import UIKit

/// Answers the Lines navigation controller and the tab bar controller with a slide. The app
/// delegate keeps it: both `delegate` properties are weak.
final class SlideTransitions: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
    // TODO 4.1: interaction, swiping, lines.

    /// Called once, by the app delegate, before the window shows.
    func install(on tabs: UITabBarController) {
        guard let controllers = tabs.viewControllers, let lines = controllers.first as? UINavigationController else {
            return
        }
        lines.delegate = self
        tabs.delegate = self

        // TODO 4.2: the edge pan.
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? SlideAnimationController(direction: .left)
            : operation == .pop ? SlideAnimationController(direction: .right)
            : nil
    }

    // TODO 4.3, 4.4, 4.5
}

// MARK: - Tabs

extension SlideTransitions {
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let controllers = tabBarController.viewControllers else { return nil }
        switch (controllers.firstIndex(of: fromVC), controllers.firstIndex(of: toVC)) {
        case let (from?, to?) where to > from:
            return SlideAnimationController(direction: .left)
        case let (from?, to?) where to < from:
            return SlideAnimationController(direction: .right)
        default:
            return nil
        }
    }
}
