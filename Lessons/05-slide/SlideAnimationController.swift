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
        // TODO 1.1: Sideways: `.left` is `CGVector(dx: -bounds.width, dy: 0)` (the leaving
        //   screen goes off to the left), `.right` is `CGVector(dx: bounds.width, dy: 0)`.
        case .left: .zero
        case .right: .zero
        // TODO 3.1: Up and down: `.up` is `CGVector(dx: 0, dy: -bounds.height)`, `.down` is
        //   `CGVector(dx: 0, dy: bounds.height)`.
        case .up: .zero
        case .down: .zero
        }
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // TODO 1.2: Get `travel(in: transitionContext.containerView.bounds)`, and the two views
        //   with `transitionContext.view(forKey: .from)` and `transitionContext.view(forKey: .to)`.
        //   Keep them optional (`let fromView = …`, no `!`): exercise 3 shows when one of them is
        //   nil. If there is a to-view, give it `transitionContext.finalFrame(for:)` its controller
        //   (`transitionContext.viewController(forKey: .to)`), add it to the container, and start
        //   it on the other side:
        //   `toView.transform = CGAffineTransform(translationX: -travel.dx, y: -travel.dy)`.

        // TODO 1.3: `UIView.animate(withDuration:animations:completion:)` for
        //   `transitionDuration(using: transitionContext)`: the from-view's transform goes to
        //   `CGAffineTransform(translationX: travel.dx, y: travel.dy)` and the to-view's to
        //   `.identity`. In the completion, set both transforms back to `.identity`, then
        //   `transitionContext.completeTransition(!transitionContext.transitionWasCancelled)`.

        // Until then the new screen simply appears. Remove these two lines in TODO 1.2.
        if let toView = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(toView) }
        transitionContext.completeTransition(true)
    }
}
