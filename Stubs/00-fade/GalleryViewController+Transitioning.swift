import UIKit

extension GalleryViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // TODO 6: Return `FadeAnimator(presenting: true)`. While this returns nil, UIKit uses its
        //   default animation (the screen slides up from the bottom).
        return nil
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // TODO 7: Return `FadeAnimator(presenting: false)`.
        return nil
    }
}
