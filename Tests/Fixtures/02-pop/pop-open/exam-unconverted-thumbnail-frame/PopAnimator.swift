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
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to),
              let herbView = presenting ? toView : transitionContext.view(forKey: .from),
              let details = transitionContext.viewController(forKey: presenting ? .to : .from) as? HerbDetailsViewController
        else {
            transitionContext.completeTransition(false)
            return
        }
        _ = details  // exercise 3

        let initialFrame = presenting ? originFrame : herbView.frame
        let finalFrame = presenting ? herbView.frame : originFrame
        let big = presenting ? finalFrame : initialFrame
        let small = presenting ? initialFrame : finalFrame
        let scaleTransform = CGAffineTransform(scaleX: small.width / big.width, y: small.height / big.height)

        if presenting {
            herbView.transform = scaleTransform
            herbView.center = CGPoint(x: initialFrame.midX, y: initialFrame.midY)
            herbView.clipsToBounds = true
        }

        // TODO 3.1: Exercise 3 — hide the details' text (`details.textPanel.alpha = 0`) when presenting.
        // TODO 3.2: Exercise 3 — give the herb view the thumbnail's corners when presenting
        //   (`layer.cornerRadius = 20 / scale`, the scale of the width), none when dismissing.

        container.addSubview(toView)
        container.bringSubviewToFront(herbView)

        UIView.animate(withDuration: transitionDuration(using: transitionContext),
                       delay: 0,
                       usingSpringWithDamping: 0.4,
                       initialSpringVelocity: 0,
                       options: [],
                       animations: {
                           herbView.transform = self.presenting ? .identity : scaleTransform
                           herbView.center = CGPoint(x: finalFrame.midX, y: finalFrame.midY)
                       },
                       completion: { _ in
                           // TODO 2.2: Exercise 2 — call `self.dismissCompletion?()` when dismissing.
                           transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                       })
    }
}
