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
        let duration = transitionDuration(using: transitionContext)

        if isPresenting {
            if let toView = transitionContext.view(forKey: .to) {
                containerView.addSubview(toView)
                toView.alpha = 0
                UIView.animate(withDuration: duration) {
                    toView.alpha = 1
                }
            }
        } else {
            if let fromView = transitionContext.view(forKey: .from),
               let toView = transitionContext.view(forKey: .to) {
                containerView.insertSubview(toView, belowSubview: fromView)
                UIView.animate(withDuration: duration, animations: {
                    fromView.alpha = 0
                }, completion: { _ in
                    fromView.alpha = 1
                })
            }
        }
    }
}
