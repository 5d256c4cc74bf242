import UIKit

/// Opens or closes the postcard: the card springs, the shelf dims behind it, as one group.
final class PostcardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    /// The running transition's animator: made once, forgotten when it ends.
    private var animator: UIViewImplicitlyAnimating?

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
        if let animator { return animator }
        let containerView = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let postcard = transitionContext.viewController(forKey: key),
              let shelf = transitionContext.viewController(forKey: isPresenting ? .from : .to) as? ShelfViewController else {
            fatalError("PostcardAnimator runs between the shelf and the open postcard")
        }
        let card = postcard.view!
        let closed = shelf.postcardView.convert(shelf.postcardView.bounds, to: containerView)
        let open = isPresenting ? transitionContext.finalFrame(for: postcard) : card.frame
        if isPresenting {
            card.frame = closed
            containerView.addSubview(card)
        }
        let duration = transitionDuration(using: transitionContext)
        let cardMove = UIViewPropertyAnimator(duration: duration, dampingRatio: 0.8) {
            card.frame = self.isPresenting ? open : closed
        }
        let shelfDim = UIViewPropertyAnimator(duration: duration, curve: .easeInOut) {
            shelf.dimView.alpha = self.isPresenting ? Postcard.dimmed : 0
        }
        let animator = AnimatorGroup([cardMove, shelfDim])
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            self.animator = nil
        }
        self.animator = animator
        return animator
    }
}
