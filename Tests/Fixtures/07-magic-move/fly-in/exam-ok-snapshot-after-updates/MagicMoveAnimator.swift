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
        if operation == .push,
           let gridController = transitionContext.viewController(forKey: .from) as? PoolGridViewController,
           let detailController = transitionContext.viewController(forKey: .to) as? CreatureDetailViewController {
            let toView: UIView = detailController.view
            toView.frame = transitionContext.finalFrame(for: detailController)
            toView.alpha = 0.0
            containerView.addSubview(toView)
            containerView.layoutIfNeeded()

            if let indexPath = gridController.selectedIndexPath,
               let cell = gridController.collectionView.cellForItem(at: indexPath) as? CreatureCell,
               let snapshot = cell.imageView.snapshotView(afterScreenUpdates: true) {
                snapshot.frame = cell.imageView.convert(cell.imageView.bounds, to: containerView)
                containerView.addSubview(snapshot)
                cell.imageView.isHidden = true
                detailController.imageView.isHidden = true

                let finalPictureFrame = detailController.imageView.convert(detailController.imageView.bounds, to: containerView)
                UIView.animate(withDuration: transitionDuration(using: transitionContext),
                               delay: 0,
                               usingSpringWithDamping: 0.75,
                               initialSpringVelocity: 0,
                               options: [],
                               animations: {
                                   snapshot.frame = finalPictureFrame
                                   toView.alpha = 1.0
                               },
                               completion: { _ in
                                   snapshot.removeFromSuperview()
                                   cell.imageView.isHidden = false
                                   detailController.imageView.isHidden = false
                                   transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                               })
            }
            return
        }

        // TODO 2.1 / 2.2: the pop.
        if let toView = transitionContext.view(forKey: .to) {
            containerView.addSubview(toView)
        }
        transitionContext.completeTransition(true)
    }
}
