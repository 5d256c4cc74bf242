import UIKit

/// Lets a swipe from the left edge of the pet screen drive its dismissal: the flip follows the
/// finger, and letting go past halfway finishes it, before halfway undoes it.
final class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
    /// True while a swipe drives the dismissal; the transitioning delegate vends this object
    /// only then.
    var interactionInProgress = false

    private var shouldCompleteTransition = false
    private var viewController: UIViewController!

    /// Attaches the swipe to `viewController`'s view; the swipe will dismiss that controller.
    func wire(to viewController: UIViewController) {
        self.viewController = viewController
        let gesture = UIScreenEdgePanGestureRecognizer(target: self, action: SwipeInteractionController.handleGesture)
        gesture.edges = .left
        viewController.view.addGestureRecognizer(gesture)
    }

    func handleGesture(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
        let translation = gestureRecognizer.translation(in: gestureRecognizer.view?.superview)
        let progress = min(max(translation.x / 200, 0), 1)

        switch gestureRecognizer.state {
        case .began:
            interactionInProgress = true
            viewController.dismiss(animated: true)
        case .changed:
            shouldCompleteTransition = progress > 0.5
            update(progress)
        case .cancelled:
            interactionInProgress = false
            cancel()
        case .ended:
            interactionInProgress = false
            if shouldCompleteTransition {
                finish()
            } else {
                cancel()
            }
        default:
            break
        }
    }
}
