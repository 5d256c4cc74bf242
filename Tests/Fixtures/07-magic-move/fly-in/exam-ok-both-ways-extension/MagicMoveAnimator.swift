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
        guard let grid = transitionContext.poolGrid, let detail = transitionContext.creatureDetail else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let detailView: UIView = detail.view

        switch operation {
        case .push:
            detailView.frame = transitionContext.finalFrame(for: detail)
            detailView.alpha = 0
            container.addSubview(detailView)
            container.layoutIfNeeded()
        case .pop:
            let gridView: UIView = grid.view
            gridView.frame = transitionContext.finalFrame(for: grid)
            container.insertSubview(gridView, belowSubview: detailView)
            gridView.layoutIfNeeded()
        default:
            break
        }

        let square = grid.collectionView.cellForItem(at: grid.selectedIndexPath!) as! CreatureCell
        let (from, to): (UIImageView, UIImageView) = operation == .push
            ? (square.imageView, detail.imageView)
            : (detail.imageView, square.imageView)

        let flying = from.snapshotView(afterScreenUpdates: false)!
        flying.frame = from.frameIn(container)
        container.addSubview(flying)
        square.imageView.isHidden = true
        detail.imageView.isHidden = true

        let endFrame = to.frameIn(container)
        let endAlpha: CGFloat = operation == .push ? 1 : 0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       usingSpringWithDamping: 0.75, initialSpringVelocity: 0, options: [],
                       animations: {
                           flying.frame = endFrame
                           detailView.alpha = endAlpha
                       },
                       completion: { _ in
                           square.imageView.isHidden = false
                           detail.imageView.isHidden = false
                           detailView.alpha = 1
                           flying.removeFromSuperview()
                           transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                       })
    }
}

private extension UIViewControllerContextTransitioning {
    /// The grid, whichever side of the transition it is on.
    var poolGrid: PoolGridViewController? {
        (viewController(forKey: .from) as? PoolGridViewController) ?? (viewController(forKey: .to) as? PoolGridViewController)
    }

    /// The detail screen, whichever side of the transition it is on.
    var creatureDetail: CreatureDetailViewController? {
        (viewController(forKey: .to) as? CreatureDetailViewController) ?? (viewController(forKey: .from) as? CreatureDetailViewController)
    }
}

private extension UIView {
    /// This view's own bounds, in `other`'s coordinates.
    func frameIn(_ other: UIView) -> CGRect {
        convert(bounds, to: other)
    }
}
