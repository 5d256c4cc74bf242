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

    // TODO 4.2: Add `navigationController(_:interactionControllerFor:)`, returning `transition`
    //   while `transition.interactive` is true and nil otherwise (UIKit would wait for `update(_:)`
    //   calls that no finger makes: a tap or the back button would hang).
}
