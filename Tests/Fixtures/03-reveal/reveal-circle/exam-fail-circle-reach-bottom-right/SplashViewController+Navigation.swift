import UIKit

extension SplashViewController: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // The trail map opens and closes in a circle; a new animator each time, nothing keeps it.
        if toVC is TrailMapViewController || fromVC is TrailMapViewController {
            return CircleRevealAnimator(operation: operation)
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
