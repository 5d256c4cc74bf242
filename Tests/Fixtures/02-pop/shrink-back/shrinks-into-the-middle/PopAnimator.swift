import UIKit

final class PopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration = 1.0
    var presenting = true
    var originFrame = CGRect.zero
    var dismissCompletion: (() -> Void)?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to),
              let herbView = presenting ? toView : transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let pageFrame = herbView.frame
        let scale = CGAffineTransform(scaleX: originFrame.width / pageFrame.width, y: originFrame.height / pageFrame.height)

        containerView.addSubview(toView)
        containerView.bringSubviewToFront(herbView)

        if presenting {
            herbView.transform = scale
            herbView.center = CGPoint(x: originFrame.midX, y: originFrame.midY)
            herbView.clipsToBounds = true
            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [], animations: {
                herbView.transform = .identity
                herbView.center = CGPoint(x: pageFrame.midX, y: pageFrame.midY)
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [], animations: {
                herbView.transform = scale
            }, completion: { _ in
                self.dismissCompletion?()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}
