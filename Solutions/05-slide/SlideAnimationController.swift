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
        case .left:
            // 1.1: sideways, for pushes, pops and tabs.
            return CGVector(dx: -bounds.width, dy: 0)
        case .right:
            return CGVector(dx: bounds.width, dy: 0)
        case .up:
            // 3.1: up and down, for presenting and dismissing.
            return CGVector(dx: 0, dy: -bounds.height)
        case .down:
            return CGVector(dx: 0, dy: bounds.height)
        }
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // 1.2: how far the screens go, and the two views. Either view may be nil: a .custom
        // presentation leaves the presenting screen out of the transition (exercise 3). Animate
        // the views you are given, nothing else.
        let containerView = transitionContext.containerView
        let travel = travel(in: containerView.bounds)
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        if let toView, let toViewController = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toViewController)
            containerView.addSubview(toView)
            toView.transform = CGAffineTransform(translationX: -travel.dx, y: -travel.dy)
        }

        // 1.3: both move together; in the completion, both are put back as they were, whichever
        // way it ended: UIKit shows these same views again later.
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
