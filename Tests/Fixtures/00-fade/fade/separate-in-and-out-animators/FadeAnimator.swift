import UIKit

/// How long both fades take.
private let fadeDuration: TimeInterval = 0.5

/// Fades the detail screen in over the gallery.
final class FadeInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        fadeDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let detailView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        transitionContext.containerView.addSubview(detailView)
        detailView.alpha = 0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            detailView.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// Fades the detail screen out, uncovering the gallery.
final class FadeOutAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        fadeDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let detailView = transitionContext.view(forKey: .from),
              let galleryView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        transitionContext.containerView.insertSubview(galleryView, belowSubview: detailView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            detailView.alpha = 0
        }, completion: { _ in
            detailView.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
