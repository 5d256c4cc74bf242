/// UIKit's built-in modal animations, used when no custom animator is vended.
@MainActor
final class DefaultModalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let style: UIModalTransitionStyle
    let presenting: Bool

    init(style: UIModalTransitionStyle, presenting: Bool) {
        self.style = style
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        style == .flipHorizontal ? 0.75 : 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let toVC = transitionContext.viewController(forKey: .to)!
        if let toView {
            if presenting { container.addSubview(toView) } else if let fromView { container.insertSubview(toView, belowSubview: fromView) } else { container.insertSubview(toView, at: 0) }
            toView.frame = transitionContext.finalFrame(for: toVC)
        }
        switch style {
        case .crossDissolve, .partialCurl:
            let moving = presenting ? toView : fromView
            if presenting { moving?.alpha = 0 }
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseInOut, animations: {
                moving?.alpha = self.presenting ? 1 : 0
            }, completion: { _ in
                if !self.presenting { fromView?.alpha = 1 }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        case .flipHorizontal:
            UIView.transition(with: container, duration: duration, options: .transitionFlipFromRight, animations: {}, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        case .coverVertical:
            let height = container.bounds.height
            if presenting, let toView {
                let final = toView.frame
                toView.frame = final.offsetBy(dx: 0, dy: height)
                UIView.animate(withDuration: duration, delay: 0, options: .curveEaseOut, animations: {
                    toView.frame = final
                }, completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
            } else {
                let start = fromView?.frame ?? .zero
                UIView.animate(withDuration: duration, delay: 0, options: .curveEaseIn, animations: {
                    fromView?.frame = start.offsetBy(dx: 0, dy: height)
                }, completion: { _ in
                    if transitionContext.transitionWasCancelled { fromView?.frame = start }
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
            }
        }
    }
}

/// UIKit's built-in push and pop: the new screen slides in from the right over the old one,
/// which moves a third of the way left.
@MainActor
final class DefaultNavigationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(true)
            return
        }
        let width = container.bounds.width
        let final = transitionContext.finalFrame(for: toVC)
        let fromStart = fromView.frame
        if operation == .push {
            container.addSubview(toView)
            toView.frame = final.offsetBy(dx: width, dy: 0)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            toView.frame = final.offsetBy(dx: -width / 3, dy: 0)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseInOut, animations: {
            toView.frame = final
            fromView.frame = fromStart.offsetBy(dx: self.operation == .push ? -width / 3 : width, dy: 0)
        }, completion: { _ in
            fromView.frame = fromStart
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
