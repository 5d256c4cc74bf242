import UIKit

/// Slides the leaving screen out and the arriving one in after it.
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
        case .up: CGVector(dx: 0, dy: -bounds.height)
        case .down: CGVector(dx: 0, dy: bounds.height)
        }
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let travel = travel(in: container.bounds)
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)

        if let toView, let toViewController = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toViewController)
            // The two screens sit side by side and never overlap, so the order does not show;
            // keep the arriving one under the leaving one anyway.
            if let fromView, fromView.superview === container {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                container.addSubview(toView)
            }
            toView.transform = CGAffineTransform(translationX: -travel.dx, y: -travel.dy)
        }

        let duration = transitionDuration(using: transitionContext)
        UIView.animate(withDuration: duration, animations: {
            fromView?.transform = CGAffineTransform(translationX: travel.dx, y: travel.dy)
            toView?.transform = .identity
        }, completion: { _ in
            fromView?.transform = .identity
            toView?.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
