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
        let size = container.bounds.size

        func pastTheCorner(_ point: CGPoint) -> CGPoint {
            CGPoint(x: point.x + size.width, y: point.y + size.height)
        }

        let chart: UIView
        let target: CGPoint
        if presenting {
            guard let view = transitionContext.view(forKey: .to),
                  let controller = transitionContext.viewController(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            chart = view
            chart.frame = transitionContext.finalFrame(for: controller)
            target = chart.center
            chart.center = pastTheCorner(target)
            container.addSubview(chart)
        } else {
            guard let view = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(false)
                return
            }
            chart = view
            if let sky = transitionContext.view(forKey: .to) {
                container.insertSubview(sky, belowSubview: chart)
            }
            target = pastTheCorner(chart.center)
        }

        UIView.animate(withDuration: 0.5, delay: 0, options: [], animations: {
            chart.center = target
        }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
