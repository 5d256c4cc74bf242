import UIKit

extension ShelfViewController: UIViewControllerTransitioningDelegate {
    /// Opens the postcard full screen; "Close" or a drag down closes it.
    func openPostcard() {
        let postcard = PostcardViewController()
        postcard.modalPresentationStyle = .custom
        // TODO 1.5: Make the shelf the postcard's `transitioningDelegate`.
        postcard.transitioningDelegate = self
        drag.attach(to: postcard)
        present(postcard, animated: true)
    }

    // TODO 1.5
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return opening
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return closing
    }

    // TODO 2.4
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        if drag.isDragging {
            drag.wantsInteractiveStart = true
            return drag
        }
        return nil
    }

    // TODO 3.3: Vend the `drag` for the presentation too, with `wantsInteractiveStart = false`
    //   (`interactionControllerForPresentation(using:)`): the card opens by itself, and a finger
    //   can catch it. Set it back to true where 2.4 vends the drag.
}
