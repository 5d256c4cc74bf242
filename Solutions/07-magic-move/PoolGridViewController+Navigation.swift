import UIKit

extension PoolGridViewController: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // 1.4 and 2.4: the magic move both ways between the grid and a detail screen.
        switch operation {
        case .push:
            return MagicMoveAnimator(operation: .push)
        case .pop:
            return MagicMoveAnimator(operation: .pop)
        default:
            return nil
        }
    }
}
