import UIKit

/// Opens the trail map in a circle that grows out of the round button until it covers the
/// screen, and closes it by shrinking the circle back into the button.
final class CircleRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    /// The length of both transitions, in seconds.
    let animationDuration = 0.6
    /// Push (the map opens) or pop (it closes).
    let operation: UINavigationController.Operation
    /// The transition in progress, for `animationDidStop(_:finished:)`. Weak: UIKit owns it.
    weak var storedContext: UIViewControllerContextTransitioning?

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        animationDuration
    }

    /// The distance from `point` to the corner of `rect` farthest from it.
    private func farthestCornerDistance(from point: CGPoint, in rect: CGRect) -> CGFloat {
        let dx = max(point.x - rect.minX, rect.maxX - point.x)
        let dy = max(point.y - rect.minY, rect.maxY - point.y)
        return hypot(dx, dy)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let isPush = (operation == .push)
        let mapController = transitionContext.viewController(forKey: isPush ? .to : .from)
        let otherView = transitionContext.view(forKey: isPush ? .from : .to)
        if let map = mapController as? TrailMapViewController, let listView = otherView {
            storedContext = transitionContext
            if isPush {
                transitionContext.containerView.addSubview(map.view)
                map.view.frame = transitionContext.finalFrame(for: map)
            } else {
                transitionContext.containerView.insertSubview(listView, belowSubview: map.view)
            }

            // The button's rectangle in the map view's coordinates (its frame, worked out).
            let buttonRect = map.view.convert(map.closeButton.bounds, from: map.closeButton)
            let centre = CGPoint(x: buttonRect.midX, y: buttonRect.midY)
            let reach = farthestCornerDistance(from: centre, in: map.view.bounds)
            let closed = UIBezierPath(ovalIn: buttonRect).cgPath
            let open = UIBezierPath(ovalIn: buttonRect.insetBy(dx: -reach, dy: -reach)).cgPath

            let circleMask = CAShapeLayer()
            circleMask.path = isPush ? open : closed
            map.view.layer.mask = circleMask

            let animation = CABasicAnimation(keyPath: "path")
            animation.fromValue = isPush ? closed : open
            animation.toValue = circleMask.path
            animation.duration = 0.6
            animation.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
            animation.delegate = self
            circleMask.add(animation, forKey: "reveal")
        } else {
            transitionContext.completeTransition(false)
        }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if let context = storedContext {
            storedContext = nil
            let mapView = context.view(forKey: operation == .push ? .to : .from)
            mapView?.layer.mask = nil
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
