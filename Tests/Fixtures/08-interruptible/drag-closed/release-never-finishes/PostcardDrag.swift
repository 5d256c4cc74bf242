import UIKit

/// Moves the postcard with a finger. Dragged down, the open card closes as the finger goes; a
/// finger that touches the card while it is opening catches it where it is. When the finger
/// lets go, the card goes on at the finger's speed: open, or closed.
final class PostcardDrag: UIPercentDrivenInteractiveTransition {
    /// True while a finger drives a transition.
    private(set) var isDragging = false
    private weak var postcard: UIViewController?

    /// Puts the pan on `postcard`'s view.
    func attach(to postcard: UIViewController) {
        self.postcard = postcard
        postcard.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: PostcardDrag.didPan))
    }

    private func didPan(_ pan: UIPanGestureRecognizer) {
        guard let window = pan.view?.window else { return }
        switch pan.state {
        case .began:
            isDragging = true
            postcard?.dismiss(animated: true)
        case .changed:
            update(pan.translation(in: window).y / Postcard.travel)
        case .ended, .cancelled:
            isDragging = false
            let speed = pan.velocity(in: window).y
            let closes = pan.state == .ended && (abs(speed) > 500 ? speed > 0 : percentComplete > 0.5)
            let left = (closes ? 1 - percentComplete : percentComplete) * Postcard.travel
            let v = (closes ? speed : -speed) / max(left, 1)
            // The spring takes it from here.
            timingCurve = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: v, dy: v))
        default:
            break
        }
    }
}
