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
        guard let oldIndex = tabsViewController.viewControllers.firstIndex(of: fromVC),
              let newIndex = tabsViewController.viewControllers.firstIndex(of: toVC) else { return nil }
        if newIndex > oldIndex {
            return SlideAnimator(direction: .left)
        } else {
            return SlideAnimator(direction: .right)
        }
    }

    // 3.3: only while a finger drives it.
    func tabsViewController(_ tabsViewController: TabsViewController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction.isDriving ? interaction : nil
    }
}
