import UIKit

/// Slides the photo straight down off the screen, at a steady speed, over the detail screen.
final class PhotoDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let slideDuration: TimeInterval = 0.4

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.slideDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let photoView = transitionContext.view(forKey: .from),
              let detailView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        container.insertSubview(detailView, belowSubview: photoView)

        let offscreen = CGAffineTransform(translationX: 0, y: container.bounds.height)
        UIView.animate(withDuration: Self.slideDuration, delay: 0, options: .curveLinear) {
            photoView.transform = offscreen
        } completion: { _ in
            photoView.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
