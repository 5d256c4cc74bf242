import UIKit

final class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
    var interactionInProgress = false

    private var shouldCompleteTransition = false
    private weak var viewController: UIViewController!

    /// 200 points of travel is the whole animation.
    private let swipeDistance: CGFloat = 200

    func wire(to viewController: UIViewController) {
        self.viewController = viewController
        let gesture = UIScreenEdgePanGestureRecognizer(target: self, action: SwipeInteractionController.handleGesture)
        gesture.edges = .left
        viewController.view.addGestureRecognizer(gesture)
    }

    func handleGesture(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
        guard let view = gestureRecognizer.view?.superview else { return }
        let translation = gestureRecognizer.translation(in: view)
        let progress = clamp(translation.x / swipeDistance)

        switch gestureRecognizer.state {
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
            guard shouldCompleteTransition else {
                cancel()
                return
            }
            finish()
        default:
            break
        }
    }

    private func clamp(_ value: CGFloat) -> CGFloat {
        if value < 0 { return 0 }
        if value > 1 { return 1 }
        return value
    }
}
