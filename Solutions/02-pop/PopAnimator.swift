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

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // 1.2: the stage, the view that flies (the details, both ways), and where it starts and ends.
        let containerView = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to),
              let herbView = presenting ? toView : transitionContext.view(forKey: .from),
              let details = transitionContext.viewController(forKey: presenting ? .to : .from) as? HerbDetailsViewController
        else {
            transitionContext.completeTransition(false)
            return
        }
        let initialFrame = presenting ? originFrame : herbView.frame
        let finalFrame = presenting ? herbView.frame : originFrame
        // The small frame over the big one: how much the thumbnail-sized view is scaled down.
        let small = presenting ? initialFrame : finalFrame
        let big = presenting ? finalFrame : initialFrame
        let thumbnailScale = CGAffineTransform(scaleX: small.width / big.width, y: small.height / big.height)

        // 1.3: when presenting, the details start as small as the thumbnail, right on top of it.
        if presenting {
            herbView.transform = thumbnailScale
            herbView.center = CGPoint(x: initialFrame.midX, y: initialFrame.midY)
            herbView.clipsToBounds = true
        }

        // 3.1: the text shows only at full size.
        if presenting { details.textPanel.alpha = 0 }
        // 3.2: at thumbnail size the corners look like the thumbnail's 20 points.
        let thumbnailRadius = 20 / (small.width / big.width)
        herbView.layer.cornerRadius = presenting ? thumbnailRadius : 0

        // 1.4: the details in front, then the spring.
        containerView.addSubview(toView)
        containerView.bringSubviewToFront(herbView)
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [], animations: {
            herbView.transform = self.presenting ? .identity : thumbnailScale
            herbView.center = CGPoint(x: finalFrame.midX, y: finalFrame.midY)
            details.textPanel.alpha = self.presenting ? 1 : 0
            herbView.layer.cornerRadius = self.presenting ? 0 : thumbnailRadius
        }, completion: { _ in
            // 2.2: the list puts its thumbnail back before UIKit ends the dismissal.
            if !self.presenting { self.dismissCompletion?() }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
