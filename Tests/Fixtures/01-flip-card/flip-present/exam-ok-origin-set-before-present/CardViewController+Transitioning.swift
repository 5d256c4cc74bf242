import UIKit

extension CardViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // originFrame was filled in by prepareForPresentation(of:), just before present(_:animated:).
        flipPresentAnimationController
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
        // Like prepare(for:sender:) in a storyboard app: tell the flip where the card is.
        flipPresentAnimationController.originFrame = cardView.frame

        // TODO 3.5: Wire `swipeInteractionController` to the pet screen.
    }
}
