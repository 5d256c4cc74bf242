import UIKit

/// Lets a swipe from the left edge of the pet screen drive its dismissal: the flip follows the
/// finger, and letting go past halfway finishes it, before halfway undoes it.
final class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
    /// True while a swipe drives the dismissal; the transitioning delegate vends this object
    /// only then.
    var interactionInProgress = false

    private var shouldCompleteTransition = false
    private weak var viewController: UIViewController!

    /// Attaches the swipe to `viewController`'s view; the swipe will dismiss that controller.
    func wire(to viewController: UIViewController) {
        self.viewController = viewController
        let fromLeftEdge = UIScreenEdgePanGestureRecognizer(target: self, action: SwipeInteractionController.handleGesture)
        fromLeftEdge.edges = UIRectEdge.left
        viewController.view.addGestureRecognizer(fromLeftEdge)
    }

    func handleGesture(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
        let raw = gestureRecognizer.translation(in: gestureRecognizer.view?.superview).x / 200.0
        var progress = raw
        if progress < 0 { progress = 0 }
        if progress > 1 { progress = 1 }

        switch gestureRecognizer.state {
        case .began:
            interactionInProgress = true
            viewController.dismiss(animated: true)
        case .changed:
            update(progress)
            // percentComplete now holds what we just reported.
            shouldCompleteTransition = percentComplete > 0.5
        case .cancelled:
            interactionInProgress = false
            cancel()
        case .ended:
            interactionInProgress = false
            guard shouldCompleteTransition else {
                cancel()
                return
            }
            finish()
        default:
            break
        }
    }
}
