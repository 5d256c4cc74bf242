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
        if operation == .push {
            push(using: transitionContext)
        } else {
            // TODO 2.1 / 2.2: the way back, later.
            if let toView = transitionContext.view(forKey: .to) {
                transitionContext.containerView.addSubview(toView)
            }
            transitionContext.completeTransition(true)
        }
    }

    /// Where `view` is, in `container`'s coordinates.
    private func place(of view: UIView, in container: UIView) -> CGRect {
        view.convert(view.bounds, to: container)
    }

    private func push(using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        guard let pool = context.viewController(forKey: .from) as? PoolGridViewController,
              let creature = context.viewController(forKey: .to) as? CreatureDetailViewController,
              let path = pool.selectedIndexPath,
              let square = pool.collectionView.cellForItem(at: path) as? CreatureCell else {
            context.completeTransition(false)
            return
        }
        let screen: UIView = creature.view
        screen.frame = context.finalFrame(for: creature)
        screen.alpha = 0
        container.addSubview(screen)
        container.layoutIfNeeded()

        guard let copy = square.imageView.snapshotView(afterScreenUpdates: false) else {
            context.completeTransition(false)
            return
        }
        copy.frame = place(of: square.imageView, in: container)
        container.addSubview(copy)
        square.imageView.isHidden = true
        creature.imageView.isHidden = true

        let target = place(of: creature.imageView, in: container)
        let duration = transitionDuration(using: context)
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0, options: [], animations: {
            copy.frame = target
            screen.alpha = 1
        }, completion: { _ in
            square.imageView.isHidden = false
            creature.imageView.isHidden = false
            copy.removeFromSuperview()
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
