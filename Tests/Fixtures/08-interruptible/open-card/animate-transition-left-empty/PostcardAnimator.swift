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
        // TODO 1.1: The card opens and closes in half a second.
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // Nothing to do here: interruptibleAnimator(using:) builds the whole transition.
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let running = running {
            return running
        }
        let container = transitionContext.containerView
        let postcardVC = transitionContext.viewController(forKey: isPresenting ? .to : .from)!
        let shelfVC = transitionContext.viewController(forKey: isPresenting ? .from : .to) as! ShelfViewController
        let closedFrame = shelfVC.postcardView.convert(shelfVC.postcardView.bounds, to: container)
        let openFrame = isPresenting ? transitionContext.finalFrame(for: postcardVC) : postcardVC.view.frame
        if isPresenting {
            postcardVC.view.frame = closedFrame
            container.addSubview(postcardVC.view)
        }
        let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.8)
        animator.addAnimations {
            postcardVC.view.frame = self.isPresenting ? openFrame : closedFrame
        }
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            self.running = nil
        }
        running = animator
        return animator
    }
}
