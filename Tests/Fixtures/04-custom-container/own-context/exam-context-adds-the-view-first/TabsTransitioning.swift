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
        let pages = tabsViewController.viewControllers
        guard let from = pages.firstIndex(of: fromVC), let to = pages.firstIndex(of: toVC) else { return nil }
        return SlideAnimator(direction: to > from ? .left : .right)
    }
}
