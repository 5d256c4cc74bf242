import UIKit

extension CardViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // start the flip on the card
        flipPresentAnimationController.originFrame = cardView.bounds
        return flipPresentAnimationController
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        flipDismissAnimationController.destinationFrame = cardView.frame
        return flipDismissAnimationController
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        if swipeInteractionController.interactionInProgress {
            return swipeInteractionController
        }
        return nil
    }
}

extension CardViewController {
    func prepareForPresentation(of petViewController: PetViewController) {
        swipeInteractionController.wire(to: petViewController)
    }
}
