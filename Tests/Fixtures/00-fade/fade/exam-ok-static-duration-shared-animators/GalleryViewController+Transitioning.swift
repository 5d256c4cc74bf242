import UIKit

extension GalleryViewController: UIViewControllerTransitioningDelegate {
    // The animator keeps no state, so one of each is enough.
    private static let fadeIn = FadeAnimator(presenting: true)
    private static let fadeOut = FadeAnimator(presenting: false)

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        Self.fadeIn
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        Self.fadeOut
    }
}
