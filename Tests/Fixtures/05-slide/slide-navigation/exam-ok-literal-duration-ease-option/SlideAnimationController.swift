import UIKit

/// One slide, four ways. Whoever makes it says which.
final class SlideAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    enum Direction {
        case left, right, up, down
    }

    let direction: Direction
    private let duration: TimeInterval = 0.5

    init(direction: Direction) {
        self.direction = direction
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    private func travel(in bounds: CGRect) -> CGVector {
        let width = bounds.size.width
        switch direction {
        case .left:
            return CGVector(dx: -width, dy: 0)
        case .right:
            return CGVector(dx: width, dy: 0)
        case .up, .down:
            // TODO 3.1
            return .zero
        }
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let move = travel(in: container.bounds)
        let oldScreen = transitionContext.view(forKey: .from)
        let newScreen = transitionContext.view(forKey: .to)

        if let newScreen, let newController = transitionContext.viewController(forKey: .to) {
            let finalFrame = transitionContext.finalFrame(for: newController)
            newScreen.frame = finalFrame
            container.addSubview(newScreen)
            newScreen.transform = CGAffineTransform.identity.translatedBy(x: -move.dx, y: -move.dy)
        }

        UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseInOut) {
            oldScreen?.transform = CGAffineTransform.identity.translatedBy(x: move.dx, y: move.dy)
            newScreen?.transform = .identity
        } completion: { _ in
            [oldScreen, newScreen].forEach { $0?.transform = .identity }
            if transitionContext.transitionWasCancelled {
                transitionContext.completeTransition(false)
            } else {
                transitionContext.completeTransition(true)
            }
        }
    }
}
