import UIKit

/// Lets a finger pull the photo down and away: the photo follows the finger, and when the finger
/// lets go the rest of the slide plays at the finger's speed (or at its own, if that is faster).
final class PhotoPullInteraction: UIPercentDrivenInteractiveTransition {
    /// True while a finger pulls: then, and only then, the delegate hands this object to UIKit.
    private(set) var isPulling = false
    private weak var photo: UIViewController?

    /// Puts the pan on `photo`'s view.
    func attach(to photo: UIViewController) {
        self.photo = photo
        photo.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: PhotoPullInteraction.didPull))
    }

    private func didPull(_ pan: UIPanGestureRecognizer) {
        guard let window = pan.view?.window else { return }
        let progress = pan.translation(in: window).y / window.bounds.height
        let speed = pan.velocity(in: window).y
        switch pan.state {
        case .began:
            isPulling = true
            photo?.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended, .cancelled:
            isPulling = false
            let slideSpeed = window.bounds.height / duration
            completionSpeed = max(1, abs(speed) / slideSpeed)
            let finishing = abs(speed) > 1000 ? speed > 0 : progress > 0.5
            if pan.state == .ended && finishing {
                finish()
            } else {
                cancel()
            }
        default:
            break
        }
    }
}
