import UIKit

final class FlipDismissAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    var destinationFrame = CGRect.zero

    private enum Act: Double, CaseIterable {
        case shrink = 0
        case turnAway = 1
        case turnIn = 2

        var start: Double { rawValue / Double(Act.allCases.count) }
        var length: Double { 1 / Double(Act.allCases.count) }
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let petScreen = transitionContext.view(forKey: .from),
              let cardScreen = transitionContext.view(forKey: .to),
              let cardsVC = transitionContext.viewController(forKey: .to),
              let picture = petScreen.snapshotView(afterScreenUpdates: false) else {
            transitionContext.completeTransition(false)
            return
        }
        picture.layer.cornerRadius = 25
        picture.layer.masksToBounds = true

        cardScreen.frame = transitionContext.finalFrame(for: cardsVC)
        container.addSubview(cardScreen)
        container.addSubview(picture)
        petScreen.isHidden = true
        AnimationHelper.perspectiveTransform(for: container)
        cardScreen.layer.transform = AnimationHelper.yRotation(-.pi / 2)

        let target = destinationFrame
        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: Act.shrink.start, relativeDuration: Act.shrink.length) {
                picture.frame = target
            }
            UIView.addKeyframe(withRelativeStartTime: Act.turnAway.start, relativeDuration: Act.turnAway.length) {
                picture.layer.transform = AnimationHelper.yRotation(.pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: Act.turnIn.start, relativeDuration: Act.turnIn.length) {
                cardScreen.layer.transform = AnimationHelper.yRotation(0)
            }
        }, completion: { _ in
            petScreen.isHidden = false
            picture.removeFromSuperview()
            let cancelled = transitionContext.transitionWasCancelled
            if !cancelled {
                cardScreen.layer.transform = CATransform3DIdentity
            }
            transitionContext.completeTransition(!cancelled)
        })
    }
}
