import UIKit

extension HerbListViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let thumbnail = selectedImage else { return nil }
        transition.originFrame = shelf.convert(thumbnail.frame, to: nil)
        transition.presenting = true
        thumbnail.isHidden = true
        return transition
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        transition.presenting = false
        return transition
    }
}

extension HerbListViewController {
    /// Called once, from `viewDidLoad()`.
    func prepareTransition() {
        // The list owns the animator and outlives every dismissal it runs, so `unowned`
        // breaks the cycle as well as `weak` would.
        transition.dismissCompletion = { [unowned self] in
            selectedImage?.isHidden = false
        }
    }
}
