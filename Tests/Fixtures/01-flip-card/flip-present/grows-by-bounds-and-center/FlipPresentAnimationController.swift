import UIKit

final class FlipPresentAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    var originFrame = CGRect.zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let cardsVC = transitionContext.viewController(forKey: .from),
              let petVC = transitionContext.viewController(forKey: .to),
              let petSnapshot = petVC.view.snapshotView(afterScreenUpdates: true) else {
            transitionContext.completeTransition(false)
            return
        }

        // size and position separately: bounds for the size, center for the place
        let target = transitionContext.finalFrame(for: petVC)
        let targetBounds = CGRect(origin: .zero, size: target.size)
        let targetCenter = CGPoint(x: target.midX, y: target.midY)

        petSnapshot.bounds = CGRect(origin: .zero, size: originFrame.size)
        petSnapshot.center = CGPoint(x: originFrame.midX, y: originFrame.midY)
        petSnapshot.layer.cornerRadius = 25
        petSnapshot.layer.masksToBounds = true

        containerView.addSubview(petVC.view)
        petVC.view.isHidden = true
        containerView.addSubview(petSnapshot)
        AnimationHelper.perspectiveTransform(for: containerView)
        petSnapshot.layer.transform = AnimationHelper.yRotation(.pi / 2)

        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3) {
                cardsVC.view.layer.transform = AnimationHelper.yRotation(-.pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                petSnapshot.layer.transform = AnimationHelper.yRotation(0)
            }
            UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                petSnapshot.bounds = targetBounds
                petSnapshot.center = targetCenter
            }
        }, completion: { _ in
            petVC.view.isHidden = false
            cardsVC.view.layer.transform = CATransform3DIdentity
            petSnapshot.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
