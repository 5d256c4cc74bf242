import UIKit

/// Slides the leaving screen out and the arriving one in after it, a whole screen's width or
/// height, whoever asks: a navigation controller, a tab bar controller or a presentation. It
/// knows nothing of them; the one who creates it says which way to go.
final class SlideAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    /// The way both screens move.
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

    /// How far the leaving screen travels: one whole width or height of the container, this
    /// animator's way. The arriving screen starts as far on the other side.
    private func travel(in bounds: CGRect) -> CGVector {
        switch direction {
        case .left: CGVector(dx: -bounds.width, dy: 0)
        case .right: CGVector(dx: bounds.width, dy: 0)
        case .up: CGVector(dx: 0, dy: -bounds.height)
        case .down: CGVector(dx: 0, dy: bounds.height)
        }
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let travel = travel(in: transitionContext.containerView.bounds)
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)

        if let toView, let toViewController = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toViewController)
            // Going down, the arriving screen is the one the ticket was presented over: it is
            // still there underneath.
            if direction != .down {
                transitionContext.containerView.addSubview(toView)
            }
            toView.transform = CGAffineTransform(translationX: -travel.dx, y: -travel.dy)
        }

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromView?.transform = CGAffineTransform(translationX: travel.dx, y: travel.dy)
            toView?.transform = .identity
        }, completion: { _ in
            fromView?.transform = .identity
            toView?.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
