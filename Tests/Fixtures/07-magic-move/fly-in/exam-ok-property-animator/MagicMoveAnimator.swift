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
        guard operation == .push else {
            // TODO 2.1 / 2.2
            if let toView = transitionContext.view(forKey: .to) {
                container.addSubview(toView)
            }
            transitionContext.completeTransition(true)
            return
        }
        let grid = transitionContext.viewController(forKey: .from) as! PoolGridViewController
        let detail = transitionContext.viewController(forKey: .to) as! CreatureDetailViewController

        let detailView = detail.view!
        detailView.frame = transitionContext.finalFrame(for: detail)
        detailView.alpha = 0
        container.addSubview(detailView)
        container.layoutIfNeeded()

        let selected = grid.selectedIndexPath!
        let square = grid.collectionView.cellForItem(at: selected) as! CreatureCell
        let picture = square.imageView
        let flying = picture.snapshotView(afterScreenUpdates: false)!
        flying.frame = container.convert(picture.bounds, from: picture)
        container.addSubview(flying)
        picture.isHidden = true
        detail.imageView.isHidden = true

        let destination = container.convert(detail.imageView.bounds, from: detail.imageView)
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), dampingRatio: 0.75) {
            flying.frame = destination
            detailView.alpha = 1
        }
        animator.addCompletion { _ in
            picture.isHidden = false
            detail.imageView.isHidden = false
            flying.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        animator.startAnimation()
    }
}
