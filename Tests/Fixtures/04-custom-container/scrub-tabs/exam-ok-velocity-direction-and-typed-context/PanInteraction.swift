import UIKit

/// The interaction controller of a pan across the pages.
final class PanInteraction: NSObject {
    /// True while a finger drives a switch.
    var isDriving = false

    /// The switch the finger drives; the container keeps it, not us.
    private weak var transitionContext: ContainerTransitionContext?
}

extension PanInteraction: UIViewControllerInteractiveTransitioning {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext as? ContainerTransitionContext
    }

    /// The finger is `percentComplete` of the way across.
    func update(_ percentComplete: CGFloat) {
        transitionContext?.updateInteractiveTransition(percentComplete)
    }

    /// The finger let go far enough: play the rest.
    func finish() {
        transitionContext?.finishInteractiveTransition()
    }

    /// The finger let go too early, or the gesture was cancelled: go back.
    func cancel() {
        transitionContext?.cancelInteractiveTransition()
    }
}
