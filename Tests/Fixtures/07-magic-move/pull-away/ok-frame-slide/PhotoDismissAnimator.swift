import UIKit

/// Slides the photo straight down off the screen, at a steady speed, over the detail screen.
final class PhotoDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let photo = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        // 3.1: the detail screen comes back behind the photo.
        if let detail = transitionContext.view(forKey: .to) {
            containerView.insertSubview(detail, belowSubview: photo)
        }
        // 3.2: linear, so that a finger and the photo can move at the same speed.
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear, animations: {
            photo.frame.origin.y += containerView.bounds.height
        }, completion: { _ in
            photo.frame.origin.y = 0
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
