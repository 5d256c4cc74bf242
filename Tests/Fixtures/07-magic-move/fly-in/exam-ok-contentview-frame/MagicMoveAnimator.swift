import UIKit

/// The picture of the tapped creature flies from its square in the grid to its place on the
/// detail screen (push), and back to whichever square is selected then (pop), while the detail
/// screen fades in or out behind it.
final class MagicMoveAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    private let springDamping: CGFloat = 0.75

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if operation != .push {
            // TODO 2.1 / 2.2: popping comes next.
            if let toView = transitionContext.view(forKey: .to) {
                container.addSubview(toView)
            }
            transitionContext.completeTransition(true)
            return
        }
        guard let gridVC = transitionContext.viewController(forKey: .from) as? PoolGridViewController,
              let detailVC = transitionContext.viewController(forKey: .to) as? CreatureDetailViewController,
              let index = gridVC.selectedIndexPath,
              let cell = gridVC.collectionView.cellForItem(at: index) as? CreatureCell else {
            transitionContext.completeTransition(false)
            return
        }

        let detailView: UIView = detailVC.view
        detailView.alpha = 0
        detailView.frame = transitionContext.finalFrame(for: detailVC)
        container.addSubview(detailView)
        detailView.layoutIfNeeded()

        // The picture's frame is in its superview (the cell's content view): convert from there.
        let start = cell.contentView.convert(cell.imageView.frame, to: container)
        let end = detailView.convert(detailVC.imageView.frame, to: container)

        guard let snapshot = cell.imageView.snapshotView(afterScreenUpdates: false) else {
            transitionContext.completeTransition(false)
            return
        }
        snapshot.frame = start
        container.addSubview(snapshot)
        [cell.imageView, detailVC.imageView].forEach { $0.isHidden = true }

        UIView.animate(withDuration: 0.6, delay: 0.0, usingSpringWithDamping: springDamping, initialSpringVelocity: 0.0, options: [], animations: {
            snapshot.frame = end
            detailView.alpha = 1.0
        }, completion: { _ in
            [cell.imageView, detailVC.imageView].forEach { $0.isHidden = false }
            snapshot.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
