import UIKit

/// A percent-driven interaction that knows whether a finger is driving it.
final class SwipeBackInteraction: UIPercentDrivenInteractiveTransition {
    private(set) var isDriven = false

    func begin() {
        isDriven = true
    }

    /// Lets go: the rest plays at twice the slide's speed, forwards past halfway, else back.
    func release(finishing: Bool) {
        isDriven = false
        completionSpeed = 2
        if finishing {
            finish()
        } else {
            cancel()
        }
    }
}

/// Answers the Lines navigation controller and the tab bar controller with a slide. The app
/// delegate keeps it: both `delegate` properties are weak.
final class SlideTransitions: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
    let interaction = SwipeBackInteraction()
    private weak var lines: UINavigationController?

    /// Called once, by the app delegate, before the window shows.
    func install(on tabs: UITabBarController) {
        tabs.delegate = self
        lines = tabs.viewControllers?.first as? UINavigationController
        lines?.delegate = self

        let pan = UIScreenEdgePanGestureRecognizer()
        pan.addTarget(self, action: SlideTransitions.didSwipe)
        pan.edges = .left
        lines?.view.addGestureRecognizer(pan)
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push: SlideAnimationController(direction: .left)
        case .pop: SlideAnimationController(direction: .right)
        default: nil
        }
    }

    func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        guard interaction.isDriven else { return nil }
        return interaction
    }

    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let order = tabBarController.viewControllers,
              let from = order.firstIndex(of: fromVC),
              let to = order.firstIndex(of: toVC) else { return nil }
        return SlideAnimationController(direction: from < to ? .left : .right)
    }

    private func didSwipe(_ swipe: UIScreenEdgePanGestureRecognizer) {
        guard let view = swipe.view else { return }
        let progress = min(max(swipe.translation(in: view).x / view.bounds.width, 0), 1)

        switch swipe.state {
        case .began:
            guard let lines, lines.viewControllers.count >= 2 else { break }
            interaction.begin()
            lines.popViewController(animated: true)
        case .changed where interaction.isDriven:
            interaction.update(progress)
        case .ended where interaction.isDriven:
            interaction.release(finishing: progress > 0.5)
        case .cancelled where interaction.isDriven:
            interaction.release(finishing: false)
        default:
            break
        }
    }
}
