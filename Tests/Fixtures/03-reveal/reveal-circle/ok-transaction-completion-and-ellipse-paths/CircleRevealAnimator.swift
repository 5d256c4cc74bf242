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
        return animationDuration
    }

    private func farthestCorner(of rect: CGRect, from point: CGPoint) -> CGFloat {
        let dx = max(abs(point.x - rect.minX), abs(point.x - rect.maxX))
        let dy = max(abs(point.y - rect.minY), abs(point.y - rect.maxY))
        return sqrt(dx * dx + dy * dy)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let isPush = operation == .push
        let mapKey: UITransitionContextViewControllerKey = isPush ? .to : .from
        let listKey: UITransitionContextViewKey = isPush ? .from : .to
        guard let map = transitionContext.viewController(forKey: mapKey) as? TrailMapViewController,
              let listView = transitionContext.view(forKey: listKey) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        if isPush {
            map.view.frame = transitionContext.finalFrame(for: map)
            container.addSubview(map.view)
        } else {
            container.addSubview(listView)
            container.bringSubviewToFront(map.view)
        }

        let button = map.closeButton.frame
        let radius = farthestCorner(of: map.view.bounds, from: CGPoint(x: button.midX, y: button.midY))
        let little = CGPath(ellipseIn: button, transform: nil)
        let large = CGPath(ellipseIn: button.insetBy(dx: -radius, dy: -radius), transform: nil)

        let maskLayer = CAShapeLayer()
        maskLayer.path = isPush ? large : little
        map.view.layer.mask = maskLayer

        // The transaction tells when its animations are over: no animation delegate needed.
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            map.view.layer.mask = nil
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        let pathAnimation = CABasicAnimation(keyPath: "path")
        pathAnimation.fromValue = isPush ? little : large
        pathAnimation.toValue = isPush ? large : little
        pathAnimation.duration = transitionDuration(using: transitionContext)
        pathAnimation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        maskLayer.add(pathAnimation, forKey: "path")
        CATransaction.commit()
    }
}
