import UIKit

/// Fades the detail screen in when it is presented and out when it is dismissed.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// True when presenting the detail screen, false when dismissing it.
    let isPresenting: Bool

    init(presenting: Bool) {
        self.isPresenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if isPresenting {
            fadeIn(using: transitionContext)
        } else {
            fadeOut(using: transitionContext)
        }
    }

    private func fadeIn(using ctx: UIViewControllerContextTransitioning) {
        guard let incoming = ctx.view(forKey: .to) else {
            ctx.completeTransition(false)
            return
        }
        ctx.containerView.addSubview(incoming)
        incoming.alpha = 0
        UIView.animate(withDuration: 0.25, animations: {
            incoming.alpha = 1
        }, completion: { _ in
            ctx.completeTransition(!ctx.transitionWasCancelled)
        })
    }

    private func fadeOut(using ctx: UIViewControllerContextTransitioning) {
        guard let outgoing = ctx.view(forKey: .from), let gallery = ctx.view(forKey: .to) else {
            ctx.completeTransition(false)
            return
        }
        ctx.containerView.insertSubview(gallery, belowSubview: outgoing)
        UIView.animate(withDuration: 0.25, animations: {
            outgoing.alpha = 0
        }, completion: { _ in
            outgoing.alpha = 1
            ctx.completeTransition(!ctx.transitionWasCancelled)
        })
    }
}
