import UIKit

/// Presents a herb's details by growing them out of the tapped thumbnail on a spring, and
/// dismisses them by shrinking them back into it. One animator serves both directions.
final class PopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration = 1.0
    var presenting = true
    var originFrame = CGRect.zero
    var dismissCompletion: (() -> Void)?

    /// The thumbnails' corner radius on the shelf.
    private let thumbnailCorner: CGFloat = 20

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let toView = transitionContext.view(forKey: .to),
              let details = transitionContext.viewController(forKey: key) as? HerbDetailsViewController,
              let herbView = details.view else {
            transitionContext.completeTransition(false)
            return
        }

        let big = presenting ? herbView.frame : herbView.frame
        let small = originFrame
        let widthScale = small.width / big.width
        let heightScale = small.height / big.height
        let miniature = CGAffineTransform(scaleX: widthScale, y: heightScale)
        let miniatureCorner = thumbnailCorner / widthScale
        let target = presenting ? big : small

        herbView.layer.masksToBounds = true
        if presenting {
            herbView.transform = miniature
            herbView.center = CGPoint(x: small.midX, y: small.midY)
            herbView.layer.cornerRadius = miniatureCorner
            details.textPanel.alpha = 0
        } else {
            herbView.layer.cornerRadius = 0
        }

        containerView.addSubview(toView)
        containerView.bringSubviewToFront(herbView)

        let opening = presenting
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [], animations: {
            if opening {
                herbView.transform = .identity
                herbView.layer.cornerRadius = 0
                details.textPanel.alpha = 1
            } else {
                herbView.transform = miniature
                herbView.layer.cornerRadius = miniatureCorner
                details.textPanel.alpha = 0
            }
            herbView.center = CGPoint(x: target.midX, y: target.midY)
        }, completion: { _ in
            if !opening { self.dismissCompletion?() }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
