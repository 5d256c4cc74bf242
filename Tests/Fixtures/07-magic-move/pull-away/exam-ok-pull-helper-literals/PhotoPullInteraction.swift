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

    /// A flick (over 1000 points a second) goes the way it points; otherwise past half way goes.
    static func shouldFinish(progress: CGFloat, velocity: CGFloat) -> Bool {
        if velocity > 1000 { return true }
        if velocity < -1000 { return false }
        return progress > 0.5
    }

    /// How much faster than the slide itself the rest must play to keep up with the finger.
    static func speedUp(for velocity: CGFloat, screenHeight: CGFloat) -> CGFloat {
        let slidePointsPerSecond = screenHeight / PhotoDismissAnimator.slideDuration
        return max(1, abs(velocity) / slidePointsPerSecond)
    }

    private func didPull(_ pan: UIPanGestureRecognizer) {
        guard let window = pan.view?.window else { return }
        // nil means the window's coordinates.
        let translation = pan.translation(in: nil)
        let velocity = pan.velocity(in: nil)
        let progress = translation.y / window.bounds.height

        switch pan.state {
        case .began:
            isPulling = true
            photo?.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended, .cancelled:
            isPulling = false
            completionSpeed = Self.speedUp(for: velocity.y, screenHeight: window.bounds.height)
            if pan.state == .ended, Self.shouldFinish(progress: progress, velocity: velocity.y) {
                finish()
            } else {
                cancel()
            }
        default:
            break
        }
    }
}
