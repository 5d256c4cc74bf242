import UIKit

/// Opens the postcard from its place on the shelf to the whole screen, or closes it back, with
/// one `UIViewPropertyAnimator`: the animator UIKit can pause, scrub, reverse and continue.
final class PostcardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    /// The running transition's animator: made once, forgotten when it ends.
    private var running: UIViewPropertyAnimator?

    init(presenting: Bool) {
        isPresenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        // A running animator belongs to this transition; anything else is left over.
        if let running, running.isRunning {
            return running
        }
        let container = transitionContext.containerView
        let card: UIView
        let from: CGRect
        let to: CGRect
        if isPresenting {
            guard let postcard = transitionContext.viewController(forKey: .to),
                  let shelf = transitionContext.viewController(forKey: .from) as? ShelfViewController else {
                fatalError("opening expects shelf → postcard")
            }
            card = postcard.view
            from = container.convert(shelf.postcardView.frame, from: shelf.view)
            to = transitionContext.finalFrame(for: postcard)
            card.frame = from
            container.addSubview(card)
        } else {
            guard let postcard = transitionContext.viewController(forKey: .from),
                  let shelf = transitionContext.viewController(forKey: .to) as? ShelfViewController else {
                fatalError("closing expects postcard → shelf")
            }
            card = postcard.view
            from = transitionContext.initialFrame(for: postcard)
            to = container.convert(shelf.postcardView.frame, from: shelf.view)
        }
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), dampingRatio: 0.8) {
            card.frame = to
        }
        animator.addCompletion { _ in
            let finished = !transitionContext.transitionWasCancelled
            self.running = nil
            transitionContext.completeTransition(finished)
        }
        running = animator
        return animator
    }
}
