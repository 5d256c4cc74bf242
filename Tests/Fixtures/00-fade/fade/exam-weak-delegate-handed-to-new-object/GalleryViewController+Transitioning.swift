import UIKit

/// Handles the way back, so the gallery only has to care about opening pictures.
final class DetailDismissalDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator(presenting: false)
    }
}

extension GalleryViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // From now on the detail screen's own dismissal delegate takes over.
        presented.transitioningDelegate = DetailDismissalDelegate()
        return FadeAnimator(presenting: true)
    }
}
