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
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        let containerView = transitionContext.containerView
        let postcard = transitionContext.viewController(forKey: isPresenting ? .to : .from)!
        let shelf = transitionContext.viewController(forKey: isPresenting ? .from : .to) as! ShelfViewController
        let card = postcard.view!
        let closed = shelf.postcardView.convert(shelf.postcardView.bounds, to: containerView)
        let open = isPresenting ? transitionContext.finalFrame(for: postcard) : card.frame
        if isPresenting {
            card.frame = closed
            containerView.addSubview(card)
        }
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), dampingRatio: 0.8) {
            card.frame = self.isPresenting ? open : closed
        }
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            self.animator = nil
        }
        self.animator = animator
        return animator
    }
}
