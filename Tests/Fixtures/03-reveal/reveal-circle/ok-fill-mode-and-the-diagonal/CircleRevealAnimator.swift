import UIKit

/// Opens the trail map in a circle that grows out of the round button until it covers the
/// screen, and closes it by shrinking the circle back into the button.
final class CircleRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    let animationDuration = 0.6
    let operation: UINavigationController.Operation
    weak var storedContext: UIViewControllerContextTransitioning?

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        animationDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        storedContext = transitionContext
        let containerView = transitionContext.containerView
        var mapController: TrailMapViewController?
        if operation == .push {
            if let toVC = transitionContext.viewController(forKey: .to) as? TrailMapViewController {
                toVC.view.frame = transitionContext.finalFrame(for: toVC)
                containerView.addSubview(toVC.view)
                mapController = toVC
            }
        } else {
            if let fromVC = transitionContext.viewController(forKey: .from) as? TrailMapViewController,
               let toView = transitionContext.view(forKey: .to) {
                containerView.insertSubview(toView, belowSubview: fromVC.view)
                mapController = fromVC
            }
        }
        guard let map = mapController else {
            transitionContext.completeTransition(false)
            return
        }

        // The whole diagonal is always enough, wherever the button is.
        let diagonal = hypot(map.view.bounds.width, map.view.bounds.height)
        let buttonFrame = map.closeButton.frame
        let closed = UIBezierPath(ovalIn: buttonFrame)
        let open = UIBezierPath(ovalIn: buttonFrame.insetBy(dx: -diagonal, dy: -diagonal))

        let shape = CAShapeLayer()
        shape.frame = map.view.bounds
        map.view.layer.mask = shape

        let animation = CABasicAnimation(keyPath: "path")
        if operation == .push {
            animation.fromValue = closed.cgPath
            animation.toValue = open.cgPath
        } else {
            animation.fromValue = open.cgPath
            animation.toValue = closed.cgPath
        }
        animation.duration = transitionDuration(using: transitionContext)
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        animation.delegate = self
        shape.add(animation, forKey: nil)
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if let context = storedContext {
            storedContext = nil
            let key: UITransitionContextViewControllerKey = operation == .push ? .to : .from
            if let mapView = context.viewController(forKey: key)?.view {
                mapView.layer.mask?.removeAllAnimations()
                mapView.layer.mask = nil
            }
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
