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
        // TODO 1.1: Put the detail screen in the container, at its final frame, clear, laid out.
        //   The grid and the detail are `viewController(forKey:)` cast to `PoolGridViewController`
        //   and `CreatureDetailViewController`. Set the detail view's frame to
        //   `finalFrame(for:)`, its alpha to 0, add it, and call `layoutIfNeeded()`.
        // TODO 2.1: Popping, put the grid's view behind the detail instead, at its final frame,
        //   and lay it out (`layoutIfNeeded()`): the collection view places its cells then.
        // TODO 2.2: Find the square of the creature selected now, through the collection view.
        //   `grid.collectionView.cellForItem(at: grid.selectedIndexPath!)` as a `CreatureCell`:
        //   never a cell kept from an earlier transition ("Next" moves the selection, and cells
        //   are reused as the grid scrolls).
        // TODO 1.2: A snapshot of the picture that leaves, where it is, in container coordinates.
        //   `snapshotView(afterScreenUpdates: false)` of the cell's `imageView` (pushing) or of
        //   the detail's `imageView` (popping); its frame is that view's `bounds` converted to
        //   the container (`convert(_:to:)`). Add it, and hide both pictures, the cell's and the
        //   detail's.
        // TODO 1.3: Fly it with a spring to the other picture's place; fade the detail.
        //   `UIView.animate(withDuration:delay:usingSpringWithDamping: 0.75,
        //   initialSpringVelocity: 0, options: [], animations:completion:)`: the snapshot's frame
        //   becomes the other picture's bounds converted to the container; the detail's alpha
        //   goes to 1 (push) or 0 (pop). In the completion, show both pictures again, put the
        //   detail's alpha back to 1, remove the snapshot, and complete.
        if let toView = transitionContext.view(forKey: .to) {
            transitionContext.containerView.addSubview(toView)
        }
        transitionContext.completeTransition(true)
    }
}
