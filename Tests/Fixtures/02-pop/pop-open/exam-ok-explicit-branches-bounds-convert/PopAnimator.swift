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
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let herbKey: UITransitionContextViewControllerKey = presenting ? .to : .from

        guard let toView = transitionContext.view(forKey: .to),
              let details = transitionContext.viewController(forKey: herbKey) as? HerbDetailsViewController
        else {
            transitionContext.completeTransition(false)
            return
        }

        let herbView: UIView
        let initialFrame: CGRect
        let finalFrame: CGRect
        if presenting {
            herbView = toView
            initialFrame = originFrame
            finalFrame = transitionContext.finalFrame(for: details)
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(false)
                return
            }
            herbView = fromView
            initialFrame = fromView.frame
            finalFrame = originFrame
        }

        let bigFrame: CGRect
        let smallFrame: CGRect
        if presenting {
            bigFrame = finalFrame
            smallFrame = initialFrame
        } else {
            bigFrame = initialFrame
            smallFrame = finalFrame
        }
        let xScale = smallFrame.width / bigFrame.width
        let yScale = smallFrame.height / bigFrame.height
        let scaleTransform = CGAffineTransform(scaleX: xScale, y: yScale)

        if presenting {
            herbView.transform = scaleTransform
            herbView.center = CGPoint(x: initialFrame.midX, y: initialFrame.midY)
            herbView.clipsToBounds = true
        }

        // TODO 3.1 / 3.2: exercise 3.

        containerView.addSubview(toView)
        containerView.bringSubviewToFront(herbView)

        let targetTransform: CGAffineTransform
        if presenting {
            targetTransform = .identity
        } else {
            targetTransform = scaleTransform
        }
        let targetCenter = CGPoint(x: finalFrame.midX, y: finalFrame.midY)

        UIView.animate(withDuration: 1.0, delay: 0.0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0.0, options: [], animations: {
            herbView.transform = targetTransform
            herbView.center = targetCenter
        }, completion: { _ in
            // TODO 2.2: exercise 2.
            let completed = !transitionContext.transitionWasCancelled
            transitionContext.completeTransition(completed)
        })
    }
}
