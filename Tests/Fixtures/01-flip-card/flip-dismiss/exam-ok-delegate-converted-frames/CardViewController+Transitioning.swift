import UIKit

extension CardViewController: UIViewControllerTransitioningDelegate {
    /// The card's rectangle in window coordinates, which is what the transition's container uses.
    private var cardFrameOnScreen: CGRect {
        view.convert(cardView.frame, to: nil)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        flipPresentAnimationController.originFrame = cardFrameOnScreen
        return flipPresentAnimationController
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard dismissed is PetViewController else { return nil }
        flipDismissAnimationController.destinationFrame = cardFrameOnScreen
        return flipDismissAnimationController
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
