import UIKit

/// Presents the pet screen with a card flip.
final class FlipPresentAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    var originFrame = CGRect.zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let stage = transitionContext.containerView
        guard let cardScreen = transitionContext.view(forKey: .from),
              let petScreen = transitionContext.view(forKey: .to),
              let petController = transitionContext.viewController(forKey: .to),
              let picture = petScreen.snapshotView(afterScreenUpdates: true) else {
            transitionContext.completeTransition(false)
            return
        }
        let target = transitionContext.finalFrame(for: petController)

        picture.frame = originFrame
        picture.layer.cornerRadius = 25
        picture.layer.masksToBounds = true

        stage.addSubview(petScreen)
        petScreen.isHidden = true
        stage.addSubview(picture)
        AnimationHelper.perspectiveTransform(for: stage)
        picture.layer.transform = AnimationHelper.yRotation(.pi / 2)

        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.calculationModeCubic], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3) {
                cardScreen.layer.transform = AnimationHelper.yRotation(-.pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                picture.layer.transform = AnimationHelper.yRotation(0)
            }
            UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                picture.frame = target
            }
        }) { _ in
            cardScreen.layer.transform = CATransform3DIdentity
            picture.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
