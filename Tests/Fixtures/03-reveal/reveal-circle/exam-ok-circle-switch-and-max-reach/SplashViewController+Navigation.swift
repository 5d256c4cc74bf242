import UIKit

extension SplashViewController: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch (fromVC, toVC) {
        case (is TrailMapViewController, _), (_, is TrailMapViewController):
            return CircleRevealAnimator(operation: operation)
        default:
            break
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
