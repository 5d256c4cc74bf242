import UIKit

extension HerbListViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let thumbnail = selectedImage else { return nil }
        transition.originFrame = thumbnail.superview!.convert(thumbnail.frame, to: nil)
        transition.presenting = true
        thumbnail.isHidden = true
        return transition
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // Where to shrink to.
        if let thumbnail = selectedImage {
            transition.originFrame = thumbnail.frame
        }
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
