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
        guard dismissed is PhotoViewController else { return nil }
        return PhotoDismissAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        guard animator is PhotoDismissAnimator,
              let photo = presentedViewController as? PhotoViewController,
              photo.pull.isPulling else {
            return nil
        }
        return photo.pull
    }
}
