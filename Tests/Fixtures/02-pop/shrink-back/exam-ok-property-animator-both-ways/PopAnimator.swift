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

    private var dismissing: Bool { !presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to),
              let fromView = transitionContext.view(forKey: .from),
              let details = transitionContext.viewController(forKey: presenting ? .to : .from) as? HerbDetailsViewController
        else {
            transitionContext.completeTransition(false)
            return
        }
        _ = details
        let herbView = dismissing ? fromView : toView

        let fullFrame = herbView.frame
        let thumbnailFrame = originFrame
        let toThumbnail = CGAffineTransform(scaleX: thumbnailFrame.width / fullFrame.width,
                                            y: thumbnailFrame.height / fullFrame.height)
        let thumbnailCenter = CGPoint(x: thumbnailFrame.midX, y: thumbnailFrame.midY)
        let fullCenter = CGPoint(x: fullFrame.midX, y: fullFrame.midY)

        if !dismissing {
            herbView.transform = toThumbnail
            herbView.center = thumbnailCenter
            herbView.clipsToBounds = true
        }

        container.addSubview(toView)
        container.bringSubviewToFront(herbView)

        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext),
                                              timingParameters: UISpringTimingParameters(dampingRatio: 0.4, initialVelocity: .zero))
        animator.addAnimations {
            if self.dismissing {
                herbView.transform = toThumbnail
                herbView.center = thumbnailCenter
            } else {
                herbView.transform = .identity
                herbView.center = fullCenter
            }
        }
        animator.addCompletion { _ in
            if self.dismissing {
                self.dismissCompletion?()
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        animator.startAnimation()
    }
}
