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
        guard let animator = interruptibleAnimator(using: transitionContext) as? UIViewPropertyAnimator else { return }
        animator.startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        guard animator == nil else { return animator! }
        let container = transitionContext.containerView
        let postcardKey: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        let shelfKey: UITransitionContextViewControllerKey = isPresenting ? .from : .to
        guard let postcard = transitionContext.viewController(forKey: postcardKey),
              let shelf = transitionContext.viewController(forKey: shelfKey) as? ShelfViewController else {
            preconditionFailure()
        }
        let shelfFrame = shelf.postcardView.convert(shelf.postcardView.bounds, to: container)
        let screenFrame = isPresenting ? transitionContext.finalFrame(for: postcard) : postcard.view.frame
        if isPresenting {
            postcard.view.frame = shelfFrame
            container.addSubview(postcard.view)
        }
        // Ease in and out, written as its Bézier control points.
        let newAnimator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext),
                                                 controlPoint1: CGPoint(x: 0.42, y: 0),
                                                 controlPoint2: CGPoint(x: 0.58, y: 1)) { [isPresenting] in
            postcard.view.frame = isPresenting ? screenFrame : shelfFrame
        }
        newAnimator.addCompletion { _ in
            self.animator = nil
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        animator = newAnimator
        return newAnimator
    }
}
