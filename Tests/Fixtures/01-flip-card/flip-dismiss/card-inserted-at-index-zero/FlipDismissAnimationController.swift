import UIKit

/// Dismisses the pet screen: it shrinks back to the card's size, turns away, and the card
/// screen turns back in.
final class FlipDismissAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    var destinationFrame = CGRect.zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromViewController = transitionContext.viewController(forKey: .from),
              let toViewController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        guard let snapshot = fromViewController.view.snapshotView(afterScreenUpdates: false) else {
            transitionContext.completeTransition(false)
            return
        }
        snapshot.frame = fromViewController.view.frame
        snapshot.layer.cornerRadius = 25
        snapshot.layer.masksToBounds = true

        // card screen at the very back, picture of the pet at the very front
        containerView.insertSubview(toViewController.view, at: 0)
        containerView.addSubview(snapshot)
        fromViewController.view.isHidden = true

        AnimationHelper.perspectiveTransform(for: containerView)
        toViewController.view.layer.transform = AnimationHelper.yRotation(-.pi / 2)

        let destination = destinationFrame
        UIView.animateKeyframes(
            withDuration: transitionDuration(using: transitionContext),
            delay: 0,
            options: .calculationModeCubic,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.333) {
                    snapshot.frame = destination
                }
                UIView.addKeyframe(withRelativeStartTime: 0.333, relativeDuration: 0.333) {
                    snapshot.layer.transform = AnimationHelper.yRotation(.pi / 2)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.667, relativeDuration: 0.333) {
                    toViewController.view.layer.transform = AnimationHelper.yRotation(0.0)
                }
            },
            completion: { _ in
                fromViewController.view.isHidden = false
                snapshot.removeFromSuperview()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
