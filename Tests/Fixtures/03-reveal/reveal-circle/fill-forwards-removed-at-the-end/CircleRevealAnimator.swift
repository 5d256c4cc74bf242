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

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let opening = operation == .push
        guard let map = transitionContext.viewController(forKey: opening ? .to : .from) as? TrailMapViewController,
              let listView = transitionContext.view(forKey: opening ? .from : .to) else {
            transitionContext.completeTransition(false)
            return
        }
        storedContext = transitionContext
        let container = transitionContext.containerView
        if opening {
            map.view.frame = transitionContext.finalFrame(for: map)
            container.addSubview(map.view)
        } else {
            container.insertSubview(listView, belowSubview: map.view)
        }

        // The small circle is the round button; the big one has the same centre and reaches
        // the corner of the screen farthest from it.
        let button = map.closeButton.frame
        let centre = CGPoint(x: button.midX, y: button.midY)
        let bounds = map.view.bounds
        let corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
        ]
        var reach: CGFloat = 0
        for corner in corners {
            reach = max(reach, hypot(corner.x - centre.x, corner.y - centre.y))
        }
        let small = UIBezierPath(ovalIn: button).cgPath
        let big = UIBezierPath(ovalIn: button.insetBy(dx: -reach, dy: -reach)).cgPath

        // The mask's own path is where it ends; the animation comes from the other circle.
        let mask = CAShapeLayer()
        mask.path = opening ? small : big
        map.view.layer.mask = mask

        let circle = CABasicAnimation(keyPath: "path")
        circle.fromValue = opening ? small : big
        circle.toValue = opening ? big : small
        circle.duration = animationDuration
        circle.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        circle.delegate = self
        // Hold the last circle until animationDidStop takes the mask off.
        circle.fillMode = .forwards
        mask.add(circle, forKey: "circle")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let context = storedContext else { return }
        storedContext = nil
        let mapKey: UITransitionContextViewControllerKey = operation == .push ? .to : .from
        context.viewController(forKey: mapKey)?.view.layer.mask = nil
        context.completeTransition(!context.transitionWasCancelled)
    }
}
