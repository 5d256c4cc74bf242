import UIKit

private extension CATransform3D {
    /// A turn about the card's vertical centre line.
    static func turned(by angle: Double) -> CATransform3D {
        CATransform3DMakeRotation(CGFloat(angle), 0, 1, 0)
    }

    static var edgeOnRight: CATransform3D { turned(by: .pi / 2) }
    static var edgeOnLeft: CATransform3D { turned(by: -.pi / 2) }
    static var flat: CATransform3D { CATransform3DIdentity }
}

/// Presents the pet screen by turning the card screen away, turning a card-sized picture of the
/// pet screen in, and growing that picture to fill the screen.
final class FlipPresentAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    /// The frame of the tapped card, in the container's coordinates: where the pet screen starts.
    var originFrame = CGRect.zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        let secondsPerAct: TimeInterval = 0.2
        let acts: TimeInterval = 3
        return secondsPerAct * acts
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        guard let petPicture = toVC.view.snapshotView(afterScreenUpdates: true) else {
            transitionContext.completeTransition(false)
            return
        }
        let fullScreen = transitionContext.finalFrame(for: toVC)
        let cardView = fromVC.view!

        petPicture.frame = originFrame
        petPicture.layer.masksToBounds = true
        petPicture.layer.cornerRadius = 25

        containerView.addSubview(toVC.view)
        containerView.addSubview(petPicture)
        toVC.view.isHidden = true

        AnimationHelper.perspectiveTransform(for: containerView)
        petPicture.layer.transform = .edgeOnRight

        let duration = transitionDuration(using: transitionContext)
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0 / 3, relativeDuration: 1 / 3) {
                cardView.layer.transform = .edgeOnLeft
            }
            UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                petPicture.layer.transform = .flat
            }
            UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                petPicture.frame = fullScreen
            }
        }) { _ in
            petPicture.removeFromSuperview()
            cardView.layer.transform = .flat
            toVC.view.isHidden = false
            let didComplete = !transitionContext.transitionWasCancelled
            transitionContext.completeTransition(didComplete)
        }
    }
}
