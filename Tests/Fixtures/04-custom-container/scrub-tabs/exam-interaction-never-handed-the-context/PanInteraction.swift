import UIKit

/// The interaction controller of a pan across the pages.
final class PanInteraction: NSObject, UIViewControllerInteractiveTransitioning {
    /// True while a finger drives a switch.
    var isDriving = false
    private weak var context: UIViewControllerContextTransitioning?

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
    }

    func update(_ progress: CGFloat) { context?.updateInteractiveTransition(progress) }
    func finish() { context?.finishInteractiveTransition() }
    func cancel() { context?.cancelInteractiveTransition() }
}
