import UIKit

final class FlipDismissAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    var destinationFrame = CGRect.zero

    private let duration: TimeInterval = 0.6

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let petVC = transitionContext.viewController(forKey: .from)!
        let cardsVC = transitionContext.viewController(forKey: .to)!
        let snapshot = petVC.view.snapshotView(afterScreenUpdates: false)!
        snapshot.layer.cornerRadius = 25
        snapshot.layer.masksToBounds = true

        container.addSubview(cardsVC.view)
        container.addSubview(snapshot)
        petVC.view.isHidden = true

        var perspective = CATransform3DIdentity
        perspective.m34 = -0.002
        container.layer.sublayerTransform = perspective

        cardsVC.view.layer.transform = CATransform3DRotate(CATransform3DIdentity, -CGFloat.pi / 2, 0, 1, 0)

        let destination = destinationFrame
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3) {
                snapshot.frame = destination
            }
            UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                snapshot.layer.transform = CATransform3DRotate(CATransform3DIdentity, CGFloat.pi / 2, 0, 1, 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                cardsVC.view.layer.transform = CATransform3DIdentity
            }
        }, completion: { _ in
            petVC.view.isHidden = false
            snapshot.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
