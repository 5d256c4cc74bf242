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
            // The open card fills the window: a drag the whole height closes it.
            let fraction = pan.translation(in: window).y / window.bounds.height
            update(min(max(fraction, 0), 1))
        case .ended, .cancelled:
            isDragging = false
            let speed = pan.velocity(in: window).y
            let closes: Bool
            if pan.state == .cancelled {
                closes = false
            } else if abs(speed) > 500 {
                closes = speed > 0
            } else {
                closes = percentComplete > 0.5
            }
            let left = (closes ? 1 - percentComplete : percentComplete) * Postcard.travel
            let v = (closes ? speed : -speed) / max(left, 1)
            timingCurve = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: v, dy: v))
            if closes { finish() } else { cancel() }
        default:
            break
        }
    }
}
