import UIKit

final class FlipDismissAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    /// Where the card is; the pet shrinks onto it.
    var destinationFrame: CGRect = .zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if let petVC = transitionContext.viewController(forKey: .from),
           let cardsVC = transitionContext.viewController(forKey: .to),
           let picture = petVC.view.snapshotView(afterScreenUpdates: true) {
            run(picture: picture, of: petVC.view, back: cardsVC.view, in: transitionContext)
        } else {
            transitionContext.completeTransition(false)
        }
    }

    private func run(picture: UIView, of petView: UIView, back cardsView: UIView, in context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        picture.layer.cornerRadius = 25
        picture.clipsToBounds = true

        container.addSubview(cardsView)
        container.addSubview(picture)
        petView.isHidden = true
        AnimationHelper.perspectiveTransform(for: container)
        cardsView.layer.transform = AnimationHelper.yRotation(-Double.pi / 2)

        let target = destinationFrame
        UIView.animateKeyframes(withDuration: transitionDuration(using: context), delay: 0.0, options: [.calculationModeCubic], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3) {
                picture.frame = target
            }
            UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                picture.layer.transform = AnimationHelper.yRotation(Double.pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                cardsView.layer.transform = AnimationHelper.yRotation(0)
            }
        }, completion: { _ in
            petView.isHidden = false
            picture.removeFromSuperview()
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
