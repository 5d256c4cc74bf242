import UIKit

extension HerbListViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let thumbnail = selectedImage, let shelfView = thumbnail.superview else {
            return nil
        }
        transition.originFrame = shelfView.convert(thumbnail.frame, to: nil)
        transition.presenting = true
        thumbnail.isHidden = true
        return transition
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = transition
        animator.presenting = false
        return animator
    }
}

extension HerbListViewController {
    /// Called once, from `viewDidLoad()`.
    func prepareTransition() {
        transition.dismissCompletion = { [weak self] in
            guard let self else { return }
            guard let thumbnail = self.selectedImage else { return }
            thumbnail.isHidden = false
        }
    }
}
