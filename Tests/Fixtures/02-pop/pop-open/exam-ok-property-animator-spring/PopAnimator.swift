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
        let stage = transitionContext.containerView
        guard let incoming = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        guard let flying = presenting ? incoming : transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        guard let detailsController = transitionContext.viewController(forKey: presenting ? .to : .from) as? HerbDetailsViewController else {
            transitionContext.completeTransition(false)
            return
        }
        _ = detailsController

        let startFrame = presenting ? originFrame : flying.frame
        let endFrame = presenting ? flying.frame : originFrame
        let fullSize = presenting ? endFrame.size : startFrame.size
        let thumbSize = presenting ? startFrame.size : endFrame.size
        let shrunk = CGAffineTransform(scaleX: thumbSize.width / fullSize.width,
                                       y: thumbSize.height / fullSize.height)

        if presenting {
            flying.transform = shrunk
            flying.center = CGPoint(x: startFrame.midX, y: startFrame.midY)
            flying.clipsToBounds = true
        }

        stage.addSubview(incoming)
        stage.bringSubviewToFront(flying)

        // A damping-ratio property animator is the same spring as
        // UIView.animate(…usingSpringWithDamping: 0.4, initialSpringVelocity: 0…).
        let spring = UIViewPropertyAnimator(duration: duration, dampingRatio: 0.4) {
            flying.transform = self.presenting ? .identity : shrunk
            flying.center = CGPoint(x: endFrame.midX, y: endFrame.midY)
        }
        spring.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        spring.startAnimation()
    }
}
