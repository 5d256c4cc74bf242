import UIKit

/// Answers the Lines navigation controller and the tab bar controller with a slide. The app
/// delegate keeps it: both `delegate` properties are weak.
final class SlideTransitions: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
    /// Drives the pop while a finger is down; what is left after lifting plays twice as fast.
    lazy var interaction: UIPercentDrivenInteractiveTransition = {
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionSpeed = 2
        return interaction
    }()
    private var swiping = false
    private weak var lines: UINavigationController?

    /// Called once, by the app delegate, before the window shows.
    func install(on tabs: UITabBarController) {
        tabs.delegate = self
        guard let navigation = tabs.viewControllers?.first as? UINavigationController else { return }
        navigation.delegate = self
        lines = navigation

        let edgeSwipe = UIScreenEdgePanGestureRecognizer(target: self, action: SlideTransitions.didSwipe)
        edgeSwipe.edges = .left
        navigation.view.addGestureRecognizer(edgeSwipe)
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        if operation == .push { return SlideAnimationController(direction: .left) }
        if operation == .pop { return SlideAnimationController(direction: .right) }
        return nil
    }

    func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        if swiping {
            return interaction
        }
        return nil
    }

    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let all = tabBarController.viewControllers,
              let fromIndex = all.firstIndex(of: fromVC),
              let toIndex = all.firstIndex(of: toVC) else { return nil }
        return SlideAnimationController(direction: toIndex > fromIndex ? .left : .right)
    }

    /// How far along the pop the finger is: its way across the view, 0 to 1.
    private func fraction(of swipe: UIScreenEdgePanGestureRecognizer, in view: UIView) -> CGFloat {
        let across = swipe.translation(in: view).x / view.bounds.width
        return max(0, min(1, across))
    }

    private func didSwipe(_ swipe: UIScreenEdgePanGestureRecognizer) {
        guard let view = swipe.view else { return }
        let progress = fraction(of: swipe, in: view)

        if swipe.state == .began {
            if let lines, lines.topViewController !== lines.viewControllers.first {
                swiping = true
                lines.popViewController(animated: true)
            }
        } else if swipe.state == .changed {
            guard swiping else { return }
            interaction.update(progress)
        } else if swipe.state == .ended || swipe.state == .cancelled {
            guard swiping else { return }
            swiping = false
            let farEnough = swipe.state == .ended && progress > 0.5
            farEnough ? interaction.finish() : interaction.cancel()
        }
    }
}
