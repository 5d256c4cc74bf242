import UIKit

/// What a `TabsViewController` asks while it switches pages, in the manner of
/// `UITabBarControllerDelegate`.
@MainActor
protocol TabsViewControllerDelegate: AnyObject {
    /// The animator of a switch from `fromVC` to `toVC`, or nil for a switch at once.
    func tabsViewController(_ tabsViewController: TabsViewController,
                            animationControllerForTransitionFrom fromVC: UIViewController,
                            to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller that drives `animationController`, or nil when nothing does.
    func tabsViewController(_ tabsViewController: TabsViewController,
                            interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

extension TabsViewControllerDelegate {
    func tabsViewController(_ tabsViewController: TabsViewController,
                            interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return nil
    }
}

// TODO 3.3: Add `let interaction = PanInteraction()`, and answer
//   `tabsViewController(_:interactionControllerFor:)` with it while `interaction.isDriving`,
//   nil otherwise.

/// The slides between the pages (the tabs controller's delegate).
final class SlideTransitions: NSObject, TabsViewControllerDelegate {
    func tabsViewController(_ tabsViewController: TabsViewController,
                            animationControllerForTransitionFrom fromVC: UIViewController,
                            to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let oldIndex = position(of: fromVC, in: tabsViewController),
              let newIndex = position(of: toVC, in: tabsViewController) else { return nil }
        let direction: SlideAnimator.Direction = newIndex > oldIndex ? .left : .right
        return SlideAnimator(direction: direction)
    }

    private func position(of page: UIViewController, in tabs: TabsViewController) -> Int? {
        tabs.viewControllers.firstIndex { $0 === page }
    }
}
