import UIKit

extension CreatureDetailViewController: UIViewControllerTransitioningDelegate {
    /// Shows `creature`'s picture full screen; "Close" or a pull down puts it away.
    func showPhoto(of creature: Creature) {
        let photo = PhotoViewController(creature: creature)
        photo.modalPresentationStyle = .fullScreen
        photo.transitioningDelegate = self
        photo.pull.attach(to: photo)
        present(photo, animated: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        dismissed is PhotoViewController ? PhotoDismissAnimator() : nil
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        guard let pull = (presentedViewController as? PhotoViewController)?.pull, pull.isPulling else {
            return nil
        }
        return pull
    }
}
