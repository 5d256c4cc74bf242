import UIKit

/// The picture of the tapped creature flies from its square in the grid to its place on the
/// detail screen (push), and back to whichever square is selected then (pop), while the detail
/// screen fades in or out behind it.
final class MagicMoveAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if operation == .pop {
            animatePop(transitionContext)
        } else {
            animatePush(transitionContext)
        }
    }

    private func animatePush(_ ctx: UIViewControllerContextTransitioning) {
        let grid = ctx.viewController(forKey: .from) as! PoolGridViewController
        let detail = ctx.viewController(forKey: .to) as! CreatureDetailViewController
        let container = ctx.containerView

        detail.view.frame = ctx.finalFrame(for: detail)
        detail.view.alpha = 0
        container.addSubview(detail.view)
        container.layoutIfNeeded()

        let cell = grid.collectionView.cellForItem(at: grid.selectedIndexPath!) as! CreatureCell
        let flyer = cell.imageView.snapshotView(afterScreenUpdates: false)!
        flyer.frame = cell.imageView.convert(cell.imageView.bounds, to: container)
        container.addSubview(flyer)
        cell.imageView.isHidden = true
        detail.imageView.isHidden = true

        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0, options: [], animations: {
            flyer.frame = detail.imageView.convert(detail.imageView.bounds, to: container)
            detail.view.alpha = 1
        }, completion: { _ in
            cell.imageView.isHidden = false
            detail.imageView.isHidden = false
            flyer.removeFromSuperview()
            ctx.completeTransition(!ctx.transitionWasCancelled)
        })
    }

    private func animatePop(_ ctx: UIViewControllerContextTransitioning) {
        let detail = ctx.viewController(forKey: .from) as! CreatureDetailViewController
        let grid = ctx.viewController(forKey: .to) as! PoolGridViewController
        let container = ctx.containerView

        grid.view.frame = ctx.finalFrame(for: grid)
        container.insertSubview(grid.view, belowSubview: detail.view)
        grid.view.layoutIfNeeded()

        let cell = grid.collectionView.cellForItem(at: grid.selectedIndexPath!) as! CreatureCell
        let flyer = detail.imageView.snapshotView(afterScreenUpdates: false)!
        flyer.frame = detail.imageView.convert(detail.imageView.bounds, to: container)
        container.addSubview(flyer)
        detail.imageView.isHidden = true
        cell.imageView.isHidden = true

        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0, options: [], animations: {
            flyer.frame = cell.imageView.convert(cell.imageView.bounds, to: container)
            detail.view.alpha = 0
        }, completion: { _ in
            detail.imageView.isHidden = false
            cell.imageView.isHidden = false
            detail.view.alpha = 1
            flyer.removeFromSuperview()
            ctx.completeTransition(ctx.transitionWasCancelled)
        })
    }
}
