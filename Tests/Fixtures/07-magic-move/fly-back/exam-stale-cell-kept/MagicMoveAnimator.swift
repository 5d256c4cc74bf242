import UIKit

/// The picture of the tapped creature flies from its square in the grid to its place on the
/// detail screen (push), and back to whichever square is selected then (pop), while the detail
/// screen fades in or out behind it.
final class MagicMoveAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    /// Remembered at the push for the pop (a new animator is made for each).
    private static var squareFlownFrom: CreatureCell?

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let pushing = operation == .push
        let gridKey: UITransitionContextViewControllerKey = pushing ? .from : .to
        let detailKey: UITransitionContextViewControllerKey = pushing ? .to : .from
        guard let grid = transitionContext.viewController(forKey: gridKey) as? PoolGridViewController,
              let detail = transitionContext.viewController(forKey: detailKey) as? CreatureDetailViewController else {
            transitionContext.completeTransition(false)
            return
        }
        let gridView: UIView = grid.view
        let detailView: UIView = detail.view

        if pushing {
            detailView.frame = transitionContext.finalFrame(for: detail)
            detailView.alpha = 0
            containerView.addSubview(detailView)
            containerView.layoutIfNeeded()
        } else {
            gridView.frame = transitionContext.finalFrame(for: grid)
            containerView.insertSubview(gridView, belowSubview: detailView)
            gridView.layoutIfNeeded()
        }

        // The square we flew out of, so that we can fly back into it.
        let cell: CreatureCell
        if pushing {
            cell = grid.collectionView.cellForItem(at: grid.selectedIndexPath!) as! CreatureCell
            MagicMoveAnimator.squareFlownFrom = cell
        } else {
            cell = MagicMoveAnimator.squareFlownFrom!
        }
        let leaving: UIView = pushing ? cell.imageView : detail.imageView
        let arriving: UIView = pushing ? detail.imageView : cell.imageView

        let flying = leaving.snapshotView(afterScreenUpdates: false)!
        flying.frame = leaving.convert(leaving.bounds, to: containerView)
        containerView.addSubview(flying)
        cell.imageView.isHidden = true
        detail.imageView.isHidden = true

        let landing = arriving.convert(arriving.bounds, to: containerView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0, options: [], animations: {
            flying.frame = landing
            detailView.alpha = pushing ? 1 : 0
        }, completion: { _ in
            cell.imageView.isHidden = false
            detail.imageView.isHidden = false
            detailView.alpha = 1
            flying.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
