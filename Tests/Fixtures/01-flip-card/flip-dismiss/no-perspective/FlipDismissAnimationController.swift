import UIKit

final class FlipDismissAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    var destinationFrame = CGRect.zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView

        if let fromVC = transitionContext.viewController(forKey: .from),
           let toVC = transitionContext.viewController(forKey: .to),
           let snapshot = fromVC.view.snapshotView(afterScreenUpdates: false) {
            snapshot.layer.cornerRadius = 25
            snapshot.layer.masksToBounds = true

            containerView.addSubview(toVC.view)
            containerView.addSubview(snapshot)
            fromVC.view.isHidden = true
            toVC.view.layer.transform = AnimationHelper.yRotation(-.pi / 2)

            let destination = destinationFrame
            UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .calculationModeCubic, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3) {
                    snapshot.frame = destination
                }
                UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                    snapshot.layer.transform = AnimationHelper.yRotation(.pi / 2)
                }
                UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                    toVC.view.layer.transform = AnimationHelper.yRotation(0)
                }
            }, completion: { _ in
                fromVC.view.isHidden = false
                snapshot.removeFromSuperview()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            transitionContext.completeTransition(false)
        }
    }
}
