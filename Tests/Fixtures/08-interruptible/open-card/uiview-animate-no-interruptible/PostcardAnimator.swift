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
        let containerView = transitionContext.containerView
        guard let postcard = transitionContext.viewController(forKey: isPresenting ? .to : .from),
              let shelf = transitionContext.viewController(forKey: isPresenting ? .from : .to) as? ShelfViewController else {
            return
        }
        let closed = shelf.postcardView.convert(shelf.postcardView.bounds, to: containerView)
        let open = isPresenting ? transitionContext.finalFrame(for: postcard) : postcard.view.frame
        if isPresenting {
            postcard.view.frame = closed
            containerView.addSubview(postcard.view)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: []) {
            postcard.view.frame = self.isPresenting ? open : closed
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
