import UIKit

final class PeekInteraction: UIPercentDrivenInteractiveTransition {
    private var panGesture: UIPanGestureRecognizer?
    private var contextData: UIViewControllerContextTransitioning?

    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        // Always call super first.
        super.startInteractiveTransition(transitionContext)
        contextData = transitionContext
        let panGesture = UIPanGestureRecognizer(target: self, action: PeekInteraction.handleSwipeUpdate)
        panGesture.maximumNumberOfTouches = 1
        transitionContext.containerView.addGestureRecognizer(panGesture)
        self.panGesture = panGesture
    }

    private func handleSwipeUpdate(_ gestureRecognizer: UIPanGestureRecognizer) {
        guard let container = contextData?.containerView else { return }
        let percentage = abs(gestureRecognizer.translation(in: container).y / container.bounds.height)
        switch gestureRecognizer.state {
        case .began:
            gestureRecognizer.setTranslation(.zero, in: container)
        case .changed:
            update(percentage)
        case .ended:
            percentage > 0.5 ? finish() : cancel()
        case .cancelled, .failed:
            cancel()
        default:
            break
        }
    }

    override func finish() {
        super.finish()
        removePan()
    }

    override func cancel() {
        super.cancel()
        removePan()
    }

    private func removePan() {
        if let panGesture { contextData?.containerView.removeGestureRecognizer(panGesture) }
        panGesture = nil
        contextData = nil
    }
}
