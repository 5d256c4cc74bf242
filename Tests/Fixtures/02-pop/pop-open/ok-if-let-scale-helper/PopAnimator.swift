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
        return 1
    }

    /// How much `big` must shrink to cover `small`.
    private func scaling(from big: CGRect, to small: CGRect) -> CGAffineTransform {
        let sx = small.width / big.width
        let sy = small.height / big.height
        return CGAffineTransform(scaleX: sx, y: sy)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if let toView = transitionContext.view(forKey: .to),
           let herbView = presenting ? toView : transitionContext.view(forKey: .from) {
            let startFrame = presenting ? originFrame : herbView.frame
            let endFrame = presenting ? herbView.frame : originFrame
            let shrink = presenting ? scaling(from: endFrame, to: startFrame) : scaling(from: startFrame, to: endFrame)

            if presenting {
                herbView.transform = shrink
                herbView.center = CGPoint(x: startFrame.midX, y: startFrame.midY)
                herbView.clipsToBounds = true
            }

            container.addSubview(toView)
            container.bringSubviewToFront(herbView)

            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [], animations: {
                if self.presenting {
                    herbView.transform = .identity
                } else {
                    herbView.transform = shrink
                }
                herbView.center = CGPoint(x: endFrame.midX, y: endFrame.midY)
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            transitionContext.completeTransition(false)
        }
    }
}
