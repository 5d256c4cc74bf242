import UIKit

final class FlipPresentAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    var originFrame = CGRect.zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let stage = transitionContext.containerView
        guard let cardsVC = transitionContext.viewController(forKey: .from),
              let petVC = transitionContext.viewController(forKey: .to),
              let petPicture = petVC.view.snapshotView(afterScreenUpdates: true)
        else {
            transitionContext.completeTransition(false)
            return
        }

        petPicture.frame = originFrame
        petPicture.layer.cornerRadius = 25
        petPicture.layer.masksToBounds = true
        petPicture.layer.transform = AnimationHelper.yRotation(.pi / 2)

        stage.addSubview(petPicture)
        stage.insertSubview(petVC.view, belowSubview: petPicture)
        petVC.view.isHidden = true
        AnimationHelper.perspectiveTransform(for: stage)

        let fullScreen = stage.bounds
        let acts: [() -> Void] = [
            { cardsVC.view.layer.transform = AnimationHelper.yRotation(-.pi / 2) },
            { petPicture.layer.transform = AnimationHelper.yRotation(0) },
            { petPicture.frame = fullScreen },
        ]

        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.calculationModeCubic], animations: {
            for (i, act) in acts.enumerated() {
                UIView.addKeyframe(withRelativeStartTime: Double(i) / 3, relativeDuration: 1.0 / 3, animations: act)
            }
        }) { _ in
            petVC.view.isHidden = false
            cardsVC.view.layer.transform = CATransform3DIdentity
            petPicture.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
