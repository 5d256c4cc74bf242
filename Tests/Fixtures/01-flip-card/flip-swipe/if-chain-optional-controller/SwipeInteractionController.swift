import UIKit

/// Drives the flip back with a swipe from the left edge.
final class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
    var interactionInProgress = false

    private var shouldCompleteTransition = false
    private weak var petViewController: UIViewController?

    func wire(to viewController: UIViewController) {
        petViewController = viewController
        let edgeSwipe = UIScreenEdgePanGestureRecognizer(target: self, action: SwipeInteractionController.handleGesture)
        edgeSwipe.edges = .left
        viewController.view.addGestureRecognizer(edgeSwipe)
    }

    func handleGesture(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
        guard let petViewController = petViewController else { return }

        // the pet screen itself never moves (only its snapshot does), so measure in it
        let x = gestureRecognizer.translation(in: petViewController.view).x
        let progress = max(0, min(1, x / 200))
        let state = gestureRecognizer.state

        if state == .began {
            interactionInProgress = true
            petViewController.dismiss(animated: true)
        } else if state == .changed {
            shouldCompleteTransition = progress > 0.5
            update(progress)
        } else if state == .ended || state == .cancelled {
            interactionInProgress = false
            if state == .ended, shouldCompleteTransition {
                finish()
            } else {
                cancel()
            }
        }
    }
}
