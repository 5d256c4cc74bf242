import UIKit

final class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
    var interactionInProgress = false

    private var shouldCompleteTransition = false
    private weak var viewController: UIViewController!

    func wire(to viewController: UIViewController) {
        self.viewController = viewController
        let pan = UIScreenEdgePanGestureRecognizer(target: self, action: SwipeInteractionController.handleGesture)
        pan.edges = .left
        viewController.view.addGestureRecognizer(pan)
    }

    func handleGesture(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
        let translation = gestureRecognizer.translation(in: gestureRecognizer.view?.superview)
        var progress = translation.x / 200.0
        if progress < 0 { progress = 0 }
        if progress > 1 { progress = 1 }

        if gestureRecognizer.state == .began {
            interactionInProgress = true
            viewController?.dismiss(animated: true)
        } else if gestureRecognizer.state == .changed {
            // make sure the user really means it
            shouldCompleteTransition = progress > 0.75
            update(progress)
        } else if gestureRecognizer.state == .cancelled {
            interactionInProgress = false
            cancel()
        } else if gestureRecognizer.state == .ended {
            interactionInProgress = false
            if shouldCompleteTransition {
                finish()
            } else {
                cancel()
            }
        }
    }
}
