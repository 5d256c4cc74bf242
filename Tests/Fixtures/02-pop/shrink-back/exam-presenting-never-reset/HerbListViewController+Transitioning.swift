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
        return transition
    }
}

extension HerbListViewController {
    /// Called once, from `viewDidLoad()`.
    func prepareTransition() {
        transition.dismissCompletion = { [weak self] in
            self?.selectedImage?.isHidden = false
        }
    }
}
