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
        let state = pan.state
        if state == .began {
            isPulling = true
            photo?.dismiss(animated: true)
            return
        }

        let height = window.bounds.height
        let fraction = pan.translation(in: window).y / height
        if state == .changed {
            update(fraction)
        } else if state == .ended || state == .cancelled {
            isPulling = false
            let fingerSpeed = pan.velocity(in: window).y
            // fingerSpeed / (height / duration), written the other way round.
            completionSpeed = max(1, abs(fingerSpeed) * duration / height)
            let flicked = abs(fingerSpeed) > 1000
            let goes = flicked ? fingerSpeed > 0 : fraction > 0.5
            if state == .ended, goes {
                finish()
            } else {
                cancel()
            }
        }
    }
}
