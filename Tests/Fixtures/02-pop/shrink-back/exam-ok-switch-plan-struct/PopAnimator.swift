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

    /// Where the flying page starts and ends.
    private struct Flight {
        var startTransform: CGAffineTransform
        var startCenter: CGPoint
        var endTransform: CGAffineTransform
        var endCenter: CGPoint
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    private func thumbnailScale(for page: CGRect) -> CGAffineTransform {
        CGAffineTransform(scaleX: originFrame.width / page.width, y: originFrame.height / page.height)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let pageKey: UITransitionContextViewKey = presenting ? .to : .from
        let pageControllerKey: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let toView = transitionContext.view(forKey: .to),
              let herbView = transitionContext.view(forKey: pageKey),
              let details = transitionContext.viewController(forKey: pageControllerKey) as? HerbDetailsViewController
        else {
            transitionContext.completeTransition(false)
            return
        }
        _ = details

        let page = herbView.frame   // full size, both ways
        let small = thumbnailScale(for: page)
        let thumbnailMiddle = CGPoint(x: originFrame.midX, y: originFrame.midY)
        let pageMiddle = CGPoint(x: page.midX, y: page.midY)

        let flight: Flight
        switch presenting {
        case true:
            flight = Flight(startTransform: small, startCenter: thumbnailMiddle,
                            endTransform: .identity, endCenter: pageMiddle)
            herbView.transform = flight.startTransform
            herbView.center = flight.startCenter
            herbView.clipsToBounds = true
        case false:
            flight = Flight(startTransform: .identity, startCenter: pageMiddle,
                            endTransform: small, endCenter: thumbnailMiddle)
        }

        containerView.addSubview(toView)
        containerView.bringSubviewToFront(herbView)

        let wasPresenting = presenting
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [], animations: {
            herbView.transform = flight.endTransform
            herbView.center = flight.endCenter
        }, completion: { [weak self] _ in
            if !wasPresenting, let showThumbnail = self?.dismissCompletion {
                showThumbnail()
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
