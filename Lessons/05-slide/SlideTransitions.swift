import UIKit

/// Answers the Lines navigation controller and the tab bar controller with a slide. The app
/// delegate keeps it: both `delegate` properties are weak.
final class SlideTransitions: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
    /// Called once, by the app delegate, before the window shows.
    func install(on tabs: UITabBarController) {
        // TODO 1.4: The Lines tab (the first of `tabs.viewControllers`) is a
        //   `UINavigationController`: make this object its `delegate`.

        // TODO 2.2: Make this object the tab bar controller's `delegate` too.
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // TODO 1.5: Return a new `SlideAnimationController`: `direction: .left` for `.push`
        //   (the new screen comes in from the right) and `.right` for `.pop`; nil for `.none`.
        //   While this returns nil, UIKit slides the screens its own way.
        nil
    }

    // TODO 2.1: Add `tabBarController(_:animationControllerForTransitionFrom:to:)`. Find the
    //   positions of `fromVC` and `toVC` in `tabBarController.viewControllers` (`firstIndex(of:)`)
    //   and return `SlideAnimationController(direction: to > from ? .left : .right)`. Not
    //   `selectedIndex`: when UIKit asks, it is already the new tab's.
}
