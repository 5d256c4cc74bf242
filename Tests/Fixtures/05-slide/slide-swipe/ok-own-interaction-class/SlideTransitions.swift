import UIKit

/// Pops the Lines tab as a finger swipes from the left edge.
final class SwipeBack: UIPercentDrivenInteractiveTransition {
    private(set) var inProgress = false
    private weak var navigation: UINavigationController?

    func attach(to navigation: UINavigationController) {
        self.navigation = navigation
        completionSpeed = 2
        let edge = UIScreenEdgePanGestureRecognizer(target: self, action: SwipeBack.handle)
        edge.edges = .left
        navigation.view.addGestureRecognizer(edge)
    }

    private func handle(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let navigation = navigation else { return }
        let width = navigation.view.bounds.width
        let fraction = max(0, min(1, gesture.translation(in: navigation.view).x / width))
        switch gesture.state {
        case .began where navigation.viewControllers.count > 1:
            inProgress = true
            navigation.popViewController(animated: true)
        case .changed where inProgress:
            update(fraction)
        case .ended where inProgress:
            inProgress = false
            if fraction > 0.5 { finish() } else { cancel() }
        case .cancelled where inProgress:
            inProgress = false
            cancel()
        default:
            break
        }
    }
}

/// Answers the Lines navigation controller and the tab bar controller with a slide.
final class SlideTransitions: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
    let swipeBack = SwipeBack()

    func install(on tabs: UITabBarController) {
        if let navigation = tabs.viewControllers?.first as? UINavigationController {
            navigation.delegate = self
            swipeBack.attach(to: navigation)
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
        guard swipeBack.inProgress else { return nil }
        return swipeBack
    }

    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let all = tabBarController.viewControllers, let a = all.firstIndex(of: fromVC), let b = all.firstIndex(of: toVC) else { return nil }
        return SlideAnimationController(direction: b > a ? .left : .right)
    }
}
