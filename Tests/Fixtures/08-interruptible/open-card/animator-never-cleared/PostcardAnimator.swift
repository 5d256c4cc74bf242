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
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator = animator {
            return animator
        }
        let container = transitionContext.containerView
        let postcard = transitionContext.viewController(forKey: isPresenting ? .to : .from)!
        let shelf = transitionContext.viewController(forKey: isPresenting ? .from : .to) as! ShelfViewController
        let closed = shelf.postcardView.convert(shelf.postcardView.bounds, to: container)
        let open = isPresenting ? transitionContext.finalFrame(for: postcard) : postcard.view.frame
        if isPresenting {
            postcard.view.frame = closed
            container.addSubview(postcard.view)
        }
        let newAnimator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), dampingRatio: 0.8) {
            postcard.view.frame = self.isPresenting ? open : closed
        }
        newAnimator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        animator = newAnimator
        return newAnimator
    }
}
