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
        // 5.2: the map is the screen that comes (push) or goes (pop); the list is the other one.
        guard let map = transitionContext.viewController(forKey: opening ? .to : .from) as? TrailMapViewController,
              let list = transitionContext.view(forKey: opening ? .from : .to) else {
            transitionContext.completeTransition(false)
            return
        }
        storedContext = transitionContext
        let container = transitionContext.containerView
        if opening {
            map.view.frame = transitionContext.finalFrame(for: map)
            container.addSubview(map.view)
        } else {
            container.insertSubview(list, belowSubview: map.view)
        }

        // 5.3: the small circle is the round button; the big one has the same centre and reaches
        // the corner farthest from it, so that at the end nothing of the screen is left out.
        let button = CGRect(origin: map.closeButton.center, size: map.closeButton.frame.size)
        let bounds = map.view.bounds
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
        let reach = corners.map { hypot($0.x - button.midX, $0.y - button.midY) }.max() ?? 0
        let small = UIBezierPath(ovalIn: button).cgPath
        let big = UIBezierPath(ovalIn: button.insetBy(dx: -reach, dy: -reach)).cgPath

        // 5.4: the mask keeps the circle it ends on as its own path; the animation goes there
        // from the other one. Nothing to hold with `fillMode`: when the animation is removed,
        // the layer's own path is the last frame.
        let mask = CAShapeLayer()
        mask.path = opening ? big : small
        map.view.layer.mask = mask
        let circle = CABasicAnimation(keyPath: "path")
        circle.fromValue = opening ? small : big
        circle.toValue = mask.path
        circle.duration = animationDuration
        circle.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        circle.delegate = self
        mask.add(circle, forKey: "circle")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        // 5.5: the map is a plain screen again; then the transition is over.
        guard let context = storedContext else { return }
        storedContext = nil
        context.viewController(forKey: operation == .push ? .to : .from)?.view.layer.mask = nil
        context.completeTransition(!context.transitionWasCancelled)
    }
}
