import UIKit

extension HerbListViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let thumbnail = selectedImage, let holder = thumbnail.superview else { return nil }
        transition.originFrame = holder.convert(thumbnail.frame, to: nil)
        transition.presenting = true
        thumbnail.isHidden = true
        return transition
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard dismissed is HerbDetailsViewController else { return nil }
        transition.presenting = false
        return transition
    }
}

extension HerbListViewController {
    /// Called once, from `viewDidLoad()`.
    func prepareTransition() {
        transition.dismissCompletion = { [weak self] in
            guard let self else { return }
            self.putThumbnailBack()
        }
    }

    private func putThumbnailBack() {
        guard let thumbnail = selectedImage else { return }
        thumbnail.isHidden = false
    }
}
