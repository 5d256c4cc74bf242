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
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        switch isPresenting {
        case true:
            fadeIn(using: transitionContext)
        case false:
            fadeOut(using: transitionContext)
        }
    }

    // MARK: - The two directions

    private func fadeIn(using context: UIViewControllerContextTransitioning) {
        guard let incoming = context.view(forKey: .to) else { return }
        context.containerView.addSubview(incoming)
        incoming.alpha = 0

        UIView.animate(withDuration: transitionDuration(using: context)) {
            incoming.alpha = 1
        } completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }

    private func fadeOut(using context: UIViewControllerContextTransitioning) {
        guard let outgoing = context.view(forKey: .from),
              let underneath = context.view(forKey: .to) else { return }
        context.containerView.insertSubview(underneath, belowSubview: outgoing)

        UIView.animate(withDuration: transitionDuration(using: context)) {
            outgoing.alpha = 0
        } completion: { _ in
            outgoing.alpha = 1
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
