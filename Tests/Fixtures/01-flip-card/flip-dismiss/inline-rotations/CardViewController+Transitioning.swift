import UIKit

extension CardViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        flipPresentAnimationController.originFrame = cardView.frame
        return flipPresentAnimationController
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard dismissed is PetViewController else { return nil }
        flipDismissAnimationController.destinationFrame = cardView.frame
        return flipDismissAnimationController
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        if !swipeInteractionController.interactionInProgress {
            return nil
        }
        return swipeInteractionController
    }
}

extension CardViewController {
    func prepareForPresentation(of petViewController: PetViewController) {
        swipeInteractionController.wire(to: petViewController)
    }
}
