import UIKit

/// Dismisses the pet screen: it shrinks back to the card's size, turns away, and the card
/// screen turns back in.
final class FlipDismissAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    /// The frame of the card, in the container's coordinates: where the pet screen ends.
    var destinationFrame = CGRect.zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let petScreen = transitionContext.view(forKey: .from),
              let cardScreen = transitionContext.view(forKey: .to),
              let petPicture = petScreen.snapshotView(afterScreenUpdates: false) else {
            transitionContext.completeTransition(false)
            return
        }
        let cardFrame = destinationFrame

        petPicture.layer.cornerRadius = 25
        petPicture.layer.masksToBounds = true

        // As in the fade chapter: the screen we go back to goes underneath the one leaving.
        container.insertSubview(cardScreen, belowSubview: petScreen)
        container.addSubview(petPicture)
        petScreen.isHidden = true

        AnimationHelper.perspectiveTransform(for: container)
        cardScreen.layer.transform = AnimationHelper.yRotation(-.pi / 2)

        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3) {
                petPicture.frame = cardFrame
            }
            UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                petPicture.layer.transform = AnimationHelper.yRotation(.pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                cardScreen.layer.transform = AnimationHelper.yRotation(0)
            }
        }, completion: { _ in
            petScreen.isHidden = false
            petPicture.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
