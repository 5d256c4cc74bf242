import UIKit

/// Presents the pet screen by turning the card screen away, turning a card-sized picture of the
/// pet screen in, and growing that picture to fill the screen.
final class FlipPresentAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    /// The frame of the tapped card, in the container's coordinates: where the pet screen starts.
    var originFrame = CGRect.zero

    private enum Act {
        static let length = 1.0 / 3.0
        static let turnAway = 0.0
        static let turnIn = length
        static let grow = 2 * length
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let snapshot = makeCardPicture(of: toVC.view) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toVC)

        setStage(in: container, petView: toVC.view, picture: snapshot)

        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: Act.turnAway, relativeDuration: Act.length) {
                fromVC.view.layer.transform = AnimationHelper.yRotation(-.pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: Act.turnIn, relativeDuration: Act.length) {
                snapshot.layer.transform = AnimationHelper.yRotation(0)
            }
            UIView.addKeyframe(withRelativeStartTime: Act.grow, relativeDuration: Act.length) {
                snapshot.frame = finalFrame
            }
        }, completion: { _ in
            self.cleanUp(cardView: fromVC.view, petView: toVC.view, picture: snapshot)
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    /// A card-sized, round-cornered picture of the pet screen.
    private func makeCardPicture(of petView: UIView) -> UIView? {
        guard let picture = petView.snapshotView(afterScreenUpdates: true) else { return nil }
        picture.frame = originFrame
        picture.layer.cornerRadius = 25
        picture.layer.masksToBounds = true
        return picture
    }

    /// The real pet screen waits, invisible, behind its picture, which starts edge-on.
    private func setStage(in container: UIView, petView: UIView, picture: UIView) {
        container.addSubview(petView)
        petView.alpha = 0
        container.addSubview(picture)
        AnimationHelper.perspectiveTransform(for: container)
        picture.layer.transform = AnimationHelper.yRotation(.pi / 2)
    }

    private func cleanUp(cardView: UIView, petView: UIView, picture: UIView) {
        petView.alpha = 1
        cardView.layer.transform = AnimationHelper.yRotation(0)
        picture.removeFromSuperview()
    }
}
