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

    /// A corner radius that reads as `points` once the view is drawn at `scale`.
    private func cornerRadius(looking points: CGFloat, at scale: CGFloat) -> CGFloat {
        points / scale
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to),
              let fromView = transitionContext.view(forKey: .from),
              let toController = transitionContext.viewController(forKey: .to),
              let fromController = transitionContext.viewController(forKey: .from)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let herbView = presenting ? toView : fromView
        guard let details = (presenting ? toController : fromController) as? HerbDetailsViewController else {
            transitionContext.completeTransition(false)
            return
        }

        let full = herbView.frame
        let sx = originFrame.width / full.width
        let sy = originFrame.height / full.height
        let small = CGAffineTransform(scaleX: sx, y: sy)
        let thumbnailCorner = cornerRadius(looking: 20, at: sx)

        if presenting {
            herbView.transform = small
            herbView.center = CGPoint(x: originFrame.midX, y: originFrame.midY)
            herbView.clipsToBounds = true
            details.textPanel.alpha = 0
            herbView.layer.cornerRadius = thumbnailCorner
        } else {
            herbView.layer.cornerRadius = 0
        }

        container.addSubview(toView)
        container.bringSubviewToFront(herbView)

        let goingOut = presenting
        let spring = UIViewPropertyAnimator(duration: duration, dampingRatio: 0.4)
        spring.addAnimations {
            if goingOut {
                herbView.transform = .identity
                herbView.center = CGPoint(x: full.midX, y: full.midY)
                details.textPanel.alpha = 1
                herbView.layer.cornerRadius = 0
            } else {
                herbView.transform = small
                herbView.center = CGPoint(x: self.originFrame.midX, y: self.originFrame.midY)
                details.textPanel.alpha = 0
                herbView.layer.cornerRadius = thumbnailCorner
            }
        }
        spring.addCompletion { _ in
            if !goingOut {
                self.dismissCompletion?()
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        spring.startAnimation()
    }
}
