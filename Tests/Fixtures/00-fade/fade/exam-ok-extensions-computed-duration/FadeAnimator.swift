import UIKit

/// Fades the detail screen in when it is presented and out when it is dismissed.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// True when presenting the detail screen, false when dismissing it.
    let isPresenting: Bool

    init(presenting: Bool) {
        isPresenting = presenting
        super.init()
    }

    private var duration: TimeInterval { 0.5 }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if isPresenting {
            present(with: transitionContext)
        } else {
            dismiss(with: transitionContext)
        }
    }
}

// MARK: - Presenting

private extension FadeAnimator {
    func present(with ctx: UIViewControllerContextTransitioning) {
        guard let detailView = ctx.view(forKey: .to) else { return }
        ctx.containerView.addSubview(detailView)
        detailView.alpha = 0

        UIView.animate(
            withDuration: duration,
            animations: { detailView.alpha = 1 },
            completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) }
        )
    }
}

// MARK: - Dismissing

private extension FadeAnimator {
    func dismiss(with ctx: UIViewControllerContextTransitioning) {
        guard let detailView = ctx.view(forKey: .from),
              let galleryView = ctx.view(forKey: .to) else { return }
        ctx.containerView.insertSubview(galleryView, belowSubview: detailView)

        UIView.animate(
            withDuration: duration,
            animations: { detailView.alpha = 0 },
            completion: { _ in
                detailView.alpha = 1
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        )
    }
}
