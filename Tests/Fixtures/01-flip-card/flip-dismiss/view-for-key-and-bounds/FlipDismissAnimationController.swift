import UIKit

/// Flips the pet back into the card.
final class FlipDismissAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    var destinationFrame = CGRect.zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let stage = transitionContext.containerView
        guard let petView = transitionContext.view(forKey: .from),
              let cardsView = transitionContext.view(forKey: .to),
              let petCard = petView.snapshotView(afterScreenUpdates: false) else {
            transitionContext.completeTransition(false)
            return
        }
        petCard.layer.cornerRadius = 25
        petCard.layer.masksToBounds = true

        stage.addSubview(cardsView)
        stage.addSubview(petCard)
        petView.isHidden = true
        AnimationHelper.perspectiveTransform(for: stage)
        cardsView.layer.transform = AnimationHelper.yRotation(-.pi / 2)

        let cardSize = CGRect(origin: .zero, size: destinationFrame.size)
        let cardCenter = CGPoint(x: destinationFrame.midX, y: destinationFrame.midY)

        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3) {
                petCard.bounds = cardSize
                petCard.center = cardCenter
            }
            UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                petCard.layer.transform = AnimationHelper.yRotation(.pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                cardsView.layer.transform = AnimationHelper.yRotation(0)
            }
        }, completion: { _ in
            petView.isHidden = false
            petCard.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
