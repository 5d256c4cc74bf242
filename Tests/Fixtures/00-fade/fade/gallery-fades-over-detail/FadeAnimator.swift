import UIKit

/// A cross-dissolve done the other way round: the gallery is the layer that fades, both ways.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// True when presenting the detail screen, false when dismissing it.
    let isPresenting: Bool

    init(presenting: Bool) {
        isPresenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)

        if isPresenting {
            // Gallery is from-view here. Detail goes in underneath it and the gallery fades away.
            guard let gallery = transitionContext.view(forKey: .from),
                  let detail = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            container.insertSubview(detail, belowSubview: gallery)
            UIView.animate(withDuration: duration, animations: {
                gallery.alpha = 0
            }, completion: { _ in
                gallery.alpha = 1 // it's shown again when the detail closes
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            // Gallery is the to-view now: put it on top, invisible, and fade it back in.
            guard let gallery = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            gallery.alpha = 0
            container.addSubview(gallery)
            UIView.animate(withDuration: duration, animations: {
                gallery.alpha = 1
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}
