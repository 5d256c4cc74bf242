import UIKit

/// Lets a finger pull the star chart in. UIKit starts the presentation first; only then does
/// this object put its own pan on the container view, which now covers the screen.
final class PeekInteraction: UIPercentDrivenInteractiveTransition {
    private var pan: UIPanGestureRecognizer?
    private weak var containerView: UIView?

    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        // 2.6: super first (it starts the animator), then the pan, on the container.
        super.startInteractiveTransition(transitionContext)
        let containerView = transitionContext.containerView
        let pan = UIPanGestureRecognizer(target: self, action: PeekInteraction.didPan)
        pan.maximumNumberOfTouches = 1
        containerView.addGestureRecognizer(pan)
        self.pan = pan
        self.containerView = containerView
    }

    private func didPan(_ pan: UIPanGestureRecognizer) {
        // 2.7: a drag up by the container's height is the whole presentation; let go past half
        // way and it finishes, otherwise it goes back. Either way the pan goes.
        guard let containerView else { return }
        let progress = -pan.translation(in: containerView).y / containerView.bounds.height
        switch pan.state {
        case .changed:
            update(progress)
        case .ended:
            if progress > 0.5 { finish() } else { cancel() }
            containerView.removeGestureRecognizer(pan)
        case .cancelled, .failed:
            cancel()
            containerView.removeGestureRecognizer(pan)
        default:
            break
        }
    }
}
