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
        let containerView = transitionContext.containerView
        // 2.2: one container's width to the right and one height down: just off screen,
        // past the bottom-right corner.
        let corner = CGVector(dx: containerView.bounds.width, dy: containerView.bounds.height)
        let duration = transitionDuration(using: transitionContext)

        if presenting {
            guard let chart = transitionContext.view(forKey: .to),
                  let chartController = transitionContext.viewController(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            let finalFrame = transitionContext.finalFrame(for: chartController)
            chart.frame = finalFrame.offsetBy(dx: corner.dx, dy: corner.dy)
            containerView.addSubview(chart)
            UIView.animate(withDuration: 0.25, animations: {
                chart.frame = finalFrame
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let chart = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(false)
                return
            }
            if let sky = transitionContext.view(forKey: .to) {
                containerView.insertSubview(sky, belowSubview: chart)
            }
            UIView.animate(withDuration: duration, animations: {
                chart.frame = chart.frame.offsetBy(dx: corner.dx, dy: corner.dy)
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}
