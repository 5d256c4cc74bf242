import UIKit

extension PoolGridViewController: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animated: Set<UINavigationController.Operation> = [.push, .pop]
        return animated.contains(operation) ? MagicMoveAnimator(operation: operation) : nil
    }
}
