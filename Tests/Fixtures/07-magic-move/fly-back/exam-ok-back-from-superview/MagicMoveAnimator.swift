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
        let isPop = operation == .pop

        let fromVC = transitionContext.viewController(forKey: .from)
        let toVC = transitionContext.viewController(forKey: .to)
        guard let grid = (isPop ? toVC : fromVC) as? PoolGridViewController,
              let detail = (isPop ? fromVC : toVC) as? CreatureDetailViewController else {
            transitionContext.completeTransition(false)
            return
        }

        // Where a view is on screen: its frame, taken from its superview's space to the container's.
        func onScreen(_ view: UIView) -> CGRect {
            containerView.convert(view.frame, from: view.superview)
        }

        if isPop {
            // 2.1: the grid comes back behind the detail, and lays its cells out where it is scrolled now.
            grid.view.frame = transitionContext.finalFrame(for: grid)
            containerView.insertSubview(grid.view, belowSubview: detail.view)
            grid.view.layoutIfNeeded()
        } else {
            detail.view.frame = transitionContext.finalFrame(for: detail)
            detail.view.alpha = 0
            containerView.addSubview(detail.view)
            containerView.layoutIfNeeded()
        }

        // 2.2: asked every time, after the layout.
        let cell = grid.collectionView.cellForItem(at: grid.selectedIndexPath!) as! CreatureCell

        let startView: UIImageView = isPop ? detail.imageView : cell.imageView
        let endView: UIImageView = isPop ? cell.imageView : detail.imageView
        let picture = startView.snapshotView(afterScreenUpdates: false)!
        picture.frame = onScreen(startView)
        containerView.addSubview(picture)
        startView.isHidden = true
        endView.isHidden = true
        let endFrame = onScreen(endView)

        UIView.animate(withDuration: transitionDuration(using: transitionContext),
                       delay: 0,
                       usingSpringWithDamping: 0.75,
                       initialSpringVelocity: 0,
                       options: [],
                       animations: {
            picture.frame = endFrame
            detail.view.alpha = isPop ? 0 : 1
        }, completion: { _ in
            startView.isHidden = false
            endView.isHidden = false
            detail.view.alpha = 1
            picture.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
