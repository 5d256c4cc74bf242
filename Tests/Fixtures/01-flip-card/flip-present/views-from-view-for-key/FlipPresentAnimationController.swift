import UIKit

final class FlipPresentAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    /// Where the tapped card is, in the container's coordinates.
    var originFrame = CGRect.zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let cardsView = transitionContext.view(forKey: .from),
              let petView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let endFrame = transitionContext.viewController(forKey: .to).map { transitionContext.finalFrame(for: $0) } ?? container.bounds

        guard let petCard = petView.snapshotView(afterScreenUpdates: true) else {
            transitionContext.completeTransition(false)
            return
        }
        petCard.frame = originFrame
        petCard.layer.cornerRadius = 25
        petCard.layer.masksToBounds = true

        container.addSubview(petView)
        petView.isHidden = true
        container.addSubview(petCard)
        AnimationHelper.perspectiveTransform(for: container)
        petCard.layer.transform = AnimationHelper.yRotation(.pi / 2)

        let duration = transitionDuration(using: transitionContext)
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3) {
                cardsView.layer.transform = AnimationHelper.yRotation(-.pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                petCard.layer.transform = AnimationHelper.yRotation(0)
            }
            UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                petCard.frame = endFrame
            }
        }, completion: { _ in
            petView.isHidden = false
            cardsView.layer.transform = CATransform3DIdentity
            petCard.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
