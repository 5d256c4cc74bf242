import UIKit

/// Slides the leaving screen out and the arriving one in after it, a whole screen's width or
/// height, whoever asks: a navigation controller, a tab bar controller or a presentation.
final class SlideAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    enum Direction {
        case left, right, up, down

        /// The way to go, one unit along x or y (y grows downwards).
        var unit: (x: CGFloat, y: CGFloat) {
            switch self {
            case .left: return (-1, 0)
            case .right: return (1, 0)
            case .up: return (0, -1)
            case .down: return (0, 1)
            }
        }
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
        let unit = direction.unit
        return CGVector(dx: unit.x * bounds.width, dy: unit.y * bounds.height)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let travel = travel(in: container.bounds)
        let gone = CGAffineTransform(translationX: travel.dx, y: travel.dy)

        // Only the views UIKit hands over take part: a .custom presentation leaves the
        // presenting screen out, and then one of these is nil.
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)

        if let toView {
            if let toViewController = transitionContext.viewController(forKey: .to) {
                toView.frame = transitionContext.finalFrame(for: toViewController)
            }
            container.addSubview(toView)
            toView.transform = gone.inverted()
        }

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                fromView?.transform = gone
                toView?.transform = .identity
            },
            completion: { _ in
                fromView?.transform = .identity
                toView?.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        )
    }
}
