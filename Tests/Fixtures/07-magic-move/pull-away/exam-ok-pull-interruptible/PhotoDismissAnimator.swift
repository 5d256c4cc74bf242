import UIKit

/// Slides the photo straight down off the screen, at a steady speed, over the detail screen.
final class PhotoDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// One property animator per transition, handed to UIKit (and the pull) whenever asked.
    private var slide: UIViewPropertyAnimator?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let slide = slide {
            return slide
        }
        let container = transitionContext.containerView
        let photo = transitionContext.view(forKey: .from)!
        let detail = transitionContext.view(forKey: .to)!
        container.insertSubview(detail, belowSubview: photo)

        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .linear) {
            photo.transform = CGAffineTransform(translationX: 0, y: container.bounds.height)
        }
        animator.addCompletion { _ in
            photo.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        slide = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        slide = nil
    }
}
