import UIKit

/// Answers the Lines navigation controller and the tab bar controller with a slide. The app
/// delegate keeps it: both `delegate` properties are weak.
final class SlideTransitions: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
    let interaction = UIPercentDrivenInteractiveTransition()
    private var swiping = false
    private weak var lines: UINavigationController?

    /// Called once, by the app delegate, before the window shows.
    func install(on tabs: UITabBarController) {
        if let navigation = tabs.viewControllers?.first as? UINavigationController {
            lines = navigation
            navigation.delegate = self
            let fromLeftEdge = UIScreenEdgePanGestureRecognizer(target: self, action: SlideTransitions.didSwipe)
            fromLeftEdge.edges = [.left]
            navigation.view.addGestureRecognizer(fromLeftEdge)
        }
        tabs.delegate = self
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push: return SlideAnimationController(direction: .left)
        case .pop: return SlideAnimationController(direction: .right)
        default: return nil
        }
    }

    func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        guard swiping, animationController is SlideAnimationController else { return nil }
        return interaction
    }

    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let tabs = tabBarController.viewControllers,
              let from = tabs.firstIndex(of: fromVC),
              let to = tabs.firstIndex(of: toVC) else { return nil }
        return SlideAnimationController(direction: to > from ? .left : .right)
    }

    private func didSwipe(_ swipe: UIScreenEdgePanGestureRecognizer) {
        guard let lines else { return }
        let width = lines.view.bounds.width
        let progress = min(max(swipe.translation(in: lines.view).x / width, 0), 1)

        switch swipe.state {
        case .began:
            // Say so before popping: UIKit asks for the interaction controller at once.
            swiping = true
            if lines.popViewController(animated: true) == nil {
                swiping = false // the Lines screen itself: nothing to pop
            }
        case .changed:
            if swiping { interaction.update(progress) }
        case .ended, .cancelled:
            if !swiping { return }
            swiping = false
            interaction.completionSpeed = 2
            let lifted = swipe.state == .ended
            if lifted, progress > 0.5 {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        default:
            break
        }
    }
}
