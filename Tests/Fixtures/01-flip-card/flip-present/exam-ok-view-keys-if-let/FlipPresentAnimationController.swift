import UIKit

/// Presents the pet screen by turning the card screen away, turning a card-sized picture of the
/// pet screen in, and growing that picture to fill the screen.
final class FlipPresentAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    /// The frame of the tapped card, in the container's coordinates: where the pet screen starts.
    var originFrame = CGRect.zero

    private let flipDuration: TimeInterval = 0.6

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        flipDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let stage = transitionContext.containerView

        if let petController = transitionContext.viewController(forKey: .to),
           let cardScreen = transitionContext.view(forKey: .from),
           let petScreen = transitionContext.view(forKey: .to),
           let picture = petScreen.snapshotView(afterScreenUpdates: true) {
            let endFrame = transitionContext.finalFrame(for: petController)

            picture.frame = originFrame
            picture.layer.cornerRadius = 25
            picture.layer.masksToBounds = true

            stage.addSubview(petScreen)
            petScreen.isHidden = true
            stage.addSubview(picture)

            AnimationHelper.perspectiveTransform(for: stage)
            picture.layer.transform = AnimationHelper.yRotation(Double.pi / 2)

            UIView.animateKeyframes(withDuration: flipDuration, delay: 0, options: [.calculationModeCubic], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 1.0 / 3.0) {
                    cardScreen.layer.transform = AnimationHelper.yRotation(-Double.pi / 2)
                }
                UIView.addKeyframe(withRelativeStartTime: 1.0 / 3.0, relativeDuration: 1.0 / 3.0) {
                    picture.layer.transform = AnimationHelper.yRotation(0)
                }
                UIView.addKeyframe(withRelativeStartTime: 2.0 / 3.0, relativeDuration: 1.0 / 3.0) {
                    picture.frame = endFrame
                }
            }) { _ in
                petScreen.isHidden = false
                cardScreen.layer.transform = CATransform3DIdentity
                picture.removeFromSuperview()
                let cancelled = transitionContext.transitionWasCancelled
                transitionContext.completeTransition(!cancelled)
            }
        } else {
            transitionContext.completeTransition(false)
        }
    }
}
