import UIKit

final class PopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration = 1.0
    var presenting = true
    var originFrame = CGRect.zero
    var dismissCompletion: (() -> Void)?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to),
              let herbView = presenting ? toView : transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let page = herbView.frame
        // Shrink onto the thumbnail and slide over to it, in one transform.
        let onThumbnail = CGAffineTransform(scaleX: originFrame.width / page.width, y: originFrame.height / page.height)
            .translatedBy(x: originFrame.midX - page.midX, y: originFrame.midY - page.midY)

        if presenting {
            herbView.transform = onThumbnail
            herbView.clipsToBounds = true
        }

        containerView.addSubview(toView)
        containerView.bringSubviewToFront(herbView)
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [], animations: {
            herbView.transform = self.presenting ? .identity : onThumbnail
        }, completion: { _ in
            if !self.presenting { self.dismissCompletion?() }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
