import UIKit

/// Flips the pet back into the card screen.
final class FlipDismissAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    var destinationFrame = CGRect.zero

    private let duration: TimeInterval = 0.6

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let petVC = transitionContext.viewController(forKey: .from)!
        let cardsVC = transitionContext.viewController(forKey: .to)!
        let petPicture = makePicture(of: petVC.view)

        container.addSubview(cardsVC.view)
        container.addSubview(petPicture)
        petVC.view.isHidden = true
        AnimationHelper.perspectiveTransform(for: container)
        cardsVC.view.layer.transform = AnimationHelper.yRotation(-.pi / 2)

        let cardFrame = destinationFrame
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3) {
                petPicture.frame = cardFrame
            }
            UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                petPicture.layer.transform = AnimationHelper.yRotation(.pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                cardsVC.view.layer.transform = AnimationHelper.yRotation(0)
            }
        }, completion: { _ in
            petVC.view.isHidden = false
            petPicture.removeFromSuperview()
            // animation is over, so the transition is done
            transitionContext.completeTransition(true)
        })
    }

    private func makePicture(of view: UIView) -> UIView {
        let picture = view.snapshotView(afterScreenUpdates: false)!
        picture.layer.cornerRadius = 25
        picture.layer.masksToBounds = true
        return picture
    }
}
