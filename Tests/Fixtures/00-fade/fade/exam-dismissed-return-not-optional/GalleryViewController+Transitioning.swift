import UIKit

extension GalleryViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator(presenting: true)
    }

    // Always returns an animator, so no need for an optional.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning {
        FadeAnimator(presenting: false)
    }
}
