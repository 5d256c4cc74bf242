import UIKit

extension CardViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // TODO 1.6: Tell `flipPresentAnimationController` where the card is
        //   (`flipPresentAnimationController.originFrame = cardView.frame`) and return it. While
        //   this returns nil, UIKit uses its default animation.
        return nil
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
