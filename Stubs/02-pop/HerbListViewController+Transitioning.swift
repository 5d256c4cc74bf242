import UIKit

extension HerbListViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // TODO 1.5: Tell `transition` where the thumbnail is, in window coordinates: with
        //   `guard let thumbnail = selectedImage else { return nil }`,
        //   `transition.originFrame = shelf.convert(thumbnail.frame, to: nil)` (the thumbnail's
        //   frame is in its superview's coordinates). Set `presenting = true`, hide the thumbnail
        //   (`isHidden = true`) and return `transition`. While this returns nil, UIKit uses its
        //   default animation.
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
