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
        // TODO 2.2: Move the chart between its final frame and just past the bottom-right corner.
        //   Presenting: put the chart (`transitionContext.view(forKey: .to)`) in the container at
        //   its final frame (`finalFrame(for:)`) moved by the container's width to the right and
        //   its height down, and animate its frame to the final frame. Dismissing: put the sky
        //   (`transitionContext.view(forKey: .to)`) behind the chart and animate the chart's frame
        //   by the same distance, off past the corner. Complete in the animation's completion
        //   with `!transitionContext.transitionWasCancelled`.
        if let toView = transitionContext.view(forKey: .to) {
            transitionContext.containerView.addSubview(toView)
        }
        transitionContext.completeTransition(true)
    }
}
