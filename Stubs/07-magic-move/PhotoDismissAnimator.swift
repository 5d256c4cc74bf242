import UIKit

/// Slides the photo straight down off the screen, at a steady speed, over the detail screen.
final class PhotoDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // TODO 3.1: Put the detail screen back in the container, behind the photo.
        //   The photo is `transitionContext.view(forKey: .from)`, the detail
        //   `transitionContext.view(forKey: .to)`.
        // TODO 3.2: Slide the photo down by the container's height, at a steady speed.
        //   `UIView.animate(withDuration:delay:options: .curveLinear, animations:completion:)` of
        //   its `transform`; in the completion, the transform back to `.identity` (a cancelled
        //   pull leaves the photo on screen), then
        //   `transitionContext.completeTransition(!transitionContext.transitionWasCancelled)`.
        if let photo = transitionContext.view(forKey: .from), let detail = transitionContext.view(forKey: .to) {
            transitionContext.containerView.insertSubview(detail, belowSubview: photo)
        }
        transitionContext.completeTransition(true)
    }
}
