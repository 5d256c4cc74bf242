import UIKit

/// The chart, along the diagonal.
class DiagonalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let width = containerView.bounds.width, height = containerView.bounds.height
        if presenting, let toVC = transitionContext.viewController(forKey: .to), let toView = transitionContext.view(forKey: .to) {
            let end = transitionContext.finalFrame(for: toVC)
            toView.frame = end
            toView.center = CGPoint(x: end.midX + width, y: end.midY + height)
            containerView.addSubview(toView)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                toView.center = CGPoint(x: end.midX, y: end.midY)
            }) { _ in
                let success = !transitionContext.transitionWasCancelled
                if !success { toView.removeFromSuperview() }
                transitionContext.completeTransition(success)
            }
        } else if let fromView = transitionContext.view(forKey: .from) {
            if let toView = transitionContext.view(forKey: .to) {
                containerView.insertSubview(toView, belowSubview: fromView)
            }
            let start = fromView.center
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                fromView.center = CGPoint(x: start.x + width, y: start.y + height)
            }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }
}
