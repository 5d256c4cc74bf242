import UIKit

/// Kept because CardViewController creates one; the dismissal uses FlipBackAnimator.
final class FlipDismissAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    var destinationFrame = CGRect.zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        FlipBackAnimator(cardFrame: destinationFrame).animateTransition(using: transitionContext)
    }
}

/// The flip back, made fresh for every dismissal with the card's frame.
final class FlipBackAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let cardFrame: CGRect

    init(cardFrame: CGRect) {
        self.cardFrame = cardFrame
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let petVC = transitionContext.viewController(forKey: .from),
              let cardsVC = transitionContext.viewController(forKey: .to),
              let snapshot = petVC.view.snapshotView(afterScreenUpdates: false) else {
            transitionContext.completeTransition(false)
            return
        }
        snapshot.layer.cornerRadius = 25
        snapshot.layer.masksToBounds = true

        containerView.addSubview(cardsVC.view)
        containerView.addSubview(snapshot)
        petVC.view.isHidden = true
        AnimationHelper.perspectiveTransform(for: containerView)
        cardsVC.view.layer.transform = AnimationHelper.yRotation(-.pi / 2)

        let cardFrame = self.cardFrame
        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3) {
                snapshot.frame = cardFrame
            }
            UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                snapshot.layer.transform = AnimationHelper.yRotation(.pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                cardsVC.view.layer.transform = AnimationHelper.yRotation(0)
            }
        }, completion: { _ in
            petVC.view.isHidden = false
            snapshot.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
