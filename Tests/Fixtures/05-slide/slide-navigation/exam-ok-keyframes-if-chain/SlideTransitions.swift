import UIKit

/// Answers the Lines navigation controller and the tab bar controller with a slide. The app
/// delegate keeps it: both `delegate` properties are weak.
final class SlideTransitions: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
    // TODO 4.1: Add `let interaction = UIPercentDrivenInteractiveTransition()`, a
    //   `private var swiping = false` and `private weak var lines: UINavigationController?`.

    /// Called once, by the app delegate, before the window shows.
    func install(on tabs: UITabBarController) {
        if let linesTab = tabs.viewControllers?.first as? UINavigationController {
            linesTab.delegate = self
        }

        // TODO 2.2: Make this object the tab bar controller's `delegate` too.

        // TODO 4.2: Add the edge pan to the Lines navigation controller's `view`.
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        if operation == .push {
            return SlideAnimationController(direction: .left)
        } else if operation == .pop {
            return SlideAnimationController(direction: .right)
        }
        return nil
    }

    // TODO 4.3: Add `navigationController(_:interactionControllerFor:)`.

    // TODO 2.1: Add `tabBarController(_:animationControllerForTransitionFrom:to:)`.

    // TODO 4.4: Add `private func didSwipe(_ swipe: UIScreenEdgePanGestureRecognizer)`.
    // TODO 4.5: Before `finish()` or `cancel()`, set `interaction.completionSpeed = 2`.
}
