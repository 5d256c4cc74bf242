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
        // Same length whatever the context.
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let stage = transitionContext.containerView
        var changes: () -> Void = {}
        var cleanUp: () -> Void = {}

        if isPresenting {
            guard let arriving = transitionContext.view(forKey: .to) else { return }
            stage.addSubview(arriving)
            arriving.alpha = 0
            changes = { arriving.alpha = 1 }
        } else {
            guard let leaving = transitionContext.view(forKey: .from),
                  let returning = transitionContext.view(forKey: .to) else { return }
            stage.insertSubview(returning, belowSubview: leaving)
            changes = { leaving.alpha = 0 }
            cleanUp = { leaving.alpha = 1 }
        }

        UIView.animate(withDuration: transitionDuration(using: nil), animations: changes) { [cleanUp] _ in
            cleanUp()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
