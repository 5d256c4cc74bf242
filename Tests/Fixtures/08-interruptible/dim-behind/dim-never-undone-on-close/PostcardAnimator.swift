import UIKit

/// Opens the postcard from its place on the shelf to the whole screen, or closes it back, with
/// one `UIViewPropertyAnimator`: the animator UIKit can pause, scrub, reverse and continue.
final class PostcardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    /// The running transition's animators, as one group: made once, forgotten when it ends.
    private var group: AnimatorGroup?

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
        if let group = group {
            return group
        }
        let container = transitionContext.containerView
        guard let postcard = transitionContext.viewController(forKey: isPresenting ? .to : .from),
              let shelf = transitionContext.viewController(forKey: isPresenting ? .from : .to) as? ShelfViewController,
              let card = postcard.view else {
            fatalError("expected the shelf and the postcard")
        }
        let shelfFrame = shelf.postcardView.convert(shelf.postcardView.bounds, to: container)
        let openFrame = isPresenting ? transitionContext.finalFrame(for: postcard) : card.frame
        if isPresenting {
            card.frame = shelfFrame
            container.addSubview(card)
        }
        let target = isPresenting ? openFrame : shelfFrame
        let alpha: CGFloat = Postcard.dimmed
        let seconds = transitionDuration(using: transitionContext)

        let cardAnimator = UIViewPropertyAnimator(duration: seconds, dampingRatio: 0.8) {
            card.frame = target
        }
        let dimAnimator = UIViewPropertyAnimator(duration: seconds, timingParameters: UICubicTimingParameters(animationCurve: .easeInOut))
        dimAnimator.addAnimations {
            shelf.dimView.alpha = alpha
        }

        let newGroup = AnimatorGroup(cardAnimator, dimAnimator)
        newGroup.addCompletion { [weak self] _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            self?.group = nil
        }
        group = newGroup
        return newGroup
    }
}
