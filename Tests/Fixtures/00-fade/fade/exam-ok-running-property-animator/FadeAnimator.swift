import UIKit

/// Fades the detail screen in when it is presented and out when it is dismissed.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// True when presenting the detail screen, false when dismissing it.
    let isPresenting: Bool

    init(presenting: Bool) {
        isPresenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        let halfASecond: TimeInterval = 0.5
        return halfASecond
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)

        if isPresenting {
            guard let detailView = transitionContext.view(forKey: .to) else { return }
            detailView.alpha = 0
            containerView.addSubview(detailView)
            UIViewPropertyAnimator.runningPropertyAnimator(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
                detailView.alpha = 1
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let detailView = transitionContext.view(forKey: .from) else { return }
            guard let galleryView = transitionContext.view(forKey: .to) else { return }
            containerView.insertSubview(galleryView, belowSubview: detailView)
            UIViewPropertyAnimator.runningPropertyAnimator(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
                detailView.alpha = 0
            }, completion: { _ in
                detailView.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}
