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
        let offset = (dx: containerView.bounds.width, dy: containerView.bounds.height)

        if presenting {
            guard let chart = transitionContext.view(forKey: .to),
                  let chartController = transitionContext.viewController(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            let finalFrame = transitionContext.finalFrame(for: chartController)
            chart.frame = finalFrame.offsetBy(dx: offset.dx, dy: offset.dy)
            containerView.addSubview(chart)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                chart.frame = finalFrame
            }, completion: { finished in
                transitionContext.completeTransition(finished)
            })
        } else {
            guard let chart = transitionContext.view(forKey: .from),
                  let sky = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            containerView.insertSubview(sky, belowSubview: chart)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                chart.frame = chart.frame.offsetBy(dx: offset.dx, dy: offset.dy)
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}
