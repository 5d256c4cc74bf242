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

    /// Where the mark ends: 150 times its size, after being lifted 64 points (the lift is
    /// applied first, in the mark's own units, so it gets scaled with everything else).
    private var coveringTransform: CATransform3D {
        CATransform3DTranslate(CATransform3DMakeScale(150, 150, 1), 0, -64, 0)
    }

    private func makeGrowAnimation(lasting duration: TimeInterval) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "transform")
        animation.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        animation.toValue = NSValue(caTransform3D: coveringTransform)
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        animation.isRemovedOnCompletion = false
        animation.fillMode = .forwards
        animation.delegate = self
        return animation
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if operation == .push {
            let from = transitionContext.viewController(forKey: .from)
            let to = transitionContext.viewController(forKey: .to)
            if let splash = from as? SplashViewController, let list = to {
                storedContext = transitionContext
                let container = transitionContext.containerView
                container.addSubview(list.view)
                list.view.frame = transitionContext.finalFrame(for: list)

                let duration = transitionDuration(using: transitionContext)
                let grow = makeGrowAnimation(lasting: duration)

                let logoMask = CampLogo.makeLayer()
                logoMask.position = splash.logo.position
                list.view.layer.mask = logoMask
                logoMask.add(grow, forKey: nil)
                splash.logo.add(grow, forKey: nil)

                let fadeIn = CABasicAnimation(keyPath: "opacity")
                fadeIn.fromValue = 0.0
                fadeIn.toValue = 1.0
                fadeIn.duration = duration
                list.view.layer.add(fadeIn, forKey: nil)
            } else {
                transitionContext.completeTransition(false)
                return
            }

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
        // Added to the mask and to the logo: only the first stop ends the push.
        if let context = storedContext {
            storedContext = nil
            (context.viewController(forKey: .from) as? SplashViewController)?.logo.removeAllAnimations()
            context.view(forKey: .to)?.layer.mask = nil
            // TODO 4.7: Before completing, put the container's clock back, whichever way the pan went
            //   (a cancel leaves it running backwards): `speed = 1`, `timeOffset = 0`, `beginTime = 0`
            //   on `context.containerView.layer`.
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
