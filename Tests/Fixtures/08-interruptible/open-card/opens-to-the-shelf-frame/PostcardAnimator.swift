import UIKit

/// Opens the postcard from its place on the shelf to the whole screen, or closes it back, with
/// one `UIViewPropertyAnimator`: the animator UIKit can pause, scrub, reverse and continue.
final class PostcardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    /// The running transition's animator: made once, forgotten when it ends.
    private var animator: UIViewPropertyAnimator?

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
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator = animator {
            return animator
        }
        let containerView = transitionContext.containerView
        let postcard = transitionContext.viewController(forKey: isPresenting ? .to : .from)!
        let shelf = transitionContext.viewController(forKey: isPresenting ? .from : .to) as! ShelfViewController
        let shelfFrame = shelf.postcardView.convert(shelf.postcardView.bounds, to: containerView)
        let openFrame = isPresenting ? transitionContext.finalFrame(for: postcard) : postcard.view.frame
        // The card starts where it is and ends where it should be.
        let start = isPresenting ? shelfFrame : openFrame
        let end = isPresenting ? shelfFrame : openFrame
        if isPresenting {
            postcard.view.frame = start
            containerView.addSubview(postcard.view)
        }
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), dampingRatio: 0.8) {
            postcard.view.frame = end
        }
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            self.animator = nil
        }
        self.animator = animator
        return animator
    }
}
