import UIKit

extension PoolGridViewController: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
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
