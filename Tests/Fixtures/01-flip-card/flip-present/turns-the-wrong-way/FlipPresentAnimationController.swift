import UIKit

final class FlipPresentAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    /// The frame of the tapped card, in the container's coordinates: where the pet screen starts.
    var originFrame = CGRect.zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView

        if let cardsController = transitionContext.viewController(forKey: .from),
           let petController = transitionContext.viewController(forKey: .to),
           let petPicture = petController.view.snapshotView(afterScreenUpdates: true) {
            let endFrame = transitionContext.finalFrame(for: petController)

            // step 1: picture of the pet, card-sized, rounded like the card
            petPicture.frame = originFrame
            petPicture.layer.cornerRadius = 25
            petPicture.layer.masksToBounds = true

            // step 2: stage
            containerView.addSubview(petController.view)
            petController.view.isHidden = true
            containerView.addSubview(petPicture)
            AnimationHelper.perspectiveTransform(for: containerView)
            petPicture.layer.transform = AnimationHelper.yRotation(-.pi / 2)

            // step 3: animate
            UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: .calculationModeCubic, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3) {
                    cardsController.view.layer.transform = AnimationHelper.yRotation(.pi / 2)
                }
                UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                    petPicture.layer.transform = AnimationHelper.yRotation(0)
                }
                UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                    petPicture.frame = endFrame
                }
            }, completion: { _ in
                // step 4: clean up
                petController.view.isHidden = false
                cardsController.view.layer.transform = CATransform3DIdentity
                petPicture.removeFromSuperview()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            transitionContext.completeTransition(false)
        }
    }
}
