import UIKit

/// 3.4: the interaction controller of a pan: it keeps the context it is started with, and
/// passes the finger's progress on to it. The context does the rest.
final class PanInteraction: NSObject, UIViewControllerInteractiveTransitioning {
    /// True while a finger drives a switch; the delegate vends this object only then.
    var isDriving = false
    private var context: UIViewControllerContextTransitioning?

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
    }

    func update(_ percentComplete: CGFloat) {
        context?.updateInteractiveTransition(percentComplete)
    }

    func finish() {
        context?.finishInteractiveTransition()
    }

    func cancel() {
        context?.cancelInteractiveTransition()
    }
}
