import UIKit

/// Pushes the packing list by revealing it through the splash's logo, which grows until it
/// covers the screen, and pops it by shrinking it away.
final class RevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    /// The length of both transitions, in seconds.
    let animationDuration = 2.0
    /// Push or pop: the navigation delegate sets it before UIKit asks for anything else.
    var operation: UINavigationController.Operation = .push
    /// The push in progress, for `animationDidStop(_:finished:)`. Weak: UIKit owns the context.
    weak var storedContext: UIViewControllerContextTransitioning?

    // TODO 4.1: Make this class a `UIPercentDrivenInteractiveTransition` (in place of `NSObject`
    //   above: it is an NSObject too), and add `var interactive = false`, true while a pan drives
    //   the push. Add `private var pausedTime: CFTimeInterval = 0` for TODO 4.4.

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

            transitionContext.completeTransition(true)

            // TODO 4.4: When `interactive`, stop the container's clock after adding the animations
            //   (UIKit does not hold Core Animation animations for you): with
            //   `let layer = transitionContext.containerView.layer`, keep
            //   `pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)`, then
            //   `layer.speed = 0` and `layer.timeOffset = pausedTime`.
        } else {
            // TODO 3.1: Popping: get the from-view (`fromView`, the list) and the to-view (`toView`,
            //   the splash), and put the splash *below* the list:
            //   `transitionContext.containerView.insertSubview(toView, belowSubview: fromView)`.

            // TODO 3.2: Shrink the list away with `UIView.animate(withDuration:delay:options:animations:completion:)`:
            //   `animationDuration`, no delay, `.curveEaseIn`; in the animations,
            //   `fromView.transform = CGAffineTransform(scaleX: 0.01, y: 0.01)`; in the completion,
            //   `transitionContext.completeTransition(!transitionContext.transitionWasCancelled)`.

            // Until exercise 3, the splash simply appears. Remove these two lines in TODO 3.1.
            if let toView = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(toView) }
            transitionContext.completeTransition(true)
        }
    }

    // TODO 4.5: Override `update(_ percentComplete: CGFloat)`: call `super.update(percentComplete)`,
    //   then move the paused clock: `storedContext?.containerView.layer.timeOffset =
    //   pausedTime + animationDuration * Double(percentComplete)`.

    // TODO 4.6: Override `finish()` and `cancel()`: on `storedContext?.containerView.layer` set
    //   `beginTime = CACurrentMediaTime()` and `speed = 1` (finish) or `speed = -1` (cancel),
    //   then call `super.finish()` / `super.cancel()`.

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let context = storedContext else { return }
        storedContext = nil
        if let splash = context.viewController(forKey: .from) as? SplashViewController {
            splash.logo.removeAllAnimations()
        }
        context.viewController(forKey: .to)?.view.layer.mask = nil

        // TODO 4.7: Before completing, put the container's clock back, whichever way the pan went
        //   (a cancel leaves it running backwards): `speed = 1`, `timeOffset = 0`, `beginTime = 0`
        //   on `context.containerView.layer`.
    }
}
