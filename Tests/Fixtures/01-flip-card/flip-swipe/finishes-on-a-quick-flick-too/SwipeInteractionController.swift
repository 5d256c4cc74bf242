import UIKit

/// Drives the flip back with a swipe from the left edge. A quick flick finishes it too, even
/// before halfway, the way system swipes feel.
final class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
    var interactionInProgress = false

    private weak var viewController: UIViewController?
    /// Points per second to the right that count as a flick.
    private let flickSpeed: CGFloat = 700

    func wire(to viewController: UIViewController) {
        self.viewController = viewController
        let pan = UIScreenEdgePanGestureRecognizer(target: self, action: SwipeInteractionController.handleGesture)
        pan.edges = .left
        viewController.view.addGestureRecognizer(pan)
    }

    func handleGesture(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
        let reference = gestureRecognizer.view?.superview
        let travelled = gestureRecognizer.translation(in: reference).x
        let progress = max(0, min(1, travelled / 200))

        switch gestureRecognizer.state {
        case .began:
            interactionInProgress = true
            viewController?.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended:
            interactionInProgress = false
            let speed = gestureRecognizer.velocity(in: reference).x
            if progress > 0.5 || speed > flickSpeed {
                finish()
            } else {
                cancel()
            }
        case .cancelled:
            interactionInProgress = false
            cancel()
        default:
            break
        }
    }
}
