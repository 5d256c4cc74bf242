import UIKit

extension HerbListViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        if let herbImage = selectedImage {
            // window coordinates
            transition.originFrame = herbImage.convert(herbImage.frame, to: nil)
            transition.presenting = true
            herbImage.isHidden = true
        }
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
