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
        let mapKey: UITransitionContextViewControllerKey
        let listKey: UITransitionContextViewKey
        switch operation {
        case .push:
            mapKey = .to
            listKey = .from
        default:
            mapKey = .from
            listKey = .to
        }
        guard let map = transitionContext.viewController(forKey: mapKey) as? TrailMapViewController,
              let list = transitionContext.view(forKey: listKey) else {
            transitionContext.completeTransition(false)
            return
        }
        storedContext = transitionContext

        switch operation {
        case .push:
            map.view.frame = transitionContext.finalFrame(for: map)
            transitionContext.containerView.addSubview(map.view)
        default:
            transitionContext.containerView.insertSubview(list, belowSubview: map.view)
        }

        let button = map.closeButton.frame
        let middle = CGPoint(x: button.midX, y: button.midY)
        let area = map.view.bounds
        let reach = [CGPoint(x: area.minX, y: area.minY), CGPoint(x: area.maxX, y: area.minY),
                     CGPoint(x: area.maxX, y: area.maxY), CGPoint(x: area.minX, y: area.maxY)]
            .map { hypot($0.x - middle.x, $0.y - middle.y) }
            .max() ?? 0
        let buttonCircle = UIBezierPath(ovalIn: button).cgPath
        let screenCircle = UIBezierPath(ovalIn: button.insetBy(dx: -reach, dy: -reach)).cgPath

        let (start, end) = operation == .push ? (buttonCircle, screenCircle) : (screenCircle, buttonCircle)
        let mask = CAShapeLayer()
        mask.path = end
        map.view.layer.mask = mask

        let morph = CABasicAnimation(keyPath: "path")
        morph.fromValue = start
        morph.toValue = end
        morph.duration = animationDuration
        morph.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        morph.delegate = self
        mask.add(morph, forKey: nil)
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let context = storedContext else { return }
        storedContext = nil
        let map = context.viewController(forKey: .to) as? TrailMapViewController
            ?? context.viewController(forKey: .from) as? TrailMapViewController
        map?.view.layer.mask = nil
        context.completeTransition(!context.transitionWasCancelled)
    }
}
