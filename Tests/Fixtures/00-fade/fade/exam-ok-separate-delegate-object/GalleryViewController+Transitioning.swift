import UIKit

/// Vends the fade in both directions. One shared instance, kept alive by the type itself.
final class FadeTransitionVendor: NSObject {
    static let shared = FadeTransitionVendor()

    func animator(presenting: Bool) -> UIViewControllerAnimatedTransitioning {
        FadeAnimator(presenting: presenting)
    }
}

extension GalleryViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeTransitionVendor.shared.animator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeTransitionVendor.shared.animator(presenting: false)
    }
}
