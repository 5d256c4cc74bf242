import UIKit

/// Lets a swipe from the left edge of the pet screen drive its dismissal.
final class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
    var interactionInProgress = false

    private weak var viewController: UIViewController!

    func wire(to viewController: UIViewController) {
        self.viewController = viewController
        let swipe = UIScreenEdgePanGestureRecognizer(target: self, action: SwipeInteractionController.handleGesture)
        swipe.edges = .left
        viewController.view.addGestureRecognizer(swipe)
    }

    func handleGesture(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
        let distance = gestureRecognizer.translation(in: gestureRecognizer.view?.superview).x
        let progress = min(max(distance / 200, 0), 1)

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
            interactionInProgress = false
            // decide where the finger is when it lifts
            progress > 0.5 ? finish() : cancel()
        default:
            break
        }
    }
}
