import UIKit

/// Lets a finger pull the star chart in. UIKit starts the presentation first; only then does
/// this object put its own pan on the container view, which now covers the screen.
final class PeekInteraction: UIPercentDrivenInteractiveTransition {
    private var pan: UIPanGestureRecognizer?
    private weak var containerView: UIView?

    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        let pan = UIPanGestureRecognizer(target: self, action: PeekInteraction.didPan)
        transitionContext.containerView.addGestureRecognizer(pan)
        self.pan = pan
        containerView = transitionContext.containerView
    }

    private func didPan(_ pan: UIPanGestureRecognizer) {
        guard let containerView else { return }
        let progress = -pan.translation(in: containerView).y / containerView.bounds.height
        switch pan.state {
        case .changed:
            update(progress)
        case .ended:
            if progress > 0.5 {
                finish()
            } else {
                cancel()
            }
            containerView.removeGestureRecognizer(pan)
        default:
            break
        }
    }
}
