import UIKit

final class FlipDismissAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    var destinationFrame = CGRect.zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let petController = transitionContext.viewController(forKey: .from),
              let cardsController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        guard let petPicture = petController.view.snapshotView(afterScreenUpdates: false) else {
            transitionContext.completeTransition(false)
            return
        }
        petPicture.layer.cornerRadius = 25
        petPicture.layer.masksToBounds = true

        containerView.addSubview(cardsController.view)
        containerView.addSubview(petPicture)
        petController.view.isHidden = true
        AnimationHelper.perspectiveTransform(for: containerView)
        cardsController.view.layer.transform = AnimationHelper.yRotation(-.pi / 2)

        let cardFrame = destinationFrame
        UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3) {
                petPicture.frame = cardFrame
            }
            UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                petPicture.layer.transform = AnimationHelper.yRotation(.pi / 2)
            }
        }, completion: { _ in
            petController.view.isHidden = false
            petPicture.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
