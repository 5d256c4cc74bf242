import UIKit

/// Presents a herb's details by growing them out of the tapped thumbnail on a spring, and
/// dismisses them by shrinking them back into it. One animator serves both directions.
final class PopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration = 1.0
    var presenting = true
    var originFrame = CGRect.zero
    var dismissCompletion: (() -> Void)?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let stage = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        guard let herbView = presenting ? toView : transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }

        // The full-size page and the thumbnail, whichever way we go.
        let page = herbView.frame
        let thumb = originFrame
        // One transform that both shrinks the page and slides it onto the thumbnail.
        let onThumbnail = CGAffineTransform(scaleX: thumb.width / page.width, y: thumb.height / page.height)
            .concatenating(CGAffineTransform(translationX: thumb.midX - page.midX, y: thumb.midY - page.midY))

        if presenting {
            herbView.transform = onThumbnail
            herbView.clipsToBounds = true
        }

        stage.addSubview(toView)
        stage.bringSubviewToFront(herbView)

        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [], animations: {
            herbView.transform = self.presenting ? .identity : onThumbnail
        }, completion: { _ in
            if !self.presenting { self.dismissCompletion?() }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
