import UIKit

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

    private func endInteraction(finishing: Bool) {
        interactionInProgress = false
        if finishing {
            finish()
        } else {
            cancel()
        }
    }

    func handleGesture(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
        let state = gestureRecognizer.state
        if state == .began {
            interactionInProgress = true
            viewController.dismiss(animated: true)
            return
        }
        if state == .changed {
            var progress = gestureRecognizer.translation(in: gestureRecognizer.view?.superview).x / 200.0
            if progress < 0 { progress = 0 }
            if progress > 1 { progress = 1 }
            shouldCompleteTransition = progress > 0.5
            update(progress)
            return
        }
        if state == .ended {
            endInteraction(finishing: shouldCompleteTransition)
            return
        }
        if state == .cancelled {
            endInteraction(finishing: false)
        }
    }
}
