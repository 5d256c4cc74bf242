import UIKit

/// Dismisses the pet screen: it shrinks back to the card's size, turns away, and the card
/// screen turns back in.
final class FlipDismissAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    /// The frame of the card, in the container's coordinates: where the pet screen ends.
    var destinationFrame = CGRect.zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let snapshot = fromVC.view.snapshotView(afterScreenUpdates: false) else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        snapshot.layer.cornerRadius = 25.0
        snapshot.layer.masksToBounds = true

        containerView.addSubview(toVC.view)
        containerView.addSubview(snapshot)
        fromVC.view.isHidden = true

        AnimationHelper.perspectiveTransform(for: containerView)
        toVC.view.layer.transform = CATransform3DRotate(CATransform3DIdentity, -.pi / 2, 0, 1, 0)

        let duration = transitionDuration(using: transitionContext)
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: .calculationModeCubic) {
            UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.33) {
                snapshot.frame = self.destinationFrame
            }
            UIView.addKeyframe(withRelativeStartTime: 0.33, relativeDuration: 0.33) {
                snapshot.layer.transform = CATransform3DRotate(CATransform3DIdentity, .pi / 2, 0, 1, 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.66, relativeDuration: 0.34) {
                toVC.view.layer.transform = CATransform3DIdentity
            }
        } completion: { _ in
            fromVC.view.isHidden = false
            snapshot.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
