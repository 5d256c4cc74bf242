import UIKit

extension CardViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // The container fills the window, so the card's frame in window coordinates is where
        // the flip starts.
        let animator = flipPresentAnimationController
        animator.originFrame = cardView.convert(cardView.bounds, to: nil)
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // TODO 2.6: Set `flipDismissAnimationController.destinationFrame` to the card's frame and
        //   return it.
        return nil
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        // TODO 3.4: Return `swipeInteractionController` — but only while its
        //   `interactionInProgress` is true. Otherwise return nil.
        return nil
    }
}

extension CardViewController {
    /// Called by `revealPet()` just before presenting the pet screen.
    func prepareForPresentation(of petViewController: PetViewController) {
        // TODO 3.5: Wire `swipeInteractionController` to the pet screen.
    }
}
