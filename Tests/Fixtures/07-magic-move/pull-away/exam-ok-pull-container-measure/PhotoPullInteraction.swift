import UIKit

/// Lets a finger pull the photo down and away: the photo follows the finger, and when the finger
/// lets go the rest of the slide plays at the finger's speed (or at its own, if that is faster).
final class PhotoPullInteraction: UIPercentDrivenInteractiveTransition {
    /// True while a finger pulls: then, and only then, the delegate hands this object to UIKit.
    private(set) var isPulling = false
    private weak var photo: UIViewController?

    /// Faster than this (points a second), the finger's direction decides.
    private static let flickSpeed: CGFloat = 1000

    /// Puts the pan on `photo`'s view.
    func attach(to photo: UIViewController) {
        self.photo = photo
        photo.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: PhotoPullInteraction.didPull))
    }

    private func didPull(_ pan: UIPanGestureRecognizer) {
        // The photo's superview is the full-screen container: it does not move with the photo.
        guard let screen = pan.view?.superview else { return }
        let screenHeight = screen.bounds.height
        let pulled = pan.translation(in: screen).y / screenHeight
        let velocity = pan.velocity(in: screen)

        switch pan.state {
        case .began:
            isPulling = true
            photo?.dismiss(animated: true)
        case .changed:
            update(pulled)
        case .ended:
            isPulling = false
            completionSpeed = max(1, abs(velocity.y) / (screenHeight / duration))
            let shouldFinish: Bool
            if abs(velocity.y) > Self.flickSpeed {
                shouldFinish = velocity.y > 0
            } else {
                shouldFinish = pulled > 0.5
            }
            shouldFinish ? finish() : cancel()
        case .cancelled:
            isPulling = false
            completionSpeed = max(1, abs(velocity.y) / (screenHeight / duration))
            cancel()
        default:
            break
        }
    }
}
