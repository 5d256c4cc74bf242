import UIKit

final class PopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration = 1.0
    var presenting = true
    var originFrame = CGRect.zero
    var dismissCompletion: (() -> Void)?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 1.0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to),
              let herbView = presenting ? toView : transitionContext.view(forKey: .from)
        else {
            transitionContext.completeTransition(false)
            return
        }

        let initialFrame = presenting ? originFrame : herbView.frame
        let finalFrame = presenting ? herbView.frame : originFrame
        let scaleX = min(initialFrame.width, finalFrame.width) / max(initialFrame.width, finalFrame.width)
        let scaleY = min(initialFrame.height, finalFrame.height) / max(initialFrame.height, finalFrame.height)
        let smallTransform = CGAffineTransform(scaleX: scaleX, y: scaleY)

        if presenting {
            herbView.transform = smallTransform
            herbView.center = CGPoint(x: initialFrame.midX, y: initialFrame.midY)
            herbView.clipsToBounds = true
        }

        container.addSubview(toView)
        container.bringSubviewToFront(herbView)

        UIView.animate(withDuration: 1.0, delay: 0.0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0.0, options: [], animations: {
            herbView.transform = self.presenting ? .identity : smallTransform
            herbView.center = CGPoint(x: finalFrame.midX, y: finalFrame.midY)
        }) { _ in
            defer { transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
            guard !self.presenting else { return }
            self.dismissCompletion?()
        }
    }
}
