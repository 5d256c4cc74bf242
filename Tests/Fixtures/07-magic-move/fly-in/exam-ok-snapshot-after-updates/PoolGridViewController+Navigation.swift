import UIKit

extension PoolGridViewController: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        var animator: MagicMoveAnimator?
        if operation == .push {
            animator = MagicMoveAnimator(operation: .push)
        }
        return animator
    }

    // TODO 2.4: Return a `MagicMoveAnimator(operation: .pop)` for a pop too.
}
