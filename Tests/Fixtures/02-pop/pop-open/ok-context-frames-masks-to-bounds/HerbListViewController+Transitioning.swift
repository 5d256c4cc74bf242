import UIKit

extension HerbListViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let tapped = selectedImage else { return nil }
        guard let parent = tapped.superview else { return nil }
        let frameInWindow = parent.convert(tapped.frame, to: nil)
        transition.originFrame = frameInWindow
        transition.presenting = true
        tapped.isHidden = true
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
        transition.dismissCompletion = { [weak self] in
            guard let self = self else { return }
            self.selectedImage?.isHidden = false
        }
    }
}
