import UIKit

/// Brings the star chart in from beyond the bottom-right corner and sends it back there.
final class DiagonalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// True to present the chart, false to dismiss it.
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        // One screen right and one screen down: just past the bottom-right corner.
        let pastTheCorner = CGAffineTransform(translationX: container.bounds.width, y: container.bounds.height)
        let duration = transitionDuration(using: transitionContext)

        if presenting {
            guard let toController = transitionContext.viewController(forKey: .to),
                  let chart = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            // The chart sits at its final frame; the translation carries it out to the corner.
            chart.frame = transitionContext.finalFrame(for: toController)
            chart.transform = pastTheCorner
            container.addSubview(chart)
            UIView.animate(withDuration: duration, animations: {
                chart.transform = .identity
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let chart = transitionContext.view(forKey: .from),
                  let sky = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            container.insertSubview(sky, belowSubview: chart)
            UIView.animate(withDuration: duration, animations: {
                chart.transform = pastTheCorner
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}
