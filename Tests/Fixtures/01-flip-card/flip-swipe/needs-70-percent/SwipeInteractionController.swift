import UIKit

/// Lets a swipe from the left edge of the pet screen drive its dismissal.
final class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
    var interactionInProgress = false

    private var shouldCompleteTransition = false
    private weak var viewController: UIViewController?

    func wire(to viewController: UIViewController) {
        self.viewController = viewController
        let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: SwipeInteractionController.handleGesture)
        edgePan.edges = .left
        viewController.view.addGestureRecognizer(edgePan)
    }

    func handleGesture(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
        guard let container = gestureRecognizer.view?.superview else { return }
        let progress = min(max(gestureRecognizer.translation(in: container).x / 200, 0), 1)

        switch gestureRecognizer.state {
        case .began:
            interactionInProgress = true
            viewController?.dismiss(animated: true)
        case .changed:
            shouldCompleteTransition = progress >= 0.7
            update(progress)
        case .ended:
            interactionInProgress = false
            shouldCompleteTransition ? finish() : cancel()
        case .cancelled:
            interactionInProgress = false
            cancel()
        default:
            break
        }
    }
}
