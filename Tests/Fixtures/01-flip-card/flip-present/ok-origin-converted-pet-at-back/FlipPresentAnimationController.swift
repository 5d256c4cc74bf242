import UIKit

final class FlipPresentAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    var originFrame = CGRect.zero

    private var actLength: Double { 1.0 / 3.0 }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let cardScreen = transitionContext.viewController(forKey: .from)?.view,
              let petVC = transitionContext.viewController(forKey: .to),
              let petScreen = transitionContext.view(forKey: .to),
              let snapshot = petScreen.snapshotView(afterScreenUpdates: true) else {
            transitionContext.completeTransition(false)
            return
        }
        snapshot.frame = originFrame
        snapshot.layer.cornerRadius = 25
        snapshot.layer.masksToBounds = true

        petScreen.isHidden = true
        containerView.insertSubview(petScreen, at: 0)
        containerView.addSubview(snapshot)
        AnimationHelper.perspectiveTransform(for: containerView)
        snapshot.layer.transform = AnimationHelper.yRotation(.pi / 2)

        let endFrame = transitionContext.finalFrame(for: petVC)
        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0,
                                options: [.calculationModeCubic, .allowUserInteraction], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0 * self.actLength, relativeDuration: self.actLength) {
                cardScreen.layer.transform = AnimationHelper.yRotation(-.pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 1 * self.actLength, relativeDuration: self.actLength) {
                snapshot.layer.transform = AnimationHelper.yRotation(0)
            }
            UIView.addKeyframe(withRelativeStartTime: 2 * self.actLength, relativeDuration: self.actLength) {
                snapshot.frame = endFrame
            }
        }, completion: { _ in
            petScreen.isHidden = false
            cardScreen.layer.transform = CATransform3DIdentity
            snapshot.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
