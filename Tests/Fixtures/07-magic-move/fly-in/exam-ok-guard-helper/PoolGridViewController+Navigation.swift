import UIKit

extension PoolGridViewController: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard operation == .push else { return nil }
        return MagicMoveAnimator(operation: .push)
    }

    // TODO 2.4: Return a `MagicMoveAnimator(operation: .pop)` for a pop too.
}
