import UIKit

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

    /// A whole circle; two of these always have the same points, so they morph.
    private func circle(around centre: CGPoint, radius: CGFloat) -> CGPath {
        UIBezierPath(arcCenter: centre, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true).cgPath
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let map: TrailMapViewController
        switch operation {
        case .push:
            guard let to = transitionContext.viewController(forKey: .to) as? TrailMapViewController else {
                transitionContext.completeTransition(false)
                return
            }
            map = to
            map.view.frame = transitionContext.finalFrame(for: map)
            transitionContext.containerView.addSubview(map.view)
        default:
            guard let from = transitionContext.viewController(forKey: .from) as? TrailMapViewController,
                  let list = transitionContext.viewController(forKey: .to)?.view else {
                transitionContext.completeTransition(false)
                return
            }
            map = from
            transitionContext.containerView.insertSubview(list, at: 0)
        }
        storedContext = transitionContext

        let centre = map.closeButton.center
        let b = map.view.bounds
        let reach = [b.origin, CGPoint(x: b.maxX, y: 0), CGPoint(x: 0, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY)]
            .map { hypot($0.x - centre.x, $0.y - centre.y) }
            .max()!
        let start = circle(around: centre, radius: map.closeButton.bounds.width / 2)
        let end = circle(around: centre, radius: reach)

        let mask = CAShapeLayer()
        let opening = operation == .push
        mask.path = opening ? end : start
        map.view.layer.mask = mask

        let grow = CABasicAnimation(keyPath: "path")
        grow.fromValue = opening ? start : end
        grow.toValue = opening ? end : start
        grow.duration = animationDuration
        grow.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        grow.delegate = self
        mask.add(grow, forKey: "grow")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let context = storedContext else { return }
        storedContext = nil
        switch operation {
        case .push: context.view(forKey: .to)?.layer.mask = nil
        default: context.view(forKey: .from)?.layer.mask = nil
        }
        context.completeTransition(!context.transitionWasCancelled)
    }
}
