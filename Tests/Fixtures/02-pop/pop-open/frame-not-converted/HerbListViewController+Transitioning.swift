import UIKit

extension HerbListViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let image = selectedImage else { return nil }
        transition.originFrame = image.frame
        transition.presenting = true
        image.isHidden = true
        return transition
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        transition.presenting = false
        return transition
    }
}

extension HerbListViewController {
    func prepareTransition() {
        transition.dismissCompletion = { [weak self] in
            self?.selectedImage?.isHidden = false
        }
    }
}
