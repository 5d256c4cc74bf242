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
        let containerView = transitionContext.containerView
        let fromVC = transitionContext.viewController(forKey: .from)
        let toVC = transitionContext.viewController(forKey: .to)
        let pushing = operation == .push
        guard let grid = (pushing ? fromVC : toVC) as? PoolGridViewController,
              let detail = (pushing ? toVC : fromVC) as? CreatureDetailViewController,
              let gridView = grid.view, let detailView = detail.view else {
            transitionContext.completeTransition(false)
            return
        }

        // 1.1 / 2.1: the arriving screen in the container, at its final frame and laid out, so
        // that the views we measure are where they will be.
        if pushing {
            detailView.frame = transitionContext.finalFrame(for: detail)
            detailView.alpha = 0
            containerView.addSubview(detailView)
        } else {
            gridView.frame = transitionContext.finalFrame(for: grid)
            containerView.insertSubview(gridView, belowSubview: detailView)
        }
        containerView.layoutIfNeeded()
        gridView.layoutIfNeeded()

        // 2.2: the square of the creature selected *now* ("Next" may have moved it), asked of the
        // collection view: a cell kept from before may show another creature by now.
        guard let indexPath = grid.selectedIndexPath,
              let cell = grid.collectionView.cellForItem(at: indexPath) as? CreatureCell else {
            transitionContext.completeTransition(false)
            return
        }

        // 1.2: a picture of the picture, placed where the original is, in the container's
        // coordinates.
        let source = pushing ? cell.imageView : detail.imageView
        let target = pushing ? detail.imageView : cell.imageView
        guard let flying = source.snapshotView(afterScreenUpdates: false) else {
            transitionContext.completeTransition(false)
            return
        }
        flying.frame = source.convert(source.bounds, to: containerView)
        containerView.addSubview(flying)
        cell.imageView.isHidden = true
        detail.imageView.isHidden = true

        // 1.3: fly with a spring to the other picture's place; the detail screen fades.
        let end = target.convert(target.bounds, to: containerView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0, options: [], animations: {
            flying.frame = end
            detailView.alpha = pushing ? 1 : 0
        }, completion: { _ in
            // Both originals back, the picture gone.
            if pushing { cell.imageView.isHidden = false }
            detail.imageView.isHidden = false
            detailView.alpha = 1
            flying.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
