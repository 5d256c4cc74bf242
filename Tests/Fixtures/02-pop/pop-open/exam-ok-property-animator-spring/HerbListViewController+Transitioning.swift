import UIKit

extension HerbListViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        if let thumbnail = selectedImage {
            transition.originFrame = shelf.convert(thumbnail.frame, to: nil)
            transition.presenting = true
            thumbnail.isHidden = true
            return transition
        }
        return nil
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
