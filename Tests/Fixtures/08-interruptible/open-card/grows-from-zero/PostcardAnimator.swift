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
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let current { return current }
        let container = transitionContext.containerView
        guard let postcard = transitionContext.viewController(forKey: isPresenting ? .to : .from),
              let shelf = transitionContext.viewController(forKey: isPresenting ? .from : .to) as? ShelfViewController else {
            fatalError("PostcardAnimator runs between the shelf and the postcard")
        }
        let card = postcard.view!
        let closed = shelf.postcardView.convert(shelf.postcardView.bounds, to: container)
        let open = isPresenting ? transitionContext.initialFrame(for: postcard) : card.frame
        if isPresenting {
            container.addSubview(card)
            card.frame = open
        }
        let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.8) {
            card.frame = self.isPresenting ? transitionContext.finalFrame(for: postcard) : closed
        }
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            self.current = nil
        }
        current = animator
        return animator
    }
}
