import UIKit

/// Puts the telescope away in two stages: it shrinks to half its size where it is, then drops
/// off the bottom of the screen. Built from keyframes, so that a finger can scrub through both
/// stages and back.
final class StagesAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.8
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let telescope = transitionContext.view(forKey: .from),
              let sky = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        container.insertSubview(sky, belowSubview: telescope)
        let start = telescope.center
        let half = transitionDuration(using: transitionContext) / 2

        // Both stages start now, inside animateTransition, so an interaction holds both. The
        // first eases in and the second eases out, so the telescope does not stop between them.
        UIView.animate(withDuration: half, delay: 0, options: [.curveEaseIn], animations: {
            telescope.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        }, completion: nil)
        UIView.animate(withDuration: half, delay: half, options: [.curveEaseOut], animations: {
            telescope.center = CGPoint(x: start.x, y: start.y + container.bounds.height)
        }, completion: { _ in
            telescope.transform = .identity
            telescope.center = start
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
