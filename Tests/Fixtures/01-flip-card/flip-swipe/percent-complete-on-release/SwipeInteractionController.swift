import UIKit

final class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
    /// True while a swipe drives the dismissal; the delegate only hands this object out then.
    var interactionInProgress = false

    private weak var viewController: UIViewController?

    func wire(to viewController: UIViewController) {
        self.viewController = viewController
        let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: SwipeInteractionController.handleGesture)
        edgePan.edges = .left
        viewController.view.addGestureRecognizer(edgePan)
    }

    func handleGesture(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
        switch gestureRecognizer.state {
        case .began:
            interactionInProgress = true
            viewController?.dismiss(animated: true)
        case .changed:
            let translation = gestureRecognizer.translation(in: gestureRecognizer.view?.superview)
            update(min(max(translation.x / 200, 0), 1))
        case .cancelled:
            interactionInProgress = false
            cancel()
        case .ended:
            interactionInProgress = false
            if percentComplete > 0.5 {
                finish()
            } else {
                cancel()
            }
        default:
            break
        }
    }
}
