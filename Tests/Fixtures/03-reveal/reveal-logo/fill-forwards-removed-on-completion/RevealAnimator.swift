import UIKit

/// Pushes the packing list by revealing it through the splash's logo, which grows until it
/// covers the screen, and pops it by shrinking it away. A pan on the splash can scrub the reveal:
/// then this object is also the interaction controller.
final class RevealAnimator: UIPercentDrivenInteractiveTransition, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    /// The length of both transitions, in seconds.
    let animationDuration = 2.0
    /// Push or pop: the navigation delegate sets it before UIKit asks for anything else.
    var operation: UINavigationController.Operation = .push
    /// The push in progress, for `animationDidStop(_:finished:)`. Weak: UIKit owns the context.
    weak var storedContext: UIViewControllerContextTransitioning?
    /// 4.1: true while a pan drives the push; the navigation delegate vends this object as the
    /// interaction controller only then.
    var interactive = false
    /// 4.4: the container layer's own time when the reveal was paused; the finger moves from there.
    private var pausedTime: CFTimeInterval = 0

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        animationDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if operation == .push {
            // 2.1: the two screens, and the list in the container where it will end.
            guard let splash = transitionContext.viewController(forKey: .from) as? SplashViewController,
                  let list = transitionContext.viewController(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            storedContext = transitionContext
            transitionContext.containerView.addSubview(list.view)
            list.view.frame = transitionContext.finalFrame(for: list)

            // 2.2: one animation for the mask and the logo: 150 times bigger, nudged up first so
            // that the wide bottom of the peaks sweeps over the screen. Ease in: slow, then fast.
            let grow = CABasicAnimation(keyPath: "transform")
            grow.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
            grow.toValue = NSValue(caTransform3D: CATransform3DConcat(CATransform3DMakeTranslation(0, -64, 0),
                                                                      CATransform3DMakeScale(150, 150, 1)))
            grow.duration = animationDuration
            grow.timingFunction = CAMediaTimingFunction(name: .easeIn)
            // Hold the last frame until animationDidStop has cleaned up.
            grow.fillMode = .forwards
            grow.delegate = self

            // 2.3: the list shows only through a logo of its own, lying on the splash's.
            let mask = CampLogo.makeLayer()
            mask.position = splash.logo.position
            list.view.layer.mask = mask
            mask.add(grow, forKey: "reveal")
            splash.logo.add(grow, forKey: "reveal")

            // 2.4: and it fades in meanwhile.
            let fadeIn = CABasicAnimation(keyPath: "opacity")
            fadeIn.fromValue = 0
            fadeIn.toValue = 1
            fadeIn.duration = animationDuration
            list.view.layer.add(fadeIn, forKey: "fade")

            // 4.4: these animations run on the layers' time, which UIKit does not hold: stop the
            // container's clock, so that only `update(_:)` moves it.
            if interactive {
                let layer = transitionContext.containerView.layer
                pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
                layer.speed = 0
                layer.timeOffset = pausedTime
            }
        } else {
            // 3.1: the splash waits behind the list...
            guard let fromView = transitionContext.view(forKey: .from),
                  let toView = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
            // 3.2: ...which shrinks away to nothing, slowly at first.
            UIView.animate(withDuration: animationDuration, delay: 0, options: .curveEaseIn, animations: {
                // 1 %, not 0: Core Animation cannot animate to a transform that squashes to nothing.
                fromView.transform = CGAffineTransform(scaleX: 0.01, y: 0.01)
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    override func update(_ percentComplete: CGFloat) {
        // 4.5: the finger moves the paused clock: `progress` of the reveal past where it stopped.
        super.update(percentComplete)
        storedContext?.containerView.layer.timeOffset = pausedTime + animationDuration * Double(percentComplete)
    }

    // 4.6: let go: start the clock again from where the finger left it, forwards to the end or
    // backwards to the start; UIKit then completes or cancels.
    override func finish() {
        restartClock(speed: 1)
        super.finish()
    }

    override func cancel() {
        restartClock(speed: -1)
        super.cancel()
    }

    private func restartClock(speed: Float) {
        guard let layer = storedContext?.containerView.layer else { return }
        layer.beginTime = CACurrentMediaTime()
        layer.speed = speed
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        // 2.5: the grow animation was added to two layers, so this runs twice: only the first
        // time has a context left.
        guard let context = storedContext else { return }
        storedContext = nil
        // 4.7: the container's clock back to normal, whichever way the pan went: a cancel leaves
        // it running backwards, and the next transition in this container would run backwards too.
        let layer = context.containerView.layer
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        // The animations were kept on purpose: take them off, and the mask with them.
        (context.viewController(forKey: .from) as? SplashViewController)?.logo.removeAllAnimations()
        context.viewController(forKey: .to)?.view.layer.mask = nil
        context.completeTransition(!context.transitionWasCancelled)
    }
}
