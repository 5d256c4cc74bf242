import UIKit

/// Lets a drag to the right on the pet screen drive its dismissal.
final class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
    var interactionInProgress = false

    private var shouldCompleteTransition = false
    private weak var viewController: UIViewController!

    func wire(to viewController: UIViewController) {
        self.viewController = viewController
        // a normal pan is enough, the drag always starts at the left anyway
        let pan = UIPanGestureRecognizer(target: self, action: SwipeInteractionController.handlePan)
        viewController.view.addGestureRecognizer(pan)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: pan.view?.superview)
        let progress = min(max(translation.x / 200, 0), 1)

        switch pan.state {
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
            if shouldCompleteTransition {
                finish()
            } else {
                cancel()
            }
        default:
            break
        }
    }
}
