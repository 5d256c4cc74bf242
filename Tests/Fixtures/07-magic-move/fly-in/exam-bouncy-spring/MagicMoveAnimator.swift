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
        guard operation == .push,
              let grid = transitionContext.viewController(forKey: .from) as? PoolGridViewController,
              let detail = transitionContext.viewController(forKey: .to) as? CreatureDetailViewController,
              let detailView = transitionContext.view(forKey: .to) else {
            // TODO 2.1 / 2.2: the pop comes in the next exercise.
            if let toView = transitionContext.view(forKey: .to) {
                containerView.addSubview(toView)
            }
            transitionContext.completeTransition(true)
            return
        }

        // 1.1: the detail screen, clear, at its place, laid out.
        detailView.frame = transitionContext.finalFrame(for: detail)
        detailView.alpha = 0
        containerView.addSubview(detailView)
        containerView.layoutIfNeeded()

        // 1.2: a copy of the square's picture, exactly over it.
        let cell = grid.collectionView.cellForItem(at: grid.selectedIndexPath!) as! CreatureCell
        let flying = cell.imageView.snapshotView(afterScreenUpdates: false)!
        flying.frame = cell.imageView.convert(cell.imageView.bounds, to: containerView)
        containerView.addSubview(flying)
        cell.imageView.isHidden = true
        detail.imageView.isHidden = true

        // 1.3: spring it over to the detail's picture while the detail fades in.
        let landing = detail.imageView.convert(detail.imageView.bounds, to: containerView)
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [], animations: {
            flying.frame = landing
            detailView.alpha = 1
        }, completion: { _ in
            cell.imageView.isHidden = false
            detail.imageView.isHidden = false
            flying.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
