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
        // The pan is on the card's view: measure in it.
        let translation = pan.translation(in: pan.view)
        let velocity = pan.velocity(in: pan.view)
        switch pan.state {
        case .began:
            isDragging = true
            postcard?.dismiss(animated: true)
        case .changed:
            update(translation.y / Postcard.travel)
        case .ended, .cancelled:
            isDragging = false
            var closing = false
            if pan.state == .ended {
                closing = abs(velocity.y) > 500 ? velocity.y > 0 : percentComplete > 0.5
            }
            let left = (closing ? 1 - percentComplete : percentComplete) * Postcard.travel
            let v = (closing ? velocity.y : -velocity.y) / max(left, 1)
            timingCurve = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: v, dy: v))
            if closing { finish() } else { cancel() }
        default:
            break
        }
    }
}
