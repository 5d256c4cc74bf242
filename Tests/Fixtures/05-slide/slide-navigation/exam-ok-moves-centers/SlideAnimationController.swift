import UIKit

/// Slides the leaving screen out and the arriving one in after it, a whole screen's width or
/// height. This one moves the views' centers and puts them back where they were at the end.
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
        0.5
    }

    private func travel(in bounds: CGRect) -> CGVector {
        switch direction {
        case .left: CGVector(dx: -bounds.width, dy: 0)
        case .right: CGVector(dx: bounds.width, dy: 0)
        case .up: .zero
        case .down: .zero
        }
    }

    private func point(_ point: CGPoint, movedBy vector: CGVector, times factor: CGFloat = 1) -> CGPoint {
        CGPoint(x: point.x + factor * vector.dx, y: point.y + factor * vector.dy)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let travel = travel(in: container.bounds)
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)

        // Where UIKit laid the screens out, to put them back there afterwards.
        let fromHome = fromView?.center ?? .zero
        var toHome = CGPoint.zero
        if let toView, let toViewController = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toViewController)
            toHome = toView.center
            container.addSubview(toView)
            toView.center = point(toHome, movedBy: travel, times: -1)
        }

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromView?.center = self.point(fromHome, movedBy: travel)
            toView?.center = toHome
        }, completion: { _ in
            fromView?.center = fromHome
            toView?.center = toHome
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
