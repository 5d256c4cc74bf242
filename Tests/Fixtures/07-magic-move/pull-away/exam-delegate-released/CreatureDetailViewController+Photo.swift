import UIKit

/// Vends the photo's slide and its pull.
final class PhotoTransitions: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        dismissed is PhotoViewController ? PhotoDismissAnimator() : nil
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        guard let pull = pulling, pull.isPulling else { return nil }
        return pull
    }

    weak var pulling: PhotoPullInteraction?
}

extension CreatureDetailViewController: UIViewControllerTransitioningDelegate {
    /// Shows `creature`'s picture full screen; "Close" or a pull down puts it away.
    func showPhoto(of creature: Creature) {
        let photo = PhotoViewController(creature: creature)
        photo.modalPresentationStyle = .fullScreen
        let transitions = PhotoTransitions()
        transitions.pulling = photo.pull
        photo.transitioningDelegate = transitions
        photo.pull.attach(to: photo)
        present(photo, animated: true)
    }
}
