import UIKit

/// Puts the telescope away in two stages: it shrinks to half its size where it is, then drops
/// off the bottom of the screen. Built from keyframes, so that a finger can scrub through both
/// stages and back.
final class StagesAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.8
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let telescope = transitionContext.view(forKey: .from),
              let sky = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        containerView.insertSubview(sky, belowSubview: telescope)
        let start = telescope.center

        UIView.animateKeyframes(withDuration: 0.5, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                telescope.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                telescope.center = CGPoint(x: start.x, y: start.y + containerView.bounds.height)
            }
        }, completion: { _ in
            telescope.transform = .identity
            telescope.center = start
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
