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
        guard let telescope = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        if let sky = transitionContext.view(forKey: .to) {
            container.insertSubview(sky, belowSubview: telescope)
        }

        let originalCenter = telescope.center
        let dropDistance = container.bounds.height

        let shrink = {
            telescope.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        }
        let drop = {
            telescope.center.y += dropDistance
        }
        let putBack = {
            telescope.transform = .identity
            telescope.center = originalCenter
        }

        let duration = transitionDuration(using: transitionContext)
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.5, animations: shrink)
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5, animations: drop)
        }, completion: { _ in
            putBack()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
