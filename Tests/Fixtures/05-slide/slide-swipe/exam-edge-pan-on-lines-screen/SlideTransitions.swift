import UIKit

/// Answers the Lines navigation controller and the tab bar controller with a slide. The app
/// delegate keeps it: both `delegate` properties are weak.
final class SlideTransitions: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
    let interaction = UIPercentDrivenInteractiveTransition()
    /// True from the moment a swipe pops until the finger lifts.
    private var swiping = false
    private weak var lines: UINavigationController?

    /// Called once, by the app delegate, before the window shows.
    func install(on tabs: UITabBarController) {
        let lines = tabs.viewControllers?.first as? UINavigationController
        lines?.delegate = self
        self.lines = lines

        tabs.delegate = self

        let swipe = UIScreenEdgePanGestureRecognizer(target: self, action: SlideTransitions.didSwipe)
        swipe.edges = .left
        lines?.topViewController?.view.addGestureRecognizer(swipe)
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

    func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        swiping ? interaction : nil
    }

    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let tabs = tabBarController.viewControllers,
              let from = tabs.firstIndex(of: fromVC),
              let to = tabs.firstIndex(of: toVC) else { return nil }
        return SlideAnimationController(direction: to > from ? .left : .right)
    }

    private func didSwipe(_ swipe: UIScreenEdgePanGestureRecognizer) {
        guard let view = swipe.view else { return }
        let progress = min(max(swipe.translation(in: view).x / view.bounds.width, 0), 1)

        switch swipe.state {
        case .began:
            guard let lines, lines.viewControllers.count > 1 else { return }
            swiping = true
            lines.popViewController(animated: true)
        case .changed:
            if swiping {
                interaction.update(progress)
            }
        case .ended, .cancelled:
            guard swiping else { return }
            swiping = false
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
