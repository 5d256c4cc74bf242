import UIKit

/// Opens the postcard from its place on the shelf to the whole screen, or closes it back, with
/// one `UIViewPropertyAnimator`: the animator UIKit can pause, scrub, reverse and continue.
final class PostcardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    /// The running transition's animator: made once, forgotten when it ends.
    private var animator: AnimatorGroup?

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
        if let animator {
            return animator
        }
        let containerView = transitionContext.containerView
        let postcard = transitionContext.viewController(forKey: isPresenting ? .to : .from)!
        guard let shelf = transitionContext.viewController(forKey: isPresenting ? .from : .to) as? ShelfViewController else {
            fatalError("the postcard opens from the shelf")
        }
        let card = postcard.view!
        let closedFrame = shelf.postcardView.convert(shelf.postcardView.bounds, to: containerView)
        let openFrame = isPresenting ? transitionContext.finalFrame(for: postcard) : card.frame
        if isPresenting {
            card.frame = closedFrame
            containerView.addSubview(card)
        }
        let duration = transitionDuration(using: transitionContext)
        let presenting = isPresenting

        let spring = UIViewPropertyAnimator(duration: duration, dampingRatio: 0.8) {
            card.frame = presenting ? openFrame : closedFrame
        }
        // Ease in, ease out: the same control points as `.easeInOut`.
        let fade = UIViewPropertyAnimator(duration: duration,
                                          controlPoint1: CGPoint(x: 0.42, y: 0),
                                          controlPoint2: CGPoint(x: 0.58, y: 1)) {
            shelf.dimView.alpha = presenting ? Postcard.dimmed : 0
        }

        let group = AnimatorGroup([spring, fade])
        group.addCompletion { [weak self] position in
            let finished = !transitionContext.transitionWasCancelled
            transitionContext.completeTransition(finished)
            self?.animator = nil
        }
        animator = group
        return group
    }
}
