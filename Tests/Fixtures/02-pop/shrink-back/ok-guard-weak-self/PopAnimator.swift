import UIKit

/// Grows the details out of the thumbnail, and shrinks them back.
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
        guard let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let flyingView: UIView
        if presenting {
            flyingView = toView
        } else if let fromView = transitionContext.view(forKey: .from) {
            flyingView = fromView
        } else {
            transitionContext.completeTransition(false)
            return
        }

        let fullFrame = flyingView.frame
        let thumbFrame = originFrame
        let startFrame = presenting ? thumbFrame : fullFrame
        let endFrame = presenting ? fullFrame : thumbFrame
        let shrunk = CGAffineTransform(scaleX: thumbFrame.width / fullFrame.width,
                                       y: thumbFrame.height / fullFrame.height)

        if presenting {
            flyingView.transform = shrunk
            flyingView.center = CGPoint(x: startFrame.midX, y: startFrame.midY)
            flyingView.clipsToBounds = true
        }

        containerView.addSubview(toView)
        containerView.bringSubviewToFront(flyingView)

        let goingOut = presenting
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [], animations: {
            flyingView.transform = goingOut ? .identity : shrunk
            flyingView.center = CGPoint(x: endFrame.midX, y: endFrame.midY)
        }, completion: { _ in
            if goingOut == false {
                self.dismissCompletion?()
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
