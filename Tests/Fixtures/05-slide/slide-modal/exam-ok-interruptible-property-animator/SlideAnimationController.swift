import UIKit

/// Slides the leaving screen out and the arriving one in after it, a whole screen's width or
/// height, with a property animator that an interaction controller can also drive.
final class SlideAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    enum Direction {
        case left, right, up, down
    }

    let direction: Direction

    /// The animator of the transition in progress, made once and handed out again when asked.
    private var animator: UIViewImplicitlyAnimating?

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
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator {
            return animator
        }

        let travel = travel(in: transitionContext.containerView.bounds)
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)

        if let toView, let toViewController = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toViewController)
            transitionContext.containerView.addSubview(toView)
            toView.transform = CGAffineTransform(translationX: -travel.dx, y: -travel.dy)
        }

        let slide = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeInOut) {
            fromView?.transform = CGAffineTransform(translationX: travel.dx, y: travel.dy)
            toView?.transform = .identity
        }
        // Scrubbed by a finger, follow the same eased curve as when it plays by itself.
        slide.scrubsLinearly = false
        slide.addCompletion { _ in
            fromView?.transform = .identity
            toView?.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            // Lets go of it, and of this closure that holds self.
            self.animator = nil
        }
        animator = slide
        return slide
    }
}
