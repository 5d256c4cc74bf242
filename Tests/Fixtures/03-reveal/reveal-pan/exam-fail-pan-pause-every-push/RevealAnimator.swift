import UIKit

/// Pushes the packing list by revealing it through the splash's logo, which grows until it
/// covers the screen, and pops it by shrinking it away.
final class RevealAnimator: UIPercentDrivenInteractiveTransition, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    /// The length of both transitions, in seconds.
    let animationDuration = 2.0
    /// Push or pop: the navigation delegate sets it before UIKit asks for anything else.
    var operation: UINavigationController.Operation = .push
    /// The push in progress, for `animationDidStop(_:finished:)`. Weak: UIKit owns the context.
    weak var storedContext: UIViewControllerContextTransitioning?

    /// True while a pan drives the push: only then is this object also the interaction controller.
    var interactive = false
    /// The container's local time when the interactive push paused it.
    private var pausedTime: CFTimeInterval = 0

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        animationDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if operation == .push {
            guard let splash = transitionContext.viewController(forKey: .from) as? SplashViewController,
                  let list = transitionContext.viewController(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            storedContext = transitionContext
            list.view.frame = transitionContext.finalFrame(for: list)
            transitionContext.containerView.addSubview(list.view)

            // The mark grows 150 times, moved up first so the snow band leaves the screen.
            let grow = CABasicAnimation(keyPath: "transform")
            grow.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
            let nudgeUp = CATransform3DMakeTranslation(0, -64, 0)
            let huge = CATransform3DMakeScale(150, 150, 1)
            grow.toValue = NSValue(caTransform3D: CATransform3DConcat(nudgeUp, huge))
            grow.duration = animationDuration
            grow.timingFunction = CAMediaTimingFunction(name: .easeIn)
            grow.fillMode = .forwards
            grow.isRemovedOnCompletion = false
            grow.delegate = self

            let mask = CampLogo.makeLayer()
            mask.position = splash.logo.position
            list.view.layer.mask = mask
            mask.add(grow, forKey: "grow")
            splash.logo.add(grow, forKey: "grow")

            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = animationDuration
            list.view.layer.add(fade, forKey: "fade")

            // UIKit does not hold Core Animation animations: stop the container's clock here.
            let layer = transitionContext.containerView.layer
            pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = pausedTime
        } else {
            guard let fromView = transitionContext.view(forKey: .from),
                  let toView = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            // The splash goes behind the list, which shrinks away in front of it.
            transitionContext.containerView.insertSubview(toView, belowSubview: fromView)

            UIView.animate(withDuration: animationDuration, delay: 0, options: .curveEaseIn, animations: {
                fromView.transform = CGAffineTransform(scaleX: 0.01, y: 0.01)
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    override func update(_ percentComplete: CGFloat) {
        super.update(percentComplete)
        storedContext?.containerView.layer.timeOffset = pausedTime + animationDuration * Double(percentComplete)
    }

    override func finish() {
        if let layer = storedContext?.containerView.layer {
            layer.beginTime = CACurrentMediaTime()
            layer.speed = 1
        }
        super.finish()
    }

    override func cancel() {
        if let layer = storedContext?.containerView.layer {
            layer.beginTime = CACurrentMediaTime()
            layer.speed = -1
        }
        super.cancel()
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let context = storedContext else { return }
        storedContext = nil
        if let splash = context.viewController(forKey: .from) as? SplashViewController {
            splash.logo.removeAllAnimations()
        }
        context.viewController(forKey: .to)?.view.layer.mask = nil

        // Put the container's clock back: after a cancel it still runs backwards.
        let layer = context.containerView.layer
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0

        context.completeTransition(!context.transitionWasCancelled)
    }
}
