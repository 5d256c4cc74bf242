import UIKit

extension ShelfViewController: UIViewControllerTransitioningDelegate {
    /// Opens the postcard full screen; "Close" or a drag down closes it.
    func openPostcard() {
        let postcard = PostcardViewController()
        postcard.modalPresentationStyle = .custom
        transitioningDelegate = self
        drag.attach(to: postcard)
        present(postcard, animated: true)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        opening
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        closing
    }

    // TODO 2.4: Vend the `drag` for the dismissal while `drag.isDragging`, nil otherwise
    //   (`interactionControllerForDismissal(using:)`), with `drag.wantsInteractiveStart = true`:
    //   the finger drives the closing from its first point (exercise 3 sets it to false for the
    //   opening, so set it here every time).

    // TODO 3.3: Vend the `drag` for the presentation too, with `wantsInteractiveStart = false`
    //   (`interactionControllerForPresentation(using:)`): the card opens by itself, and a finger
    //   can catch it. Set it back to true where 2.4 vends the drag.
}
