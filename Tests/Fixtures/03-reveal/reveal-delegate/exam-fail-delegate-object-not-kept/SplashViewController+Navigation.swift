import UIKit

/// Answers the navigation controller for the splash, so the splash itself stays small.
final class RevealNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let animator: RevealAnimator

    init(animator: RevealAnimator) {
        self.animator = animator
        super.init()
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // TODO 5.1: The trail map comes and goes in a circle: when `toVC` or `fromVC` is a
        //   `TrailMapViewController`, return `CircleRevealAnimator(operation: operation)` instead
        //   of nil. Until then the map slides in and out as usual.
        if toVC is TrailMapViewController || fromVC is TrailMapViewController {
            return nil
        }
        animator.operation = operation
        return animator
    }

    // TODO 4.2: Add `navigationController(_:interactionControllerFor:)`, returning `transition`
    //   while `transition.interactive` is true and nil otherwise (UIKit would wait for `update(_:)`
    //   calls that no finger makes: a tap or the back button would hang).
}
