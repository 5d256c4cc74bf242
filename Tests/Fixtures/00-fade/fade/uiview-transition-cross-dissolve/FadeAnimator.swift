import UIKit

/// Lets UIKit's own cross-dissolve do the fading: the container changes its content inside
/// UIView.transition(with:duration:options:animations:completion:).
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
        let containerView = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }

        let change: () -> Void
        let cleanUp: () -> Void
        if isPresenting {
            change = { containerView.addSubview(toView) }
            cleanUp = {}
        } else {
            change = {
                containerView.insertSubview(toView, belowSubview: fromView)
                fromView.isHidden = true
            }
            cleanUp = { fromView.isHidden = false }
        }

        UIView.transition(with: containerView,
                          duration: transitionDuration(using: transitionContext),
                          options: .transitionCrossDissolve,
                          animations: change,
                          completion: { _ in
                              cleanUp()
                              transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                          })
    }
}
