import UIKit

final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(presenting: Bool) {
        isPresenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    private func run(_ context: UIViewControllerContextTransitioning, change: @escaping () -> Void, cleanup: @escaping () -> Void = {}) {
        UIView.animateKeyframes(withDuration: transitionDuration(using: context), delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1, animations: change)
        }, completion: { _ in
            cleanup()
            context.completeTransition(!context.transitionWasCancelled)
        })
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if isPresenting {
            guard let detail = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            container.addSubview(detail)
            detail.alpha = 0
            run(transitionContext, change: { detail.alpha = 1 })
        } else {
            guard let detail = transitionContext.view(forKey: .from),
                  let gallery = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            container.insertSubview(gallery, belowSubview: detail)
            run(transitionContext, change: { detail.alpha = 0 }, cleanup: { detail.alpha = 1 })
        }
    }
}
