import UIKit

extension PoolGridViewController: UINavigationControllerDelegate {
    // 1.4 and 2.4: the magic move both ways between the grid and a detail screen.
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .pop: MagicMoveAnimator(operation: .pop)
        default: nil
        }
    }
}
