import UIKit

private extension CGRect {
    var middle: CGPoint { CGPoint(x: midX, y: midY) }
}

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
        return duration
    }

    /// The transform that lays a full-size view whose centre is `center` exactly over `small`:
    /// scaled to its size, and moved by the distance between the two centres.
    private func transform(fitting big: CGRect, onto small: CGRect, center: CGPoint) -> CGAffineTransform {
        let dx = small.midX - center.x
        let dy = small.midY - center.y
        return CGAffineTransform(translationX: dx, y: dy)
            .scaledBy(x: small.width / big.width, y: small.height / big.height)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to),
              let herbView = presenting ? toView : transitionContext.view(forKey: .from),
              let details = transitionContext.viewController(forKey: presenting ? .to : .from) as? HerbDetailsViewController
        else {
            transitionContext.completeTransition(false)
            return
        }
        _ = details

        // The page keeps its centre in the middle of the screen; the transform alone both
        // shrinks it and moves it onto the thumbnail.
        let big = herbView.frame  // full size in both directions: no transform on it yet
        let onThumbnail = transform(fitting: big, onto: originFrame, center: big.middle)

        if presenting {
            herbView.transform = onThumbnail
            herbView.clipsToBounds = true
        }

        containerView.addSubview(toView)
        containerView.bringSubviewToFront(herbView)

        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [], animations: {
            herbView.transform = self.presenting ? .identity : onThumbnail
        }, completion: { _ in
            // TODO 2.2: Exercise 2 — call `self.dismissCompletion?()` when dismissing.
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
