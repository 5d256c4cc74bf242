import UIKit

/// Slides the photo straight down off the screen, at a steady speed, over the detail screen.
final class PhotoDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        if let photo = transitionContext.view(forKey: .from), let detail = transitionContext.view(forKey: .to) {
            containerView.insertSubview(detail, belowSubview: photo)
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext),
                delay: 0,
                options: .curveLinear,
                animations: {
                    photo.transform = CGAffineTransform.identity.translatedBy(x: 0, y: containerView.bounds.height)
                },
                completion: { _ in
                    photo.transform = CGAffineTransform.identity
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        } else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
