import UIKit

/// Puts the telescope away in two stages: it shrinks to half its size where it is, then drops
/// off the bottom of the screen. Built from keyframes, so that a finger can scrub through both
/// stages and back.
final class StagesAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Where the drop begins, as a fraction of the whole animation (keyframe times are 0...1).
    private let dropStart = 0.5

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.8
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let telescopeView = transitionContext.viewController(forKey: .from)?.view,
              let skyView = transitionContext.viewController(forKey: .to)?.view else {
            transitionContext.completeTransition(false)
            return
        }
        containerView.insertSubview(skyView, belowSubview: telescopeView)

        let restingCenter = telescopeView.center
        let droppedCenter = CGPoint(x: restingCenter.x, y: restingCenter.y + containerView.bounds.height)

        UIView.animateKeyframes(
            withDuration: transitionDuration(using: transitionContext),
            delay: 0,
            options: .calculationModeLinear,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: self.dropStart) {
                    telescopeView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
                }
                UIView.addKeyframe(withRelativeStartTime: self.dropStart, relativeDuration: 1 - self.dropStart) {
                    telescopeView.center = droppedCenter
                }
            },
            completion: { _ in
                // A cancelled pull plays back to the start but leaves these values: reset them.
                telescopeView.transform = .identity
                telescopeView.center = restingCenter
                let finished = !transitionContext.transitionWasCancelled
                transitionContext.completeTransition(finished)
            })
    }
}
