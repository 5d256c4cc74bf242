import UIKit

extension SplashViewController: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // 5.1: the trail map comes and goes in a circle; a new animator each time, which UIKit
        // keeps while it runs.
        if toVC is TrailMapViewController || fromVC is TrailMapViewController {
            return CircleRevealAnimator(operation: operation)
        }
        // 1.3: the same animator both ways; it needs to know which way this time.
        transition.operation = operation
        return transition
    }

    func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        // 4.2: only while a pan drives it; otherwise UIKit would wait for `update(_:)` calls
        // nobody makes, and the tap or the back button would hang.
        return transition.interactive ? transition : nil
    }
}
