import UIKit

extension SlideAnimationController.Direction {
    /// The way the screens move for a navigation operation; nil when there is nothing to animate.
    init?(_ operation: UINavigationController.Operation) {
        switch operation {
        case .push: self = .left
        case .pop: self = .right
        default: return nil
        }
    }
}

/// Answers the Lines navigation controller and the tab bar controller with a slide. The app
/// delegate keeps it: both `delegate` properties are weak.
final class SlideTransitions: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
    // TODO 4.1: interaction, swiping, lines.

    /// Called once, by the app delegate, before the window shows.
    func install(on tabs: UITabBarController) {
        for case let navigation as UINavigationController in tabs.viewControllers ?? [] {
            navigation.delegate = self
        }

        // TODO 2.2: Make this object the tab bar controller's `delegate` too.

        // TODO 4.2: the edge pan.
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideAnimationController.Direction(operation).map(SlideAnimationController.init(direction:))
    }

    // TODO 4.3, 2.1, 4.4, 4.5
}
