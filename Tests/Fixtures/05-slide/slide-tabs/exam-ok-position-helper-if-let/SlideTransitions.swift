import UIKit

/// Answers the Lines navigation controller and the tab bar controller with a slide. The app
/// delegate keeps it: both `delegate` properties are weak.
final class SlideTransitions: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
    // TODO 4.1: Add `let interaction = UIPercentDrivenInteractiveTransition()`, a
    //   `private var swiping = false` and `private weak var lines: UINavigationController?`.

    /// Called once, by the app delegate, before the window shows.
    func install(on tabs: UITabBarController) {
        tabs.delegate = self
        if let lines = tabs.viewControllers?.first as? UINavigationController {
            lines.delegate = self
        }

        // TODO 4.2: the edge pan on the Lines navigation controller's view.
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push: return SlideAnimationController(direction: .left)
        case .pop: return SlideAnimationController(direction: .right)
        default: return nil
        }
    }

    // TODO 4.3: `navigationController(_:interactionControllerFor:)`.

    /// Where `controller` sits in the row of tabs.
    private func position(of controller: UIViewController, in tabBarController: UITabBarController) -> Int? {
        tabBarController.viewControllers?.firstIndex(of: controller)
    }

    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        if let oldTab = position(of: fromVC, in: tabBarController),
           let newTab = position(of: toVC, in: tabBarController) {
            let direction: SlideAnimationController.Direction = newTab < oldTab ? .right : .left
            return SlideAnimationController(direction: direction)
        }
        return nil
    }

    // TODO 4.4: Add `private func didSwipe(_ swipe: UIScreenEdgePanGestureRecognizer)`.
    // TODO 4.5: Before `finish()` or `cancel()`, set `interaction.completionSpeed = 2`.
}
