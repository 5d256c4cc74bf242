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

    /// `frame` moved one container width to the right and one container height down.
    private func cornerFrame(for frame: CGRect, in container: UIView) -> CGRect {
        var moved = frame
        moved.origin.x += container.bounds.size.width
        moved.origin.y += container.bounds.size.height
        return moved
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let chartKey: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let chartController = transitionContext.viewController(forKey: chartKey),
              let chartView = chartController.view else {
            transitionContext.completeTransition(false)
            return
        }

        let onScreen: CGRect
        let offScreen: CGRect
        switch presenting {
        case true:
            onScreen = transitionContext.finalFrame(for: chartController)
            offScreen = cornerFrame(for: onScreen, in: container)
            chartView.frame = offScreen
            container.addSubview(chartView)
        case false:
            onScreen = transitionContext.initialFrame(for: chartController)
            offScreen = cornerFrame(for: onScreen, in: container)
            if let skyView = transitionContext.view(forKey: .to) {
                container.insertSubview(skyView, belowSubview: chartView)
            }
        }

        UIView.animate(withDuration: transitionDuration(using: transitionContext),
                       delay: 0,
                       options: [.curveEaseInOut],
                       animations: {
                           chartView.frame = self.presenting ? onScreen : offScreen
                       },
                       completion: { _ in
                           let completed = !transitionContext.transitionWasCancelled
                           transitionContext.completeTransition(completed)
                       })
    }
}
