import UIKit

/// Slides the leaving screen out and the arriving one in after it, a whole screen's width or
/// height, whoever asks: a navigation controller, a tab bar controller or a presentation.
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

    private func travel(in bounds: CGRect) -> CGVector {
        var vector = CGVector.zero
        switch direction {
        case .left: vector.dx = -bounds.width
        case .right: vector.dx = bounds.width
        case .up: vector.dy = -bounds.height
        case .down: vector.dy = bounds.height
        }
        return vector
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let travel = travel(in: containerView.bounds)
        let outgoing = transitionContext.view(forKey: .from)
        let incoming = transitionContext.view(forKey: .to)
        let away = CGAffineTransform(translationX: travel.dx, y: travel.dy)
        let behind = CGAffineTransform(translationX: -travel.dx, y: -travel.dy)

        if let incoming {
            if let controller = transitionContext.viewController(forKey: .to) {
                incoming.frame = transitionContext.finalFrame(for: controller)
            }
            containerView.addSubview(incoming)
            incoming.transform = behind
        }

        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                outgoing?.transform = away
                incoming?.transform = .identity
            }
        }, completion: { _ in
            outgoing?.transform = .identity
            incoming?.transform = .identity
            let completed = !transitionContext.transitionWasCancelled
            transitionContext.completeTransition(completed)
        })
    }
}
