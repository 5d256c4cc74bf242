import UIKit

/// Opens the postcard from its place on the shelf to the whole screen, or closes it back, with
/// one `UIViewPropertyAnimator`: the animator UIKit can pause, scrub, reverse and continue.
final class PostcardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    /// The running transition's animator: made once, forgotten when it ends.
    private var propertyAnimator: UIViewPropertyAnimator?

    init(presenting: Bool) {
        isPresenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        // TODO 1.1: The card opens and closes in half a second.
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // TODO 1.4: Start the animator that `interruptibleAnimator(using:)` returns.
        let animator = interruptibleAnimator(using: transitionContext)
        animator.startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        let containerView = transitionContext.containerView
        guard let postcard = transitionContext.viewController(forKey: isPresenting ? .to : .from),
              let shelf = transitionContext.viewController(forKey: isPresenting ? .from : .to) as? ShelfViewController else {
            fatalError("not the shelf and the postcard")
        }
        let closedFrame = shelf.postcardView.convert(shelf.postcardView.bounds, to: containerView)
        let openFrame = isPresenting ? transitionContext.finalFrame(for: postcard) : postcard.view.frame
        if isPresenting {
            postcard.view.frame = closedFrame
            containerView.addSubview(postcard.view)
        }
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), dampingRatio: 0.8) {
            postcard.view.frame = self.isPresenting ? openFrame : closedFrame
        }
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            self.propertyAnimator = nil
        }
        propertyAnimator = animator
        return animator
    }
}
