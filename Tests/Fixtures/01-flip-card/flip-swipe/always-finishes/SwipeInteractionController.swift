import UIKit

final class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
    var interactionInProgress = false

    private weak var viewController: UIViewController!

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
            update(progress)
        case .cancelled:
            interactionInProgress = false
            cancel()
        case .ended:
            // finger lifted: the user wants to go back
            interactionInProgress = false
            finish()
        default:
            break
        }
    }
}
