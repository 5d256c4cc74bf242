import UIKit

/// Opens the postcard from its place on the shelf to the whole screen, or closes it back: the
/// card springs, the shelf behind it dims on a curve of its own.
final class PostcardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    private var running: UIViewImplicitlyAnimating?

    init(presenting: Bool) {
        isPresenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let animator = interruptibleAnimator(using: transitionContext)
        animator.startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if running == nil {
            running = makeGroup(transitionContext)
        }
        return running!
    }

    /// UIKit is done with the transition: the next one needs new animators.
    func animationEnded(_ transitionCompleted: Bool) {
        running = nil
    }

    private func makeGroup(_ transitionContext: UIViewControllerContextTransitioning) -> AnimatorGroup {
        let containerView = transitionContext.containerView
        let postcardVC: UIViewController
        let shelfVC: ShelfViewController
        if isPresenting {
            postcardVC = transitionContext.viewController(forKey: .to)!
            shelfVC = transitionContext.viewController(forKey: .from) as! ShelfViewController
        } else {
            postcardVC = transitionContext.viewController(forKey: .from)!
            shelfVC = transitionContext.viewController(forKey: .to) as! ShelfViewController
        }
        let card = postcardVC.view!
        let small = shelfVC.postcardView.convert(shelfVC.postcardView.bounds, to: containerView)
        let big = isPresenting ? transitionContext.finalFrame(for: postcardVC) : card.frame

        if isPresenting {
            card.frame = small
            containerView.addSubview(card)
        }

        let cardSpring = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.8)
        let shade = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.8)
        if isPresenting {
            cardSpring.addAnimations { card.frame = big }
            shade.addAnimations { shelfVC.dimView.alpha = Postcard.dimmed }
        } else {
            cardSpring.addAnimations { card.frame = small }
            shade.addAnimations { shelfVC.dimView.alpha = 0 }
        }

        let group = AnimatorGroup([cardSpring, shade])
        group.addCompletion { position in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        return group
    }
}
