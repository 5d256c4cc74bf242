import UIKit

/// Dismisses the pet screen: it shrinks back to the card's size, turns away, and the card
/// screen turns back in.
final class FlipDismissAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    /// The frame of the card, in the container's coordinates: where the pet screen ends.
    var destinationFrame = CGRect.zero

    static let duration: TimeInterval = 0.6

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if let fromVC = transitionContext.viewController(forKey: .from),
           let toVC = transitionContext.viewController(forKey: .to),
           let shot = fromVC.view.snapshotView(afterScreenUpdates: false) {
            flip(from: fromVC.view, to: toVC.view, picture: shot, in: transitionContext)
        } else {
            transitionContext.completeTransition(false)
        }
    }

    private func flip(from petView: UIView, to cardView: UIView, picture shot: UIView, in context: UIViewControllerContextTransitioning) {
        let stage = context.containerView
        shot.layer.masksToBounds = true
        shot.layer.cornerRadius = 25

        stage.addSubview(cardView)
        stage.addSubview(shot)
        petView.isHidden = true
        AnimationHelper.perspectiveTransform(for: stage)
        cardView.layer.transform = AnimationHelper.yRotation(-Double.pi / 2)

        func wrapUp(_ finished: Bool) {
            petView.isHidden = false
            shot.removeFromSuperview()
            context.completeTransition(!context.transitionWasCancelled)
        }

        let third = 1.0 / 3.0
        UIView.animateKeyframes(withDuration: Self.duration, delay: 0.0, options: [.calculationModeCubic], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0 * third, relativeDuration: third) {
                shot.frame = self.destinationFrame
            }
            UIView.addKeyframe(withRelativeStartTime: 1 * third, relativeDuration: third) {
                shot.layer.transform = AnimationHelper.yRotation(Double.pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 2 * third, relativeDuration: third) {
                cardView.layer.transform = AnimationHelper.yRotation(0)
            }
        }, completion: wrapUp)
    }
}
