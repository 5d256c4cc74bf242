import UIKit

/// The questions the tabs controller asks, as `UITabBarControllerDelegate` asks them.
@MainActor
protocol TabsViewControllerDelegate: AnyObject {
    func tabsViewController(_ tabsViewController: TabsViewController,
                            animationControllerForTransitionFrom fromVC: UIViewController,
                            to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func tabsViewController(_ tabsViewController: TabsViewController,
                            interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

extension TabsViewControllerDelegate {
    func tabsViewController(_ tabsViewController: TabsViewController,
                            interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        nil
    }
}

/// The slides between the pages (the tabs controller's delegate).
final class SlideTransitions: NSObject, TabsViewControllerDelegate {
    // TODO 3.3: Add `let interaction = PanInteraction()`, and answer
    //   `tabsViewController(_:interactionControllerFor:)` with it while `interaction.isDriving`.

    func tabsViewController(_ tabsViewController: TabsViewController,
                            animationControllerForTransitionFrom fromVC: UIViewController,
                            to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let places = Dictionary(uniqueKeysWithValues: tabsViewController.viewControllers.enumerated().map { ($1, $0) })
        guard let oldPlace = places[fromVC], let newPlace = places[toVC] else { return nil }
        // A tab further right: the new page comes in from the right, so the pages move left.
        if newPlace > oldPlace {
            return SlideAnimator(direction: .left)
        } else {
            return SlideAnimator(direction: .right)
        }
    }
}
