import UIKit

/// Opens the postcard from its place on the shelf to the whole screen, or closes it back, with
/// one `UIViewPropertyAnimator` — from exercise 4, a group of two — that UIKit can pause, scrub,
/// reverse and continue.
final class PostcardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    /// The running transition's animator: made once, forgotten when it ends.
    private var animator: UIViewPropertyAnimator?

    init(presenting: Bool) {
        isPresenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        // TODO 1.1: The card opens and closes in half a second.
        0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // TODO 1.4: Start the animator that `interruptibleAnimator(using:)` returns.
    }

    // TODO 1.2: Implement `interruptibleAnimator(using:)`, returning `UIViewImplicitlyAnimating`.
    //   If `animator` is already set, return it: UIKit and the drag ask more than once, and
    //   must get the same object. Otherwise get the postcard (`viewController(forKey:)`: `.to`
    //   when presenting, `.from` when dismissing) and the `ShelfViewController` (the other key),
    //   the card's frame on the shelf in the container's coordinates
    //   (`shelf.postcardView.convert(shelf.postcardView.bounds, to: containerView)`) and open
    //   (`finalFrame(for: postcard)` when presenting, the card's own frame when dismissing).
    //   Presenting, put the card's view in the container at the shelf's frame. Make a
    //   `UIViewPropertyAnimator(duration:dampingRatio: 0.8)` that moves the card's `frame` to
    //   where it ends, keep it in `animator`, return it.
    // TODO 1.3: Before returning it, add the animator's completion: complete the transition
    //   (`completeTransition(!transitionContext.transitionWasCancelled)`) and set `animator`
    //   back to nil, so that the next transition makes a new one.
    // TODO 4.3: Dim the shelf behind the card: a second animator,
    //   `UIViewPropertyAnimator(duration:curve: .easeInOut)`, takes `shelf.dimView.alpha` to
    //   `Postcard.dimmed` when presenting and back to 0 when dismissing. Keep, complete from and
    //   return an `AnimatorGroup([cardAnimator, dimAnimator])` instead of the card's animator
    //   (the kept property becomes a `UIViewImplicitlyAnimating?`).
}
