import UIKit

extension CardViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = flipPresentAnimationController
        animator.originFrame = cardView.frame
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = flipDismissAnimationController
        animator.destinationFrame = cardView.frame
        return animator
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        let swipe = swipeInteractionController
        return swipe.interactionInProgress ? swipe : nil
    }
}

extension CardViewController {
    func prepareForPresentation(of petViewController: PetViewController) {
        swipeInteractionController.wire(to: petViewController)
    }
}
