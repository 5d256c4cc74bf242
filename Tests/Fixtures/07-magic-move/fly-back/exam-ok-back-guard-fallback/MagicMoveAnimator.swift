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

    private var isPush: Bool { operation == .push }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let grid = transitionContext.viewController(forKey: isPush ? .from : .to) as? PoolGridViewController,
              let detail = transitionContext.viewController(forKey: isPush ? .to : .from) as? CreatureDetailViewController,
              let gridView = grid.view,
              let detailView = detail.view else {
            transitionContext.completeTransition(false)
            return
        }

        if isPush {
            detailView.frame = transitionContext.finalFrame(for: detail)
            detailView.alpha = 0
            containerView.addSubview(detailView)
        } else {
            gridView.frame = transitionContext.finalFrame(for: grid)
            containerView.insertSubview(gridView, belowSubview: detailView)
        }
        // Lays out whichever screen just came in: the collection view places its cells now.
        containerView.layoutIfNeeded()

        let fadeTo: CGFloat = isPush ? 1 : 0
        let duration = transitionDuration(using: transitionContext)

        guard let selected = grid.selectedIndexPath,
              let cell = grid.collectionView.cellForItem(at: selected) as? CreatureCell else {
            // No square on screen to fly to: just fade.
            UIView.animate(withDuration: duration, animations: { detailView.alpha = fadeTo }, completion: { _ in
                detailView.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
            return
        }

        let source = isPush ? cell.imageView : detail.imageView
        let target = isPush ? detail.imageView : cell.imageView
        guard let snapshot = source.snapshotView(afterScreenUpdates: false) else {
            transitionContext.completeTransition(false)
            return
        }
        snapshot.frame = source.convert(source.bounds, to: containerView)
        containerView.addSubview(snapshot)
        source.isHidden = true
        target.isHidden = true
        let targetFrame = target.convert(target.bounds, to: containerView)

        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0, options: [], animations: {
            snapshot.frame = targetFrame
            detailView.alpha = fadeTo
        }, completion: { _ in
            source.isHidden = false
            target.isHidden = false
            detailView.alpha = 1
            snapshot.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
