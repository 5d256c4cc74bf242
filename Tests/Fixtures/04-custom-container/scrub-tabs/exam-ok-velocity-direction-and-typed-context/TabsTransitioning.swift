import UIKit

/// What a tabs controller asks its delegate, modelled on `UITabBarControllerDelegate`.
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
    /// Drives a slide while a finger is on the pages.
    let interaction = PanInteraction()

    func tabsViewController(_ tabsViewController: TabsViewController,
                            animationControllerForTransitionFrom fromVC: UIViewController,
                            to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let pages = tabsViewController.viewControllers
        if let old = pages.firstIndex(of: fromVC), let new = pages.firstIndex(of: toVC) {
            return SlideAnimator(direction: old < new ? .left : .right)
        }
        return nil
    }

    func tabsViewController(_ tabsViewController: TabsViewController,
                            interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        guard interaction.isDriving else { return nil }
        return interaction
    }
}
