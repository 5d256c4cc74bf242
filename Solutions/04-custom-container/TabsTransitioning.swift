import UIKit

/// 2.2: what a TabsViewController asks when it switches pages, as a UITabBarController asks its
/// `UITabBarControllerDelegate`.
@MainActor
protocol TabsViewControllerDelegate: AnyObject {
    /// The animator of the switch from `fromVC` to `toVC`; nil switches at once.
    func tabsViewController(_ tabsViewController: TabsViewController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// Who drives that animator, if someone does; nil plays it through.
    func tabsViewController(_ tabsViewController: TabsViewController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

extension TabsViewControllerDelegate {
    /// Like an optional protocol method: not driven unless the delegate says so.
    func tabsViewController(_ tabsViewController: TabsViewController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        nil
    }
}

/// 2.3: slides towards the tab that was chosen.
final class SlideTransitions: NSObject, TabsViewControllerDelegate {
    /// 3.3: the finger's interaction controller.
    let interaction = PanInteraction()

    func tabsViewController(_ tabsViewController: TabsViewController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // 2.3: left when the new page comes after the old one, right when it comes before.
        let pages = tabsViewController.viewControllers
        guard let from = pages.firstIndex(where: { $0 === fromVC }), let to = pages.firstIndex(where: { $0 === toVC }) else {
            return nil
        }
        return SlideAnimator(direction: to > from ? .left : .right)
    }

    // 3.3: only while a finger drives it.
    func tabsViewController(_ tabsViewController: TabsViewController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction.isDriving ? interaction : nil
    }
}
