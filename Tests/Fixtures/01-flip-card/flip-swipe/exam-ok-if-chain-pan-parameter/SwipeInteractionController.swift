import UIKit

/// Lets a swipe from the left edge of the pet screen drive its dismissal: the flip follows the
/// finger, and letting go past halfway finishes it, before halfway undoes it.
final class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
    /// True while a swipe drives the dismissal; the transitioning delegate vends this object
    /// only then.
    var interactionInProgress = false

    private var shouldCompleteTransition = false
    private weak var viewController: UIViewController!

    /// How far the finger travels for the whole flip.
    private let fullSwipe: CGFloat = 200

    /// Attaches the swipe to `viewController`'s view; the swipe will dismiss that controller.
    func wire(to viewController: UIViewController) {
        self.viewController = viewController
        let edgeSwipe = UIScreenEdgePanGestureRecognizer(target: self, action: SwipeInteractionController.handleGesture)
        edgeSwipe.edges = [.left]
        viewController.view.addGestureRecognizer(edgeSwipe)
    }

    func handleGesture(_ pan: UIPanGestureRecognizer) {
        let dx = pan.translation(in: pan.view?.superview).x
        let progress = max(0, min(1, dx / fullSwipe))

        let state = pan.state
        if state == .began {
            interactionInProgress = true
            viewController.dismiss(animated: true)
        } else if state == .changed {
            shouldCompleteTransition = progress > 0.5
            update(progress)
        } else if state == .cancelled {
            interactionInProgress = false
            cancel()
        } else if state == .ended {
            interactionInProgress = false
            shouldCompleteTransition ? finish() : cancel()
        }
    }
}
