import UIKit

extension ShelfViewController: UIViewControllerTransitioningDelegate {
    /// Opens the postcard full screen; "Close" or a drag down closes it.
    func openPostcard() {
        let postcard = PostcardViewController()
        postcard.modalPresentationStyle = .custom
        // 1.5: the shelf vends the animators; the drag goes on the open card's view.
        postcard.transitioningDelegate = self
        drag.attach(to: postcard)
        present(postcard, animated: true)
    }

    // 1.5: one animator to open, one to close.
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        opening
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        closing
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        // 2.4: a drag that starts the closing drives it from the first point.
        guard drag.isDragging else { return nil }
        drag.wantsInteractiveStart = true
        return drag
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        // 3.3: the opening runs by itself, and a finger may catch it.
        drag.wantsInteractiveStart = false
        return drag
    }
}
