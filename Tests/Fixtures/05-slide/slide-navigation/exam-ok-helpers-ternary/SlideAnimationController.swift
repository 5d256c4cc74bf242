import UIKit

/// Slides the leaving screen out and the arriving one in after it, a whole screen's width or
/// height, whoever asks: a navigation controller, a tab bar controller or a presentation.
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
        case .left: return CGVector(dx: -bounds.width, dy: 0)
        case .right: return CGVector(dx: bounds.width, dy: 0)
        case .up: return .zero
        case .down: return .zero
        }
    }

    /// A translation by `vector`, or by its opposite.
    private func shift(_ vector: CGVector, backwards: Bool = false) -> CGAffineTransform {
        let sign: CGFloat = backwards ? -1 : 1
        return CGAffineTransform(translationX: sign * vector.dx, y: sign * vector.dy)
    }

    /// Puts the views back where UIKit laid them out.
    private func settle(_ views: UIView?...) {
        for view in views { view?.transform = .identity }
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let distance = travel(in: container.bounds)
        let leaving = transitionContext.view(forKey: .from)
        let arriving = transitionContext.view(forKey: .to)

        if let arriving, let arrivingController = transitionContext.viewController(forKey: .to) {
            arriving.frame = transitionContext.finalFrame(for: arrivingController)
            container.addSubview(arriving)
            arriving.transform = shift(distance, backwards: true)
        }

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            leaving?.transform = self.shift(distance)
            arriving?.transform = .identity
        }, completion: { _ in
            self.settle(leaving, arriving)
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
