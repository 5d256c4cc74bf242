import UIKit

/// Slides the photo straight down off the screen, at a steady speed, over the detail screen.
final class PhotoDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let photoView = transitionContext.view(forKey: .from)!
        let detailView = transitionContext.view(forKey: .to)!
        container.insertSubview(detailView, belowSubview: photoView)

        let height = container.bounds.height
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear], animations: {
            photoView.transform = CGAffineTransform(translationX: 0, y: height)
        }) { _ in
            photoView.transform = .identity
            let done = !transitionContext.transitionWasCancelled
            transitionContext.completeTransition(done)
        }
    }
}
