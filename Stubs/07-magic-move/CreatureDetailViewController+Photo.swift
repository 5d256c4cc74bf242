import UIKit

extension CreatureDetailViewController: UIViewControllerTransitioningDelegate {
    /// Shows `creature`'s picture full screen; "Close" or a pull down puts it away.
    func showPhoto(of creature: Creature) {
        let photo = PhotoViewController(creature: creature)
        photo.modalPresentationStyle = .fullScreen
        // TODO 3.4: Make the detail the photo's `transitioningDelegate`.
        photo.pull.attach(to: photo)
        present(photo, animated: true)
    }

    // TODO 3.4: Return a `PhotoDismissAnimator()` when the photo is dismissed.
    //   `animationController(forDismissed:)`, for a `PhotoViewController`; nil otherwise.

    // TODO 3.5: Vend the photo's `pull` for the dismissal, but only while it `isPulling`.
    //   `interactionControllerForDismissal(using:)`: the photo is `presentedViewController`.
}
