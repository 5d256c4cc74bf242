import UIKit

@MainActor
protocol TabsViewControllerDelegate: AnyObject {
    func tabsViewController(_ tabsViewController: TabsViewController,
                            animationControllerForTransitionFrom fromVC: UIViewController,
                            to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?

    func tabsViewController(_ tabsViewController: TabsViewController,
                            interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
}

/// Swift's "optional" method: no interaction controller unless a delegate says otherwise.
extension TabsViewControllerDelegate {
    func tabsViewController(_ tabsViewController: TabsViewController,
                            interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
}

/// The slides between the pages (the tabs controller's delegate).
final class SlideTransitions: NSObject {
    // TODO 3.3: Add `let interaction = PanInteraction()`, and answer
    //   `tabsViewController(_:interactionControllerFor:)` with it while `interaction.isDriving`,
    //   nil otherwise.
}

extension SlideTransitions: TabsViewControllerDelegate {
    func tabsViewController(_ tabsViewController: TabsViewController,
                            animationControllerForTransitionFrom fromVC: UIViewController,
                            to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let pages = tabsViewController.viewControllers
        switch (pages.firstIndex(of: fromVC), pages.firstIndex(of: toVC)) {
        case let (old?, new?) where new > old:
            return SlideAnimator(direction: .left)
        case (.some, .some):
            return SlideAnimator(direction: .right)
        default:
            return nil
        }
    }
}
