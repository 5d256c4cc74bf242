import UIKit

/// Fades the detail screen in when it is presented and out when it is dismissed.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(presenting: Bool) {
        isPresenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)

        if isPresenting {
            guard let detailView = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            container.addSubview(detailView)
            detailView.alpha = 0
            UIView.animate(withDuration: duration) {
                detailView.alpha = 1
            }
        } else {
            guard let detailView = transitionContext.view(forKey: .from),
                  let galleryView = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            container.insertSubview(galleryView, belowSubview: detailView)
            UIView.animate(withDuration: duration, animations: {
                detailView.alpha = 0
            }, completion: { _ in
                detailView.alpha = 1
            })
        }
        // done setting up, tell UIKit
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
}
