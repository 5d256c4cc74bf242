import UIKit

extension CreatureDetailViewController: UIViewControllerTransitioningDelegate {
    /// Shows `creature`'s picture full screen; "Close" or a pull down puts it away.
    func showPhoto(of creature: Creature) {
        let photo = PhotoViewController(creature: creature)
        photo.modalPresentationStyle = .fullScreen
        // 3.4: the photo asks the detail for its dismissal; the pull goes on the photo's view.
        photo.transitioningDelegate = self
        photo.pull.attach(to: photo)
        present(photo, animated: true)
    }

    // 3.4: the slide down for the photo.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        dismissed is PhotoViewController ? PhotoDismissAnimator() : nil
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        // 3.5: driven by the finger only while it pulls; "Close" plays by itself.
        guard let pull = (presentedViewController as? PhotoViewController)?.pull, pull.isPulling else { return nil }
        return pull
    }
}
