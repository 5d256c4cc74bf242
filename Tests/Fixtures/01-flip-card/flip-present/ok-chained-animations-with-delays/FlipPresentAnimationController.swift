import UIKit

final class FlipPresentAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    var originFrame = CGRect.zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
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

        containerView.addSubview(toVC.view)
        toVC.view.isHidden = true
        containerView.addSubview(snapshot)
        AnimationHelper.perspectiveTransform(for: containerView)
        snapshot.layer.transform = AnimationHelper.yRotation(.pi / 2)

        // Three acts of a third each, one after the other.
        let act = transitionDuration(using: transitionContext) / 3
        UIView.animate(withDuration: act, delay: 0, options: .curveEaseInOut, animations: {
            fromVC.view.layer.transform = AnimationHelper.yRotation(-.pi / 2)
        }, completion: nil)
        UIView.animate(withDuration: act, delay: act, options: .curveEaseInOut, animations: {
            snapshot.layer.transform = AnimationHelper.yRotation(0)
        }, completion: nil)
        UIView.animate(withDuration: act, delay: 2 * act, options: .curveEaseInOut, animations: {
            snapshot.frame = finalFrame
        }, completion: { _ in
            toVC.view.isHidden = false
            fromVC.view.layer.transform = CATransform3DIdentity
            snapshot.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
