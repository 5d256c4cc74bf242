import UIKit

fileprivate extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}

/// Lets a swipe from the left edge of the pet screen drive its dismissal: the flip follows the
/// finger, and letting go past halfway finishes it, before halfway undoes it.
final class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
    /// True while a swipe drives the dismissal; the transitioning delegate vends this object
    /// only then.
    var interactionInProgress = false

    private var shouldCompleteTransition = false
    private weak var viewController: UIViewController!

    /// Attaches the swipe to `viewController`'s view; the swipe will dismiss that controller.
    func wire(to viewController: UIViewController) {
        self.viewController = viewController
        prepareGestureRecognizer(in: viewController.view)
    }

    private func prepareGestureRecognizer(in view: UIView) {
        let gesture = UIScreenEdgePanGestureRecognizer(target: self, action: SwipeInteractionController.handleGesture)
        gesture.edges = .left
        view.addGestureRecognizer(gesture)
    }

    func handleGesture(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
        // nil means the window's coordinates, which the container (the pet screen's superview)
        // fills exactly.
        let translation = gestureRecognizer.translation(in: nil)
        let progress = (translation.x / 200).clamped(to: 0...1)

        switch gestureRecognizer.state {
        case .began:
            interactionInProgress = true
            viewController?.dismiss(animated: true)
        case .changed:
            shouldCompleteTransition = progress > 0.5
            update(progress)
        case .ended:
            interactionInProgress = false
            if shouldCompleteTransition { finish() } else { cancel() }
        case .cancelled:
            interactionInProgress = false
            cancel()
        default:
            return
        }
    }
}
