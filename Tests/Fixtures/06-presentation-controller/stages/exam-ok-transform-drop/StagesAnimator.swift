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

        // Everything through the transform: first half size, then half size moved down by the
        // height of the container (the translation comes after the scale, so it is not halved).
        let halfSize = CGAffineTransform(scaleX: 0.5, y: 0.5)
        let halfSizeDropped = halfSize.concatenating(CGAffineTransform(translationX: 0, y: container.bounds.height))

        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                telescope.transform = halfSize
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                telescope.transform = halfSizeDropped
            }
        }) { _ in
            telescope.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
