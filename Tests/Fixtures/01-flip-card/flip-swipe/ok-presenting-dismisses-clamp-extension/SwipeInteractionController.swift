import UIKit

private extension CGFloat {
    func clamped(to range: ClosedRange<CGFloat>) -> CGFloat {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}

final class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
    var interactionInProgress = false

    private var shouldCompleteTransition = false
    private weak var viewController: UIViewController?

    private let travel: CGFloat = 200
    private let threshold: CGFloat = 0.5

    func wire(to viewController: UIViewController) {
        self.viewController = viewController
        let recognizer = UIScreenEdgePanGestureRecognizer(target: self, action: SwipeInteractionController.handleGesture)
        recognizer.edges = [.left]
        viewController.view.addGestureRecognizer(recognizer)
    }

    func handleGesture(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
        let dx = gestureRecognizer.translation(in: gestureRecognizer.view?.superview).x
        let progress = (dx / travel).clamped(to: 0...1)

        switch gestureRecognizer.state {
        case .began:
            interactionInProgress = true
            viewController?.presentingViewController?.dismiss(animated: true)
        case .changed:
            shouldCompleteTransition = progress >= threshold
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
