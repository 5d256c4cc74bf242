import UIKit

final class FlipDismissAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    var destinationFrame = CGRect.zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let petVC = transitionContext.viewController(forKey: .from),
              let cardsVC = transitionContext.viewController(forKey: .to),
              let petSnapshot = petVC.view.snapshotView(afterScreenUpdates: false) else {
            transitionContext.completeTransition(false)
            return
        }
        petSnapshot.layer.cornerRadius = 25
        petSnapshot.layer.masksToBounds = true

        container.addSubview(cardsVC.view)
        container.addSubview(petSnapshot)
        petVC.view.isHidden = true
        AnimationHelper.perspectiveTransform(for: container)
        cardsVC.view.layer.transform = AnimationHelper.yRotation(-.pi / 2)

        let target = destinationFrame
        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3) {
                petSnapshot.frame = target
            }
            UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                petSnapshot.layer.transform = AnimationHelper.yRotation(.pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                cardsVC.view.layer.transform = AnimationHelper.yRotation(0)
            }
        }, completion: { _ in
            // the pet screen goes away anyway, no need to show it again
            petSnapshot.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
