import UIKit

/// Answers the Lines navigation controller and the tab bar controller with a slide. The app
/// delegate keeps it: both `delegate` properties are weak.
final class SlideTransitions: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
    // TODO 4.1: the interaction controller, the swiping flag and the weak lines.

    /// Called once, by the app delegate, before the window shows.
    func install(on tabs: UITabBarController) {
        let navigation = tabs.viewControllers?.first { $0 is UINavigationController } as? UINavigationController
        navigation?.delegate = self

        // TODO 2.2: Make this object the tab bar controller's `delegate` too.

        // TODO 4.2: the edge pan.
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let direction: SlideAnimationController.Direction
        switch operation {
        case .push: direction = .left
        case .pop: direction = .right
        case .none: return nil
        @unknown default: return nil
        }
        return SlideAnimationController(direction: direction)
    }

    // TODO 4.3, 2.1, 4.4, 4.5
}
