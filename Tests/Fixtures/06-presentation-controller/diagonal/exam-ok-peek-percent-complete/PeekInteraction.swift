import UIKit

/// Lets a finger pull the star chart in. UIKit starts the presentation first; only then does
/// this object put its own pan on the container view, which now covers the screen.
final class PeekInteraction: UIPercentDrivenInteractiveTransition {
    private var pan: UIPanGestureRecognizer?
    private weak var containerView: UIView?

    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        containerView = transitionContext.containerView
        pan = UIPanGestureRecognizer(target: self, action: PeekInteraction.didPan)
        if let pan = pan {
            containerView?.addGestureRecognizer(pan)
        }
    }

    func didPan(_ gesture: UIPanGestureRecognizer) {
        guard let containerView = containerView else { return }
        let height = containerView.bounds.height
        let dragged = gesture.translation(in: containerView)

        if gesture.state == .changed {
            // Up is negative y; the chart follows the finger upwards.
            update(-dragged.y / height)
        } else if gesture.state == .ended || gesture.state == .cancelled {
            if gesture.state == .ended {
                update(-dragged.y / height)
            }
            if gesture.state == .ended && percentComplete > 0.5 {
                finish()
            } else {
                cancel()
            }
            containerView.removeGestureRecognizer(gesture)
            pan = nil
        }
    }
}
