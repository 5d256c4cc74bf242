import UIKit

/// Presents a herb's details by growing them out of the tapped thumbnail on a spring, and
/// dismisses them by shrinking them back into it. One animator serves both directions.
final class PopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The spring's length, in seconds.
    let duration = 1.0
    /// True while presenting the details, false while dismissing them.
    var presenting = true
    /// The tapped thumbnail's frame, in window coordinates.
    var originFrame = CGRect.zero
    /// Called at the end of a dismissal, so the list can show its thumbnail again.
    var dismissCompletion: (() -> Void)?

    /// The thumbnails' corner radius, in screen points.
    private let thumbnailCorner: CGFloat = 20

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let maybeHerbView = presenting ? toView : transitionContext.view(forKey: .from)
        let maybeDetails = transitionContext.viewController(forKey: presenting ? .to : .from) as? HerbDetailsViewController
        guard let herbView = maybeHerbView, let details = maybeDetails else {
            transitionContext.completeTransition(false)
            return
        }

        // The page is full size in either direction when the animation begins or ends.
        let pageBounds = herbView.bounds
        let pageCenter = presenting ? CGPoint(x: herbView.frame.midX, y: herbView.frame.midY) : herbView.center
        let thumbCenter = CGPoint(x: originFrame.midX, y: originFrame.midY)
        let thumbScale = CGAffineTransform(scaleX: originFrame.width / pageBounds.width,
                                           y: originFrame.height / pageBounds.height)
        // How many of the page's own points make 20 on screen once it is thumbnail-sized.
        let roundedCorner = thumbnailCorner * pageBounds.width / originFrame.width

        let (startScale, endScale) = presenting ? (thumbScale, CGAffineTransform.identity) : (CGAffineTransform.identity, thumbScale)
        let (startCenter, endCenter) = presenting ? (thumbCenter, pageCenter) : (pageCenter, thumbCenter)
        let (startAlpha, endAlpha): (CGFloat, CGFloat) = presenting ? (0, 1) : (1, 0)
        let (startCorner, endCorner): (CGFloat, CGFloat) = presenting ? (roundedCorner, 0) : (0, roundedCorner)

        herbView.transform = startScale
        herbView.center = startCenter
        herbView.clipsToBounds = true
        details.textPanel.alpha = startAlpha
        herbView.layer.cornerRadius = startCorner

        containerView.addSubview(toView)
        containerView.bringSubviewToFront(herbView)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [], animations: {
            herbView.transform = endScale
            herbView.center = endCenter
            details.textPanel.alpha = endAlpha
            herbView.layer.cornerRadius = endCorner
        }, completion: { [presenting, dismissCompletion] _ in
            if !presenting { dismissCompletion?() }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
