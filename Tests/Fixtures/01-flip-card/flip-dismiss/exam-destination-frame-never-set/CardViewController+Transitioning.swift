import UIKit

extension CardViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        flipPresentAnimationController.originFrame = cardView.frame
        return flipPresentAnimationController
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return flipDismissAnimationController
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return swipeInteractionController.interactionInProgress ? swipeInteractionController : nil
    }
}

extension CardViewController {
    /// Called by `revealPet()` just before presenting the pet screen.
    func prepareForPresentation(of petViewController: PetViewController) {
        swipeInteractionController.wire(to: petViewController)
    }
}
