import UIKit

/// Answers the Lines navigation controller and the tab bar controller with a slide. The app
/// delegate keeps it: both `delegate` properties are weak.
final class SlideTransitions: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
    // TODO 4.1: Add `let interaction = UIPercentDrivenInteractiveTransition()`, a
    //   `private var swiping = false` (true from the moment a swipe pops until the finger lifts)
    //   and `private weak var lines: UINavigationController?` (set in `install(on:)`).

    /// Called once, by the app delegate, before the window shows.
    func install(on tabs: UITabBarController) {
        (tabs.viewControllers?.first as? UINavigationController)?.delegate = self

        // TODO 2.2: Make this object the tab bar controller's `delegate` too.

        // TODO 4.2: Add a `UIScreenEdgePanGestureRecognizer(target: self, action: SlideTransitions.didSwipe)`
        //   with `edges = .left` to the Lines navigation controller's `view`.
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push:
            return SlideAnimationController(direction: .left)
        case .pop:
            return SlideAnimationController(direction: .right)
        default:
            return nil
        }
    }

    // TODO 4.3: Add `navigationController(_:interactionControllerFor:)`, returning `interaction`
    //   while `swiping` is true and nil otherwise (the back button and the taps must play by
    //   themselves: UIKit would wait for an `update(_:)` no finger sends).

    // TODO 2.1: Add `tabBarController(_:animationControllerForTransitionFrom:to:)`. Find the
    //   positions of `fromVC` and `toVC` in `tabBarController.viewControllers` (`firstIndex(of:)`)
    //   and return `SlideAnimationController(direction: to > from ? .left : .right)`. Not
    //   `selectedIndex`: when UIKit asks, it is already the new tab's.

    // TODO 4.4: Add `private func didSwipe(_ swipe: UIScreenEdgePanGestureRecognizer)`.
    // TODO 4.5: Before `finish()` or `cancel()`, set `interaction.completionSpeed = 2`.
}
