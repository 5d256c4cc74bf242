import UIKit

private extension CGVector {
    static prefix func - (vector: CGVector) -> CGVector {
        CGVector(dx: -vector.dx, dy: -vector.dy)
    }
}

private extension CGAffineTransform {
    init(moving vector: CGVector) {
        self.init(translationX: vector.dx, y: vector.dy)
    }
}

/// Slides the leaving screen out and the arriving one in after it, a whole screen's width or
/// height, whoever asks.
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
        switch direction {
        case .left: return CGVector(dx: -bounds.width, dy: 0)
        case .right: return -CGVector(dx: -bounds.width, dy: 0)
        case .up: return CGVector(dx: 0, dy: -bounds.height)
        case .down: return -CGVector(dx: 0, dy: -bounds.height)
        }
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let travel = travel(in: transitionContext.containerView.bounds)
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)

        guard let toView, let toViewController = transitionContext.viewController(forKey: .to) else {
            // Nothing arrives (a dismissal over a screen UIKit left in place): only the leaving
            // screen moves.
            slide(fromView, nil, by: travel, for: transitionContext)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toViewController)
        transitionContext.containerView.addSubview(toView)
        toView.transform = CGAffineTransform(moving: -travel)
        slide(fromView, toView, by: travel, for: transitionContext)
    }

    private func slide(_ fromView: UIView?, _ toView: UIView?, by travel: CGVector, for transitionContext: UIViewControllerContextTransitioning) {
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromView?.transform = CGAffineTransform(moving: travel)
            toView?.transform = .identity
        }, completion: { _ in
            fromView?.transform = .identity
            toView?.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
