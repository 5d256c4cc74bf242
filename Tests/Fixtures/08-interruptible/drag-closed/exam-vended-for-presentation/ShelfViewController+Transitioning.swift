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

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        guard drag.isDragging else { return nil }
        drag.wantsInteractiveStart = true
        return drag
    }

    // TODO 3.3: Vend the `drag` for the presentation too, with `wantsInteractiveStart = false`
    //   (`interactionControllerForPresentation(using:)`): the card opens by itself, and a finger
    //   can catch it. Set it back to true where 2.4 vends the drag.
}
