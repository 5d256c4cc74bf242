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
        switch pan.state {
        case .began:
            isPulling = true
            photo?.dismiss(animated: true)
        // TODO 3.3: Follow the finger, then finish or cancel at the finger's speed.
        //   Measure in the window (the photo's own view moves): get it at the top of `didPull(_:)`,
        //   `guard let window = pan.view?.window else { return }`. Progress is
        //   `pan.translation(in: window).y / window.bounds.height`, speed `pan.velocity(in:
        //   window).y`. `.changed`: `update(progress)`. `.ended` and `.cancelled`: `isPulling =
        //   false`; `completionSpeed = max(1, abs(speed) / (window.bounds.height / duration))`;
        //   then, if it `.ended`, `finish()` for a flick down (over 1000 points a second) or,
        //   without a flick, past half way; `cancel()` otherwise (a flick up, or `.cancelled`).
        default:
            break
        }
    }
}
