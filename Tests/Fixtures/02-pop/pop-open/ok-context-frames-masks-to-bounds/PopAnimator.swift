import UIKit

final class PopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The spring's length, in seconds.
    let duration = 1.0
    /// True while presenting the details, false while dismissing them.
    var presenting = true
    /// The tapped thumbnail's frame, in window coordinates.
    var originFrame = CGRect.zero
    /// Called at the end of a dismissal, so the list can show its thumbnail again.
    var dismissCompletion: (() -> Void)?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let detailsKey: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let toView = transitionContext.view(forKey: .to),
              let detailsController = transitionContext.viewController(forKey: detailsKey),
              let herbView = detailsController.view else {
            transitionContext.completeTransition(false)
            return
        }

        // Where the page is at full size, as the context tells it.
        let pageFrame = presenting
            ? transitionContext.finalFrame(for: detailsController)
            : transitionContext.initialFrame(for: detailsController)
        let from = presenting ? originFrame : pageFrame
        let to = presenting ? pageFrame : originFrame

        let smallScale = CGAffineTransform(scaleX: originFrame.width / pageFrame.width,
                                           y: originFrame.height / pageFrame.height)

        if presenting {
            herbView.transform = smallScale
            herbView.center = CGPoint(x: from.midX, y: from.midY)
            herbView.layer.masksToBounds = true
        }

        containerView.addSubview(toView)
        containerView.bringSubviewToFront(herbView)

        UIView.animate(withDuration: transitionDuration(using: transitionContext),
                       delay: 0,
                       usingSpringWithDamping: 0.4,
                       initialSpringVelocity: 0,
                       options: [],
                       animations: {
                           herbView.transform = self.presenting ? .identity : smallScale
                           herbView.center = CGPoint(x: to.midX, y: to.midY)
                       },
                       completion: { _ in
                           if self.presenting == false {
                               self.dismissCompletion?()
                           }
                           transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                       })
    }
}
