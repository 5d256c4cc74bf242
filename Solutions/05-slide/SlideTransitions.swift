import UIKit

/// Answers the Lines navigation controller and the tab bar controller with a slide, and lets a
/// swipe from the left edge drive the pop. The app delegate keeps it: both `delegate` properties
/// are weak.
final class SlideTransitions: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
    /// 4.1: scrubs the pop's slide while a finger swipes; UIKit gets it only then.
    let interaction = UIPercentDrivenInteractiveTransition()
    /// 4.1: true from the moment a swipe pops until the finger lifts.
    private var swiping = false
    /// 4.1: the controller the swipe pops (the navigation controller keeps itself).
    private weak var lines: UINavigationController?

    /// Called once, by the app delegate, before the window shows.
    func install(on tabs: UITabBarController) {
        // 1.4: the Lines tab is a navigation controller; UIKit asks its delegate at every push and pop.
        lines = tabs.viewControllers?.first as? UINavigationController
        lines?.delegate = self
        // 2.2: and the tab bar controller's, at every change of tab.
        tabs.delegate = self
        // 4.2: a swipe from the left edge, anywhere in the Lines tab.
        let swipe = UIScreenEdgePanGestureRecognizer(target: self, action: SlideTransitions.didSwipe)
        swipe.edges = .left
        lines?.view.addGestureRecognizer(swipe)
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // 1.5: a push goes forwards (the new screen comes from the right), a pop back.
        switch operation {
        case .push:
            return SlideAnimationController(direction: .left)
        case .pop:
            return SlideAnimationController(direction: .right)
        default:
            return nil
        }
    }

    func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        // 4.3: only while a finger drives it: the back button and the taps play by themselves.
        return swiping ? interaction : nil
    }

    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // 2.1: a tab further right comes in from the right. The positions of the two
        // controllers say which; `selectedIndex` is already the new tab's when UIKit asks.
        guard let tabs = tabBarController.viewControllers,
              let from = tabs.firstIndex(of: fromVC),
              let to = tabs.firstIndex(of: toVC) else {
            return nil
        }
        return SlideAnimationController(direction: to > from ? .left : .right)
    }

    private func didSwipe(_ swipe: UIScreenEdgePanGestureRecognizer) {
        // 4.4: a whole width of the screen is the whole pop; the finger starts, moves and ends it.
        guard let lines, let view = swipe.view else { return }
        let progress = min(max(swipe.translation(in: view).x / view.bounds.width, 0), 1)
        switch swipe.state {
        case .began:
            // Nothing to go back to on the Lines screen itself.
            guard lines.viewControllers.count > 1 else { return }
            swiping = true
            lines.popViewController(animated: true)
        case .changed:
            if swiping { interaction.update(progress) }
        case .ended, .cancelled:
            guard swiping else { return }
            swiping = false
            // 4.5: the finger has decided: the rest plays at twice the slide's speed, whichever way.
            interaction.completionSpeed = 2
            if swipe.state == .ended && progress > 0.5 {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        default:
            break
        }
    }
}
