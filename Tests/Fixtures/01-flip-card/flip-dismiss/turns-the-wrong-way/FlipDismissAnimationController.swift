import UIKit

final class FlipDismissAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    var destinationFrame = CGRect.zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let stage = transitionContext.containerView
        guard let petScreen = transitionContext.view(forKey: .from),
              let cardScreen = transitionContext.view(forKey: .to),
              let picture = petScreen.snapshotView(afterScreenUpdates: false) else {
            transitionContext.completeTransition(false)
            return
        }
        picture.layer.cornerRadius = 25
        picture.layer.masksToBounds = true

        stage.addSubview(cardScreen)
        stage.addSubview(picture)
        petScreen.isHidden = true
        AnimationHelper.perspectiveTransform(for: stage)
        cardScreen.layer.transform = AnimationHelper.yRotation(.pi / 2)

        let cardFrame = destinationFrame
        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3) {
                picture.frame = cardFrame
            }
            UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                picture.layer.transform = AnimationHelper.yRotation(-.pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                cardScreen.layer.transform = AnimationHelper.yRotation(0)
            }
        }) { _ in
            petScreen.isHidden = false
            picture.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
