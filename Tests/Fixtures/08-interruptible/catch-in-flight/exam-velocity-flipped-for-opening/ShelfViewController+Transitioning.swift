import UIKit

extension ShelfViewController: UIViewControllerTransitioningDelegate {
    /// Opens the postcard full screen; "Close" or a drag down closes it.
    func openPostcard() {
        let postcard = PostcardViewController()
        postcard.modalPresentationStyle = .custom
        postcard.transitioningDelegate = self
        drag.attach(to: postcard)
        present(postcard, animated: true)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        opening
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        closing
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        guard drag.isDragging else { return nil }
        drag.wantsInteractiveStart = true
        return drag
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        drag.wantsInteractiveStart = false
        return drag
    }
}
