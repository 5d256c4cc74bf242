import UIKit

final class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
    var interactionInProgress = false

    private var shouldCompleteTransition = false
    private weak var viewController: UIViewController!

    func wire(to viewController: UIViewController) {
        self.viewController = viewController
        let edgeSwipe = UIScreenEdgePanGestureRecognizer(target: self, action: SwipeInteractionController.handleGesture)
        edgeSwipe.edges = .left
        viewController.view.addGestureRecognizer(edgeSwipe)
    }

    func handleGesture(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
        let dx = gestureRecognizer.translation(in: gestureRecognizer.view?.superview).x
        let progress = min(max(dx / 200, 0), 1)

        switch gestureRecognizer.state {
        case .began:
            interactionInProgress = true
            viewController?.dismiss(animated: true)
        case .changed:
            // remember whether we're past halfway
            shouldCompleteTransition = progress > 0.5
        case .cancelled:
            interactionInProgress = false
            cancel()
        case .ended:
            interactionInProgress = false
            shouldCompleteTransition ? finish() : cancel()
        default:
            break
        }
    }
}
