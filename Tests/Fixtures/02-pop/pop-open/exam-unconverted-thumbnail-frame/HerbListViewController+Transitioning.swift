import UIKit

extension HerbListViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let thumbnail = selectedImage else { return nil }
        transition.originFrame = thumbnail.frame
        transition.presenting = true
        thumbnail.isHidden = true
        return transition
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // TODO 2.1: Set `transition.presenting = false` and return `transition`.
        return nil
    }
}

extension HerbListViewController {
    /// Called once, from `viewDidLoad()`.
    func prepareTransition() {
        // TODO 2.3: Give `transition` a `dismissCompletion` that shows the selected thumbnail
        //   again (`self?.selectedImage?.isHidden = false`). Capture `self` weakly: `[weak self]`.
    }
}
