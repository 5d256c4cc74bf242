import UIKit

/// Lets a swipe from the left edge of the pet screen drive its dismissal.
final class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
    var interactionInProgress = false

    private var shouldCompleteTransition = false
    private weak var viewController: UIViewController!

    func wire(to viewController: UIViewController) {
        self.viewController = viewController
        let gesture = UIScreenEdgePanGestureRecognizer(target: self, action: SwipeInteractionController.handleGesture)
        gesture.edges = .left
        viewController.view.addGestureRecognizer(gesture)
    }

    func handleGesture(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
        guard let container = gestureRecognizer.view?.superview else { return }
        // all the way across the screen = the whole transition
        let progress = min(max(gestureRecognizer.translation(in: container).x / 375, 0), 1)

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
            if shouldCompleteTransition { finish() } else { cancel() }
        default:
            break
        }
    }
}
