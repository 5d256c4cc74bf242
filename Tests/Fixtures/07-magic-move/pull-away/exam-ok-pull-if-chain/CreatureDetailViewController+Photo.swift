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
        switch dismissed {
        case is PhotoViewController:
            return PhotoDismissAnimator()
        default:
            return nil
        }
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        if let photo = presentedViewController as? PhotoViewController, photo.pull.isPulling {
            return photo.pull
        }
        return nil
    }
}
