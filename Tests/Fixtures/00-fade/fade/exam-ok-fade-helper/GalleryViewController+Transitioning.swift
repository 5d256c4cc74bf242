import UIKit

extension GalleryViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        makeFade(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        makeFade(presenting: false)
    }

    private func makeFade(presenting: Bool) -> UIViewControllerAnimatedTransitioning {
        FadeAnimator(presenting: presenting)
    }
}
