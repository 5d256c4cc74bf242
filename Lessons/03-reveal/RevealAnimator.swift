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
            // TODO 2.1: Get the splash (`transitionContext.viewController(forKey: .from)` as
            //   `SplashViewController`) and the list (`transitionContext.viewController(forKey: .to)`);
            //   on failure `transitionContext.completeTransition(false)`.
            //   Keep the context in `storedContext`, add the list's view to the container and
            //   give it `transitionContext.finalFrame(for: list)`.

            // TODO 2.2: Make the grow animation: `CABasicAnimation(keyPath: "transform")` from
            //   `CATransform3DIdentity` to `CATransform3DConcat(CATransform3DMakeTranslation(0, -64, 0),
            //   CATransform3DMakeScale(150, 150, 1))` (values wrapped in `NSValue(caTransform3D:)`),
            //   lasting `animationDuration`, ease in (`CAMediaTimingFunction(name: .easeIn)`),
            //   `fillMode = .forwards`, `isRemovedOnCompletion = false`, and `delegate = self`.

            // TODO 2.3: Make the mask: a new logo layer (`CampLogo.makeLayer()`) with its
            //   `position` on the splash's logo (`splash.logo.position`); set it as the list
            //   view's `layer.mask`; add the grow animation to the mask and to `splash.logo`.

            // TODO 2.4: Fade the list in: a `CABasicAnimation(keyPath: "opacity")` from 0 to 1
            //   over `animationDuration`, added to the list view's layer.

            // TODO 4.4: When `interactive`, stop the container's clock after adding the animations
            //   (UIKit does not hold Core Animation animations for you): with
            //   `let layer = transitionContext.containerView.layer`, keep
            //   `pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)`, then
            //   `layer.speed = 0` and `layer.timeOffset = pausedTime`.

            // Until exercise 2, the list simply appears. Remove these two lines in TODO 2.1.
            if let toView = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(toView) }
            transitionContext.completeTransition(true)
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
        // TODO 2.5: The push ends here, when the grow animation stops. It was added to two
        //   layers, so this runs twice: go on only if `storedContext` is not nil
        //   (`guard let context = storedContext else { return }`), and set it to nil.
        //   Then clean up what the animations left (they were told to stay): remove the splash
        //   logo's animations (`logo.removeAllAnimations()`, the splash is the context's `.from`
        //   controller) and the list's mask (`layer.mask = nil`, the `.to` controller's view).
        //   Last, `context.completeTransition(!context.transitionWasCancelled)`.

        // TODO 4.7: Before completing, put the container's clock back, whichever way the pan went
        //   (a cancel leaves it running backwards): `speed = 1`, `timeOffset = 0`, `beginTime = 0`
        //   on `context.containerView.layer`.
    }
}
