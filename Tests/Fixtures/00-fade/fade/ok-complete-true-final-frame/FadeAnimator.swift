import UIKit

final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(presenting: Bool) {
        isPresenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        if isPresenting {
            guard let toVC = transitionContext.viewController(forKey: .to),
                  let toView = transitionContext.view(forKey: .to) else { return }
            toView.frame = transitionContext.finalFrame(for: toVC)
            containerView.addSubview(toView)
            toView.alpha = 0
            UIView.animate(withDuration: 0.5, animations: {
                toView.alpha = 1
            }, completion: { _ in
                transitionContext.completeTransition(true)
            })
        } else {
            guard let toVC = transitionContext.viewController(forKey: .to),
                  let fromView = transitionContext.view(forKey: .from),
                  let toView = transitionContext.view(forKey: .to) else { return }
            toView.frame = transitionContext.finalFrame(for: toVC)
            containerView.insertSubview(toView, belowSubview: fromView)
            UIView.animate(withDuration: 0.5, animations: {
                fromView.alpha = 0
            }, completion: { _ in
                fromView.alpha = 1
                transitionContext.completeTransition(true)
            })
        }
    }
}
