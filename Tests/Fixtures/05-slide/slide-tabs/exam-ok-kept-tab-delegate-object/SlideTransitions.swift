import UIKit

/// Chooses the slide between two tabs from where they sit in the row.
final class TabSlideDelegate: NSObject, UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let row = tabBarController.viewControllers ?? []
        guard let start = row.firstIndex(where: { $0 === fromVC }),
              let end = row.firstIndex(where: { $0 === toVC }),
              start != end else { return nil }
        return SlideAnimationController(direction: end > start ? .left : .right)
    }
}

/// Answers the Lines navigation controller and the tab bar controller with a slide. The app
/// delegate keeps it, and it keeps the tab bar's delegate: both `delegate` properties are weak.
final class SlideTransitions: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
    private let tabSlide = TabSlideDelegate()

    // TODO 4.1: interaction, swiping, lines.

    /// Called once, by the app delegate, before the window shows.
    func install(on tabs: UITabBarController) {
        let lines = tabs.viewControllers?.first as? UINavigationController
        lines?.delegate = self
        tabs.delegate = tabSlide

        // TODO 4.2: the edge pan.
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard operation != .none else { return nil }
        let direction: SlideAnimationController.Direction = operation == .pop ? .right : .left
        return SlideAnimationController(direction: direction)
    }

    // TODO 4.3, 4.4, 4.5
}
