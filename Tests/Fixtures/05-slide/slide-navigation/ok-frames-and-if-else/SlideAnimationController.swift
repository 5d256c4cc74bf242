import UIKit

/// Slides two screens side by side; the creator says which way.
final class SlideAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    enum Direction {
        case left, right, up, down
    }

    let direction: Direction

    init(direction: Direction) {
        self.direction = direction
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    private func travel(in bounds: CGRect) -> CGVector {
        if direction == .left { return CGVector(dx: -bounds.width, dy: 0) }
        if direction == .right { return CGVector(dx: bounds.width, dy: 0) }
        if direction == .up { return CGVector(dx: 0, dy: -bounds.height) }
        return CGVector(dx: 0, dy: bounds.height)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let move = travel(in: container.bounds)
        let leaving = transitionContext.view(forKey: .from)
        let arriving = transitionContext.view(forKey: .to)
        let leavingStart = leaving?.frame ?? .zero
        var arrivingEnd = CGRect.zero
        if let arriving = arriving {
            arrivingEnd = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            arriving.frame = arrivingEnd.offsetBy(dx: -move.dx, dy: -move.dy)
            container.insertSubview(arriving, at: 0)
        }
        let duration = transitionDuration(using: transitionContext)
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
            leaving?.frame = leavingStart.offsetBy(dx: move.dx, dy: move.dy)
            arriving?.frame = arrivingEnd
        }) { _ in
            leaving?.frame = leavingStart
            let cancelled = transitionContext.transitionWasCancelled
            transitionContext.completeTransition(!cancelled)
        }
    }
}
