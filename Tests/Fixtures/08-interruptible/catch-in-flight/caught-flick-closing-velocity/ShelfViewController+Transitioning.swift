import UIKit

extension ShelfViewController: UIViewControllerTransitioningDelegate {
    /// Opens the postcard full screen; "Close" or a drag down closes it.
    func openPostcard() {
        let postcard = PostcardViewController()
        postcard.modalPresentationStyle = .custom
        drag.attach(to: postcard)
        postcard.transitioningDelegate = self
        present(postcard, animated: true)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        presented is PostcardViewController ? opening : nil
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        dismissed is PostcardViewController ? closing : nil
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        drag.wantsInteractiveStart = true
        return drag.isDragging ? drag : nil
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        drag.wantsInteractiveStart = false
        return drag
    }
}
