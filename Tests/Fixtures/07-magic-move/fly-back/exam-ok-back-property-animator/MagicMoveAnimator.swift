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
        let container = transitionContext.containerView
        let grid: PoolGridViewController
        let detail: CreatureDetailViewController
        switch operation {
        case .push:
            grid = transitionContext.viewController(forKey: .from) as! PoolGridViewController
            detail = transitionContext.viewController(forKey: .to) as! CreatureDetailViewController
            detail.view.frame = transitionContext.finalFrame(for: detail)
            detail.view.alpha = 0
            container.addSubview(detail.view)
            container.layoutIfNeeded()
        case .pop:
            grid = transitionContext.viewController(forKey: .to) as! PoolGridViewController
            detail = transitionContext.viewController(forKey: .from) as! CreatureDetailViewController
            grid.view.frame = transitionContext.finalFrame(for: grid)
            container.insertSubview(grid.view, belowSubview: detail.view)
            grid.view.layoutIfNeeded()
        default:
            transitionContext.completeTransition(false)
            return
        }

        // Only now, with the grid laid out where it is scrolled today, is the cell the right one.
        guard let cell = grid.collectionView.cellForItem(at: grid.selectedIndexPath!) as? CreatureCell else {
            transitionContext.completeTransition(false)
            return
        }
        let gridPicture = cell.imageView
        let detailPicture = detail.imageView
        let gridRect = container.convert(gridPicture.bounds, from: gridPicture)
        let detailRect = container.convert(detailPicture.bounds, from: detailPicture)
        let pushing = operation == .push

        let ghost = (pushing ? gridPicture : detailPicture).snapshotView(afterScreenUpdates: false)!
        ghost.frame = pushing ? gridRect : detailRect
        container.addSubview(ghost)
        gridPicture.isHidden = true
        detailPicture.isHidden = true

        let flight = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), dampingRatio: 0.75)
        flight.addAnimations {
            ghost.frame = pushing ? detailRect : gridRect
            detail.view.alpha = pushing ? 1 : 0
        }
        flight.addCompletion { _ in
            gridPicture.isHidden = false
            detailPicture.isHidden = false
            detail.view.alpha = 1
            ghost.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        flight.startAnimation()
    }
}
