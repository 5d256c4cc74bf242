import UIKit

/// Slides the new page in from one side while the old one leaves by the other. It is the kind of
/// animator a `UITabBarController` delegate would vend, and it knows nothing of the container it
/// runs in: all it uses is the transition context it is given.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Which way the pages move: `.left` when the new tab is to the right of the old one.
    enum Direction {
        case left, right
    }

    let direction: Direction
    let duration = 0.4

    init(direction: Direction) {
        self.direction = direction
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let width = transitionContext.containerView.bounds.width
        let shift = direction == .left ? -width : width
        toView.frame = transitionContext.finalFrame(for: toViewController)
        toView.transform = CGAffineTransform(translationX: -shift, y: 0)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: duration, delay: 0, options: .curveEaseInOut, animations: {
            fromView.transform = CGAffineTransform(translationX: shift, y: 0)
            toView.transform = .identity
        }, completion: { _ in
            fromView.transform = .identity
            toView.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
