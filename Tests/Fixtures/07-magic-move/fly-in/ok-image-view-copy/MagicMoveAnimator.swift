import UIKit

/// Flies a copy of the creature's picture between the grid and the detail.
final class MagicMoveAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.6 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if operation == .push { push(transitionContext) } else { pop(transitionContext) }
    }

    private func push(_ context: UIViewControllerContextTransitioning) {
        guard let grid = context.viewController(forKey: .from) as? PoolGridViewController,
              let detail = context.viewController(forKey: .to) as? CreatureDetailViewController,
              let selected = grid.selectedIndexPath,
              let cell = grid.collectionView.cellForItem(at: selected) as? CreatureCell else {
            context.completeTransition(false)
            return
        }
        let container = context.containerView
        detail.view.frame = context.finalFrame(for: detail)
        detail.view.alpha = 0
        container.addSubview(detail.view)
        detail.view.layoutIfNeeded()

        let copy = UIImageView(image: cell.imageView.image)
        copy.backgroundColor = cell.imageView.backgroundColor
        copy.contentMode = .scaleAspectFit
        copy.frame = container.convert(cell.imageView.frame, from: cell.contentView)
        container.addSubview(copy)
        cell.imageView.isHidden = true
        detail.imageView.isHidden = true
        let end = container.convert(detail.imageView.frame, from: detail.view)

        UIView.animate(withDuration: transitionDuration(using: context), delay: 0, usingSpringWithDamping: 0.75,
                       initialSpringVelocity: 0, options: [], animations: {
            copy.frame = end
            detail.view.alpha = 1
        }) { _ in
            copy.removeFromSuperview()
            cell.imageView.isHidden = false
            detail.imageView.isHidden = false
            context.completeTransition(!context.transitionWasCancelled)
        }
    }

    private func pop(_ context: UIViewControllerContextTransitioning) {
        guard let detail = context.viewController(forKey: .from) as? CreatureDetailViewController,
              let grid = context.viewController(forKey: .to) as? PoolGridViewController else {
            context.completeTransition(false)
            return
        }
        let container = context.containerView
        grid.view.frame = context.finalFrame(for: grid)
        container.insertSubview(grid.view, belowSubview: detail.view)
        grid.view.layoutIfNeeded()
        guard let selected = grid.selectedIndexPath,
              let cell = grid.collectionView.cellForItem(at: selected) as? CreatureCell else {
            context.completeTransition(false)
            return
        }
        let copy = UIImageView(image: detail.imageView.image)
        copy.backgroundColor = detail.imageView.backgroundColor
        copy.contentMode = .scaleAspectFit
        copy.frame = container.convert(detail.imageView.frame, from: detail.view)
        container.addSubview(copy)
        cell.imageView.isHidden = true
        detail.imageView.isHidden = true
        let end = container.convert(cell.imageView.frame, from: cell.contentView)

        UIView.animate(withDuration: transitionDuration(using: context), delay: 0, usingSpringWithDamping: 0.75,
                       initialSpringVelocity: 0, options: [], animations: {
            copy.frame = end
            detail.view.alpha = 0
        }) { _ in
            copy.removeFromSuperview()
            cell.imageView.isHidden = false
            detail.imageView.isHidden = false
            detail.view.alpha = 1
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
