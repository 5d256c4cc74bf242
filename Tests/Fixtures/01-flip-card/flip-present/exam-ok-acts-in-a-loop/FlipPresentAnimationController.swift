import UIKit

/// Presents the pet screen by turning the card screen away, turning a card-sized picture of the
/// pet screen in, and growing that picture to fill the screen.
final class FlipPresentAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    /// The frame of the tapped card, in the container's coordinates: where the pet screen starts.
    var originFrame = CGRect.zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let from = transitionContext.viewController(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        guard let to = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        guard let card = to.view.snapshotView(afterScreenUpdates: true) else {
            transitionContext.completeTransition(false)
            return
        }
        let target = transitionContext.finalFrame(for: to)

        card.frame = originFrame
        card.layer.cornerRadius = 25
        card.layer.masksToBounds = true

        container.addSubview(to.view)
        to.view.isHidden = true
        container.addSubview(card)
        AnimationHelper.perspectiveTransform(for: container)
        card.layer.transform = AnimationHelper.yRotation(.pi / 2)

        // One act per third of the timeline, in order.
        let acts: [() -> Void] = [
            { from.view.layer.transform = AnimationHelper.yRotation(-.pi / 2) },
            { card.layer.transform = AnimationHelper.yRotation(0) },
            { card.frame = target },
        ]
        let share = 1.0 / Double(acts.count)

        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext),
                                delay: 0,
                                options: .calculationModeCubic,
                                animations: {
                                    for (index, act) in acts.enumerated() {
                                        UIView.addKeyframe(withRelativeStartTime: Double(index) * share,
                                                           relativeDuration: share,
                                                           animations: act)
                                    }
                                },
                                completion: { _ in
                                    to.view.isHidden = false
                                    from.view.layer.transform = CATransform3DIdentity
                                    card.removeFromSuperview()
                                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                                })
    }
}
