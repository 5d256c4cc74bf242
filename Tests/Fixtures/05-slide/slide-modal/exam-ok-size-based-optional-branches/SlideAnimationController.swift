import UIKit

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
        0.5
    }

    private func travel(in bounds: CGRect) -> CGVector {
        let size = bounds.size
        switch direction {
        case .left, .right:
            return CGVector(dx: direction == .left ? -size.width : size.width, dy: 0)
        case .up, .down:
            return CGVector(dx: 0, dy: direction == .up ? -size.height : size.height)
        }
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let travel = travel(in: CGRect(origin: .zero, size: container.frame.size))
        let ahead = CGAffineTransform(translationX: travel.dx, y: travel.dy)
        let behind = CGAffineTransform(translationX: -travel.dx, y: -travel.dy)

        var moves: [() -> Void] = []
        var views: [UIView] = []

        if let leaving = transitionContext.view(forKey: .from) {
            views.append(leaving)
            moves.append { leaving.transform = ahead }
        }
        if let arriving = transitionContext.view(forKey: .to),
           let arrivingController = transitionContext.viewController(forKey: .to) {
            arriving.frame = transitionContext.finalFrame(for: arrivingController)
            container.addSubview(arriving)
            arriving.transform = behind
            views.append(arriving)
            moves.append { arriving.transform = .identity }
        }

        UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
            moves.forEach { $0() }
        } completion: { _ in
            views.forEach { $0.transform = .identity }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
