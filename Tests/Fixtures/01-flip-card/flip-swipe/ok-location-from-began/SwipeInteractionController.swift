import UIKit

final class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
    var interactionInProgress = false

    private var shouldCompleteTransition = false
    private weak var viewController: UIViewController!
    private var startX: CGFloat = 0

    func wire(to viewController: UIViewController) {
        self.viewController = viewController
        let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: SwipeInteractionController.handleGesture)
        edgePan.edges = .left
        viewController.view.addGestureRecognizer(edgePan)
    }

    func handleGesture(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
        let x = gestureRecognizer.location(in: nil).x
        switch gestureRecognizer.state {
        case .began:
            startX = x
            interactionInProgress = true
            viewController.dismiss(animated: true)
        case .changed:
            let progress = min(1, max(0, (x - startX) / 200))
            shouldCompleteTransition = progress > 0.5
            update(progress)
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
