import UIKit

final class FlipPresentAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    var originFrame: CGRect = .zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if let fromVC = transitionContext.viewController(forKey: .from),
           let toVC = transitionContext.viewController(forKey: .to),
           let snapshot = toVC.view.snapshotView(afterScreenUpdates: true) {
            flip(from: fromVC, to: toVC, snapshot: snapshot, using: transitionContext)
        } else {
            transitionContext.completeTransition(false)
        }
    }

    private func flip(from fromVC: UIViewController, to toVC: UIViewController, snapshot: UIView, using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        let endFrame = context.finalFrame(for: toVC)

        // make the snapshot look like the card
        snapshot.frame = originFrame
        snapshot.layer.cornerRadius = 25
        snapshot.clipsToBounds = true

        container.addSubview(toVC.view)
        toVC.view.isHidden = true
        container.addSubview(snapshot)
        AnimationHelper.perspectiveTransform(for: container)
        snapshot.layer.transform = AnimationHelper.yRotation(Double.pi / 2)

        UIView.animateKeyframes(withDuration: transitionDuration(using: context), delay: 0.0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3) {
                fromVC.view.layer.transform = AnimationHelper.yRotation(-Double.pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                snapshot.layer.transform = AnimationHelper.yRotation(0)
            }
            UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                snapshot.frame = endFrame
            }
        }, completion: { _ in
            toVC.view.isHidden = false
            fromVC.view.layer.transform = CATransform3DIdentity
            snapshot.removeFromSuperview()
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
