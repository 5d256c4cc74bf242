import UIKit

/// Opens the postcard from its place on the shelf to the whole screen, or closes it back, with
/// one `UIViewPropertyAnimator`: the animator UIKit can pause, scrub, reverse and continue.
final class PostcardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    /// The running transition's animator: made once, forgotten when it ends.
    private var current: UIViewPropertyAnimator?

    init(presenting: Bool) {
        isPresenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let animator = interruptibleAnimator(using: transitionContext)
        animator.startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if current == nil {
            current = makeAnimator(for: transitionContext)
        }
        return current!
    }

    /// The transition is over (finished or cancelled): the next one gets a fresh animator.
    func animationEnded(_ transitionCompleted: Bool) {
        current = nil
    }

    private func makeAnimator(for transitionContext: UIViewControllerContextTransitioning) -> UIViewPropertyAnimator {
        let container = transitionContext.containerView
        let postcard = transitionContext.viewController(forKey: isPresenting ? .to : .from)!
        let shelf = transitionContext.viewController(forKey: isPresenting ? .from : .to) as! ShelfViewController
        let card: UIView = postcard.view
        // The shelf's view fills the window, as the container does.
        let onShelf = shelf.postcardView.frame
        let fullScreen = isPresenting ? transitionContext.finalFrame(for: postcard) : card.frame
        if isPresenting {
            card.frame = onShelf
            container.addSubview(card)
        }
        let presenting = isPresenting
        let animator = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.8) {
            card.frame = presenting ? fullScreen : onShelf
        }
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        return animator
    }
}
