import UIKit

/// Lets a finger pull the star chart in. UIKit starts the presentation first; only then does
/// this object put its own pan on the container view, which now covers the screen.
final class PeekInteraction: UIPercentDrivenInteractiveTransition {
    private var pan: UIPanGestureRecognizer?
    private weak var containerView: UIView?

    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        // Let UIKit run the animator first: it holds the chart at 0 %.
        super.startInteractiveTransition(transitionContext)

        let container = transitionContext.containerView
        let recognizer = UIPanGestureRecognizer(target: self, action: PeekInteraction.didPan)
        container.addGestureRecognizer(recognizer)
        pan = recognizer
        containerView = container
    }

    /// How far up the finger has gone, as a share of the container's height (0...1).
    private func progress(of recognizer: UIPanGestureRecognizer, in container: UIView) -> CGFloat {
        let upward = -recognizer.translation(in: container).y
        return min(max(upward / container.bounds.height, 0), 1)
    }

    private func didPan(_ recognizer: UIPanGestureRecognizer) {
        guard let container = containerView else { return }
        let fraction = progress(of: recognizer, in: container)

        switch recognizer.state {
        case .began, .changed:
            update(fraction)
        case .ended:
            fraction > 0.5 ? finish() : cancel()
            stopListening()
        case .cancelled, .failed:
            cancel()
            stopListening()
        default:
            break
        }
    }

    /// The peek is over: the pan leaves the container, which may stay on screen.
    private func stopListening() {
        if let pan {
            containerView?.removeGestureRecognizer(pan)
        }
        pan = nil
    }
}
