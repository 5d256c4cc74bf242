import UIKit

extension PoolGridViewController: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        if operation == .push {
            return MagicMoveAnimator(operation: .push)
        }
        return nil
    }

    // TODO 2.4: Return a `MagicMoveAnimator(operation: .pop)` for a pop too.
}
