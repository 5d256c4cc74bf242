import UIKit

/// Slides the photo straight down off the screen, at a steady speed, over the detail screen.
final class PhotoDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let photo = transitionContext.view(forKey: .from),
              let detail = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        // 3.1: the detail goes back in, under the photo.
        containerView.insertSubview(detail, belowSubview: photo)

        // 3.2: a steady slide down by the whole height.
        let drop = CGAffineTransform(translationX: 0, y: containerView.bounds.height)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear, animations: {
            photo.transform = drop
        }, completion: { _ in
            photo.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
