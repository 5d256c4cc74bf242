import UIKit

final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(presenting: Bool) {
        isPresenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fadingView: UIView
        let targetAlpha: CGFloat

        switch isPresenting {
        case true:
            guard let detail = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            containerView.addSubview(detail)
            detail.alpha = 0
            fadingView = detail
            targetAlpha = 1
        case false:
            guard let detail = transitionContext.view(forKey: .from),
                  let gallery = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            containerView.insertSubview(gallery, belowSubview: detail)
            fadingView = detail
            targetAlpha = 0
        }

        UIView.animate(withDuration: transitionDuration(using: transitionContext),
                       delay: 0,
                       options: [.curveEaseInOut],
                       animations: {
                           fadingView.alpha = targetAlpha
                       },
                       completion: { _ in
                           fadingView.alpha = 1
                           transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                       })
    }
}
