import UIKit

/// Fades the detail screen in when it is presented and out when it is dismissed.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Direction {
        case fadeIn
        case fadeOut
    }

    static let fadeDuration: TimeInterval = 0.5

    let direction: Direction

    /// True when presenting the detail screen, false when dismissing it.
    var isPresenting: Bool { direction == .fadeIn }

    init(presenting: Bool) {
        direction = presenting ? .fadeIn : .fadeOut
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return FadeAnimator.fadeDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        switch direction {
        case .fadeIn:
            fadeIn(using: transitionContext)
        case .fadeOut:
            fadeOut(using: transitionContext)
        }
    }

    private func finish(_ ctx: UIViewControllerContextTransitioning) {
        ctx.completeTransition(!ctx.transitionWasCancelled)
    }

    private func fadeIn(using ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        guard let detail = ctx.viewController(forKey: .to)?.view else {
            ctx.completeTransition(false)
            return
        }
        detail.alpha = 0.0
        container.addSubview(detail)
        UIView.animate(withDuration: transitionDuration(using: ctx), animations: {
            detail.alpha = 1.0
        }) { _ in
            self.finish(ctx)
        }
    }

    private func fadeOut(using ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        guard let detail = ctx.viewController(forKey: .from)?.view,
              let gallery = ctx.viewController(forKey: .to)?.view else {
            ctx.completeTransition(false)
            return
        }
        container.insertSubview(gallery, belowSubview: detail)
        UIView.animate(withDuration: transitionDuration(using: ctx), animations: {
            detail.alpha = 0.0
        }) { _ in
            detail.alpha = 1.0
            self.finish(ctx)
        }
    }
}
