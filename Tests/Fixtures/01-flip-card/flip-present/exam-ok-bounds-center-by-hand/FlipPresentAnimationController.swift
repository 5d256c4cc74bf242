import UIKit

/// Presents the pet screen by turning the card screen away, turning a card-sized picture of the
/// pet screen in, and growing that picture to fill the screen.
final class FlipPresentAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    /// The frame of the tapped card, in the container's coordinates: where the pet screen starts.
    var originFrame = CGRect.zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let snapshot = toVC.view.snapshotView(afterScreenUpdates: true)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let finalFrame = transitionContext.finalFrame(for: toVC)

        // Place the picture on the card by size and centre rather than by frame.
        snapshot.bounds = CGRect(origin: .zero, size: originFrame.size)
        snapshot.center = CGPoint(x: originFrame.midX, y: originFrame.midY)
        snapshot.layer.cornerRadius = 25
        snapshot.layer.masksToBounds = true

        containerView.addSubview(toVC.view)
        toVC.view.isHidden = true
        containerView.addSubview(snapshot)

        // Perspective by hand: the same m34 the helper uses.
        var perspective = CATransform3DIdentity
        perspective.m34 = -0.002
        containerView.layer.sublayerTransform = perspective

        let quarterTurn = CGFloat.pi / 2
        snapshot.layer.transform = CATransform3DMakeRotation(quarterTurn, 0, 1, 0)

        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3) {
                fromVC.view.layer.transform = CATransform3DMakeRotation(-quarterTurn, 0, 1, 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                snapshot.layer.transform = CATransform3DIdentity
            }
            UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                snapshot.bounds = CGRect(origin: .zero, size: finalFrame.size)
                snapshot.center = CGPoint(x: finalFrame.midX, y: finalFrame.midY)
            }
        }, completion: { _ in
            toVC.view.isHidden = false
            fromVC.view.layer.transform = CATransform3DIdentity
            snapshot.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
