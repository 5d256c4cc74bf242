import UIKit

extension HerbListViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // 1.5: the thumbnail's frame is in the shelf's coordinates; the animator works in the window's.
        guard let thumbnail = selectedImage, let shelf = thumbnail.superview else { return nil }
        transition.originFrame = shelf.convert(thumbnail.frame, to: nil)
        transition.presenting = true
        // Its big twin flies out of it: the thumbnail itself must not show meanwhile.
        thumbnail.isHidden = true
        return transition
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // 2.1: the same animator plays backwards.
        transition.presenting = false
        return transition
    }
}

extension HerbListViewController {
    /// Called once, from `viewDidLoad()`.
    func prepareTransition() {
        // 2.3: when the details have shrunk back, the thumbnail they came from shows again.
        transition.dismissCompletion = { [weak self] in
            self?.selectedImage?.isHidden = false
        }
    }
}
