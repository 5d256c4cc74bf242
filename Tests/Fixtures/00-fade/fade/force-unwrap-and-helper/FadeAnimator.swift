import UIKit

/// Fades the detail screen in when it is presented and out when it is dismissed.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(presenting: Bool) {
        self.isPresenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView

        if isPresenting {
            let detailView = transitionContext.viewController(forKey: .to)!.view!
            container.addSubview(detailView)
            detailView.alpha = 0.0
            fade(detailView, to: 1.0, in: transitionContext)
        } else {
            let detailView = transitionContext.viewController(forKey: .from)!.view!
            let galleryView = transitionContext.viewController(forKey: .to)!.view!
            container.insertSubview(galleryView, belowSubview: detailView)
            fade(detailView, to: 0.0, in: transitionContext)
        }
    }

    private func fade(_ view: UIView, to alpha: CGFloat, in context: UIViewControllerContextTransitioning) {
        UIView.animate(withDuration: transitionDuration(using: context), animations: {
            view.alpha = alpha
        }) { _ in
            view.alpha = 1.0
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
