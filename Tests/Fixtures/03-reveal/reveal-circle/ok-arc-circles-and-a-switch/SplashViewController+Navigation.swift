import UIKit

extension SplashViewController: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let mapInvolved = [fromVC, toVC].contains { $0 is TrailMapViewController }
        guard !mapInvolved else {
            return CircleRevealAnimator(operation: operation)
        }
        transition.operation = operation
        return transition
    }

    func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        if transition.interactive {
            return transition
        }
        return nil
    }
}
