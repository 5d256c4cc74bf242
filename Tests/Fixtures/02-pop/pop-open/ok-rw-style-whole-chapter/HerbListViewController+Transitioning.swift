import UIKit

extension HerbListViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        transition.originFrame = view.convert(selectedImage!.frame, from: selectedImage!.superview)
        transition.presenting = true
        selectedImage!.isHidden = true
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
            self?.selectedImage!.isHidden = false
        }
    }
}
