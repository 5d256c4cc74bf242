import UIKit

/// Pushes the packing list by revealing it through the splash's logo, which grows until it
/// covers the screen, and pops it by shrinking it away.
final class RevealAnimator: UIPercentDrivenInteractiveTransition, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    // Exercise 4 is not done here: never interactive.
    var interactive = false
    /// The length of both transitions, in seconds.
    let animationDuration = 2.0
    /// Push or pop: the navigation delegate sets it before UIKit asks for anything else.
    var operation: UINavigationController.Operation = .push
    /// The push in progress, for `animationDidStop(_:finished:)`. Weak: UIKit owns the context.
    weak var storedContext: UIViewControllerContextTransitioning?

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
            grow.isRemovedOnCompletion = false
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
                transitionContext.completeTransition(true)
            })
        }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        // 2.5: the grow animation was added to two layers, so this runs twice: only the first
        // time has a context left.
        guard let context = storedContext else { return }
        storedContext = nil
        // The animations were kept on purpose: take them off, and the mask with them.
        (context.viewController(forKey: .from) as? SplashViewController)?.logo.removeAllAnimations()
        context.viewController(forKey: .to)?.view.layer.mask = nil
        context.completeTransition(!context.transitionWasCancelled)
    }
}
