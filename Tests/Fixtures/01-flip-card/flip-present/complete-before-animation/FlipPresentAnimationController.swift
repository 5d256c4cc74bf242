import UIKit

final class FlipPresentAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    var originFrame = CGRect.zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let cardsController = transitionContext.viewController(forKey: .from),
              let petController = transitionContext.viewController(forKey: .to),
              let petPicture = petController.view.snapshotView(afterScreenUpdates: true)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let endFrame = transitionContext.finalFrame(for: petController)

        petPicture.frame = originFrame
        petPicture.layer.cornerRadius = 25
        petPicture.layer.masksToBounds = true

        containerView.addSubview(petController.view)
        petController.view.isHidden = true
        containerView.addSubview(petPicture)
        AnimationHelper.perspectiveTransform(for: containerView)
        petPicture.layer.transform = AnimationHelper.yRotation(.pi / 2)

        UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3) {
                cardsController.view.layer.transform = AnimationHelper.yRotation(-.pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                petPicture.layer.transform = AnimationHelper.yRotation(0)
            }
            UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                petPicture.frame = endFrame
            }
        }, completion: { _ in
            petController.view.isHidden = false
            cardsController.view.layer.transform = CATransform3DIdentity
            petPicture.removeFromSuperview()
        })

        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
}
