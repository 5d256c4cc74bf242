import UIKit

/// Chooses the slide for a change of tab.
final class TabSlider: NSObject, UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let all = tabBarController.viewControllers ?? []
        guard let old = all.firstIndex(where: { $0 === fromVC }), let new = all.firstIndex(where: { $0 === toVC }), old != new else {
            return nil
        }
        if new < old {
            return SlideAnimationController(direction: .right)
        }
        return SlideAnimationController(direction: .left)
    }
}

/// Answers the Lines navigation controller, and keeps the tab bar controller's delegate.
final class SlideTransitions: NSObject, UINavigationControllerDelegate {
    /// Kept here: the tab bar controller holds its delegate weakly.
    private let tabSlider = TabSlider()

    func install(on tabs: UITabBarController) {
        if let lines = tabs.viewControllers?.first as? UINavigationController {
            lines.delegate = self
        }
        tabs.delegate = tabSlider
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push: return SlideAnimationController(direction: .left)
        case .pop: return SlideAnimationController(direction: .right)
        default: return nil
        }
    }
}
