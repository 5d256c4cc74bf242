import UIKit

final class FlipDismissAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    var destinationFrame = CGRect.zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let snapshot = fromVC.view.snapshotView(afterScreenUpdates: false) else {
            transitionContext.completeTransition(false)
            return
        }
        snapshot.layer.cornerRadius = 25
        snapshot.layer.masksToBounds = true

        // perspective lives in each turning layer instead of in the container
        var perspective = CATransform3DIdentity
        perspective.m34 = -0.002
        let cardFlat = perspective
        let cardEdgeOn = CATransform3DRotate(perspective, -.pi / 2, 0, 1, 0)
        let petEdgeOn = CATransform3DRotate(perspective, .pi / 2, 0, 1, 0)

        containerView.addSubview(toVC.view)
        containerView.addSubview(snapshot)
        fromVC.view.isHidden = true
        snapshot.layer.transform = perspective
        toVC.view.layer.transform = cardEdgeOn

        let destination = destinationFrame
        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3) {
                snapshot.frame = destination
            }
            UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                snapshot.layer.transform = petEdgeOn
            }
            UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                toVC.view.layer.transform = cardFlat
            }
        }, completion: { _ in
            // flat now, drop the leftover m34 so the card screen is back to normal
            toVC.view.layer.transform = CATransform3DIdentity
            fromVC.view.isHidden = false
            snapshot.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
