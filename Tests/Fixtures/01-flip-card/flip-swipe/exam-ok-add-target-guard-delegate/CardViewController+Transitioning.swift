import UIKit

extension CardViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let flip = flipPresentAnimationController
        flip.originFrame = cardView.frame
        return flip
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let flipBack = flipDismissAnimationController
        flipBack.destinationFrame = cardView.frame
        return flipBack
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        // A tap also dismisses: only a swipe in progress gets the interaction controller.
        guard swipeInteractionController.interactionInProgress else { return nil }
        return swipeInteractionController
    }
}

extension CardViewController {
    /// Called by `revealPet()` just before presenting the pet screen.
    func prepareForPresentation(of petViewController: PetViewController) {
        swipeInteractionController.wire(to: petViewController)
    }
}
