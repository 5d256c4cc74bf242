import UIKit

extension PoolGridViewController: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        if operation == .push {
            return MagicMoveAnimator(operation: .push)
        }
        if operation == .pop {
            return MagicMoveAnimator(operation: .pop)
        }
        return nil
    }
}
