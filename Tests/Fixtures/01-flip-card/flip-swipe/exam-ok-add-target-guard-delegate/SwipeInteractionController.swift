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
        let recognizer = UIScreenEdgePanGestureRecognizer()
        recognizer.edges = .left
        recognizer.addTarget(self, action: SwipeInteractionController.handleGesture)
        viewController.view.addGestureRecognizer(recognizer)
    }

    func handleGesture(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
        let progress = progress(of: gestureRecognizer)

        switch gestureRecognizer.state {
        case .began:
            interactionInProgress = true
            viewController.dismiss(animated: true, completion: nil)
        case .changed:
            shouldCompleteTransition = progress > 0.5
            update(progress)
        case .cancelled:
            interactionInProgress = false
            cancel()
        case .ended:
            interactionInProgress = false
            if progress > 0.5 {
                finish()
            } else {
                cancel()
            }
        default:
            break
        }
    }

    /// The share of the flip the finger has travelled: 200 points to the right is all of it.
    private func progress(of gestureRecognizer: UIScreenEdgePanGestureRecognizer) -> CGFloat {
        let travelled = gestureRecognizer.translation(in: gestureRecognizer.view?.superview).x
        guard travelled > 0 else { return 0 }
        guard travelled < 200 else { return 1 }
        return travelled / 200
    }
}
