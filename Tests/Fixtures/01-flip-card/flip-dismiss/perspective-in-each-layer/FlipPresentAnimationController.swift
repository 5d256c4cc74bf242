import UIKit

/// Card flip, with the perspective built into each turning layer's own transform instead of
/// the container's sublayerTransform.
final class FlipPresentAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    var originFrame = CGRect.zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.6
    }

    /// A turn about the vertical axis, seen in perspective.
    private func turned(by angle: CGFloat) -> CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = -0.002
        return CATransform3DRotate(perspective, angle, 0, 1, 0)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let snapshot = toVC.view.snapshotView(afterScreenUpdates: true) else {
            transitionContext.completeTransition(false)
            return
        }
        let finalFrame = transitionContext.finalFrame(for: toVC)

        snapshot.frame = originFrame
        snapshot.layer.cornerRadius = 25
        snapshot.layer.masksToBounds = true

        container.addSubview(toVC.view)
        container.addSubview(snapshot)
        toVC.view.isHidden = true
        snapshot.layer.transform = turned(by: .pi / 2)

        let flat = turned(by: 0)
        let edgeOn = turned(by: -.pi / 2)
        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3) {
                fromVC.view.layer.transform = edgeOn
            }
            UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                snapshot.layer.transform = flat
            }
            UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                snapshot.frame = finalFrame
            }
        }, completion: { _ in
            toVC.view.isHidden = false
            fromVC.view.layer.transform = CATransform3DIdentity
            snapshot.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
