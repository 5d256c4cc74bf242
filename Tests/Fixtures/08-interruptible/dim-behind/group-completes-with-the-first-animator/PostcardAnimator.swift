import UIKit

/// Opens the postcard from its place on the shelf to the whole screen, or closes it back, with
/// one `UIViewPropertyAnimator`: the animator UIKit can pause, scrub, reverse and continue.
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
        if let existing = animator {
            return existing
        }
        let container = transitionContext.containerView
        let postcardKey: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        let shelfKey: UITransitionContextViewControllerKey = isPresenting ? .from : .to
        guard let postcard = transitionContext.viewController(forKey: postcardKey),
              let shelf = transitionContext.viewController(forKey: shelfKey) as? ShelfViewController else {
            fatalError("No shelf or postcard")
        }
        let card = postcard.view!
        let onShelf = shelf.postcardView.convert(shelf.postcardView.bounds, to: container)
        let fullScreen = isPresenting ? transitionContext.finalFrame(for: postcard) : card.frame
        if isPresenting {
            card.frame = onShelf
            container.addSubview(card)
        }
        let time = transitionDuration(using: transitionContext)
        let cardAnimator = UIViewPropertyAnimator(duration: time, dampingRatio: 0.8) {
            card.frame = self.isPresenting ? fullScreen : onShelf
        }
        let dimAnimator = UIViewPropertyAnimator(duration: time, curve: .easeInOut) {
            shelf.dimView.alpha = self.isPresenting ? Postcard.dimmed : 0
        }
        let group = AnimatorGroup([cardAnimator, dimAnimator])
        group.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            self.animator = nil
        }
        animator = group
        return group
    }
}
