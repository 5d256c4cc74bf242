import UIKit

extension SplashViewController: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // TODO 5.1: The trail map comes and goes in a circle: when `toVC` or `fromVC` is a
        //   `TrailMapViewController`, return `CircleRevealAnimator(operation: operation)` instead
        //   of nil. Until then the map slides in and out as usual.
        if toVC is TrailMapViewController || fromVC is TrailMapViewController {
            return nil
        }
        transition.operation = operation
        return transition
    }

    func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        // Only a pan drives the push; a tap or the back button must play on their own.
        guard transition.interactive else { return nil }
        return transition
    }
}
