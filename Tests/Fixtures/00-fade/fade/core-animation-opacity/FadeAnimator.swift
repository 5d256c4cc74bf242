import UIKit

/// Fades the detail screen in and out with Core Animation directly.
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
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)

        if isPresenting {
            guard let detail = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            container.addSubview(detail)
            fadeOpacity(of: detail.layer, from: 0, to: 1, duration: duration) {
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        } else {
            guard let detail = transitionContext.view(forKey: .from),
                  let gallery = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            container.insertSubview(gallery, belowSubview: detail)
            // the model value has to end at 0 too, or the detail pops back before UIKit removes it
            detail.alpha = 0
            fadeOpacity(of: detail.layer, from: 1, to: 0, duration: duration) {
                detail.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    /// Adds an opacity animation and runs `done` when Core Animation reports it finished.
    private func fadeOpacity(of layer: CALayer, from start: Float, to end: Float, duration: TimeInterval, done: @escaping () -> Void) {
        CATransaction.begin()
        CATransaction.setCompletionBlock(done)
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = start
        animation.toValue = end
        animation.duration = duration
        // UIView.animate eases in and out by default; match it
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(animation, forKey: "fade")
        CATransaction.commit()
    }
}
