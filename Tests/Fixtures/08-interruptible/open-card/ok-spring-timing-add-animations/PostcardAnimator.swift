import UIKit

/// Opens the postcard from its place on the shelf to the whole screen, or closes it back, with
/// one `UIViewPropertyAnimator`: the animator UIKit can pause, scrub, reverse and continue.
final class PostcardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.5

    let isPresenting: Bool
    /// The running transition's animator: made once, forgotten when it ends.
    private var propertyAnimator: UIViewPropertyAnimator?

    init(presenting: Bool) {
        isPresenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        // TODO 1.1: The card opens and closes in half a second.
        return PostcardAnimator.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // TODO 1.4: Start the animator that `interruptibleAnimator(using:)` returns.
        let animator = interruptibleAnimator(using: transitionContext)
        animator.startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let existing = propertyAnimator {
            return existing
        }

        let containerView = transitionContext.containerView
        guard let postcardController = transitionContext.viewController(forKey: isPresenting ? .to : .from),
              let shelf = transitionContext.viewController(forKey: isPresenting ? .from : .to) as? ShelfViewController,
              let cardView = transitionContext.view(forKey: isPresenting ? .to : .from) else {
            fatalError("Unexpected transition")
        }

        let closedFrame = shelf.postcardView.convert(shelf.postcardView.bounds, to: containerView)
        let openFrame: CGRect
        if isPresenting {
            openFrame = transitionContext.finalFrame(for: postcardController)
            cardView.frame = closedFrame
            containerView.addSubview(cardView)
        } else {
            openFrame = cardView.frame
        }
        let targetFrame = isPresenting ? openFrame : closedFrame

        let timing = UISpringTimingParameters(dampingRatio: 0.8)
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), timingParameters: timing)
        animator.addAnimations {
            cardView.frame = targetFrame
        }
        animator.addCompletion { [weak self] position in
            transitionContext.completeTransition(position == .end)
            self?.propertyAnimator = nil
        }
        propertyAnimator = animator
        return animator
    }
}
