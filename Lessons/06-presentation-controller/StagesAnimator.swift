import UIKit

/// Puts the telescope away in two stages: it shrinks to half its size where it is, then drops
/// off the bottom of the screen. Built from keyframes, so that a finger can scrub through both
/// stages and back.
final class StagesAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.8
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // TODO 3.1: Put the sky in the container, behind the telescope.
        //   The telescope is `transitionContext.view(forKey: .from)`, the sky
        //   `transitionContext.view(forKey: .to)`.
        // TODO 3.2: Both stages as keyframes of one animation: shrink, then drop.
        //   In one `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`
        //   of the whole duration, add two keyframes: the first half scales the telescope to 0.5
        //   (`transform`), the second half moves its `center` down by the container's height.
        // TODO 3.3: In the completion, put the telescope back as it was, then complete.
        //   Reset its `transform` and `center` (a cancelled pull leaves it on screen), then call
        //   `transitionContext.completeTransition(!transitionContext.transitionWasCancelled)`.
        if let telescope = transitionContext.view(forKey: .from), let sky = transitionContext.view(forKey: .to) {
            transitionContext.containerView.insertSubview(sky, belowSubview: telescope)
        }
        transitionContext.completeTransition(true)
    }
}
