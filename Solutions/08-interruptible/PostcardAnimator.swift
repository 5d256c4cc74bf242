import UIKit

/// Opens the postcard from its place on the shelf to the whole screen, or closes it back: the
/// card on a spring, the shelf behind it dimmed on a curve of its own, both in one group that
/// UIKit can pause, scrub, reverse and continue.
final class PostcardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    /// The running transition's animator: made once, forgotten when it ends.
    private var animator: UIViewImplicitlyAnimating?

    init(presenting: Bool) {
        isPresenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        // 1.1: half a second.
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // 1.4: the transition is the interruptible animator, started.
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        // 1.2: the same animator for the whole transition.
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
        let move = UIViewPropertyAnimator(duration: duration, dampingRatio: 0.8) {
            card.frame = self.isPresenting ? open : closed
        }
        // 4.3: the dim on its own curve, grouped with the card's spring.
        let dim = UIViewPropertyAnimator(duration: duration, curve: .easeInOut) {
            shelf.dimView.alpha = self.isPresenting ? Postcard.dimmed : 0
        }
        let animator = AnimatorGroup([move, dim])
        // 1.3: the transition ends with the animator, wherever it ended.
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            self.animator = nil
        }
        self.animator = animator
        return animator
    }
}
