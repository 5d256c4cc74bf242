import UIKit

/// Fades the detail screen in when it is presented and out when it is dismissed.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// True when presenting the detail screen, false when dismissing it.
    let isPresenting: Bool

    /// The detail screen's view, remembered when it is presented so the dismissal can fade it.
    private var detailView: UIView!

    init(presenting: Bool) {
        isPresenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)

        if isPresenting {
            guard let toView = transitionContext.view(forKey: .to) else { return }
            detailView = toView
            containerView.addSubview(detailView)
            detailView.alpha = 0
            UIView.animate(withDuration: duration, animations: {
                self.detailView.alpha = 1
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let galleryView = transitionContext.view(forKey: .to) else { return }
            containerView.insertSubview(galleryView, belowSubview: detailView)
            UIView.animate(withDuration: duration, animations: {
                self.detailView.alpha = 0
            }, completion: { _ in
                self.detailView.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}
