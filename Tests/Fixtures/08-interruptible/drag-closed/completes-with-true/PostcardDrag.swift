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
        case .ended:
            isDragging = false
            release(velocity: pan.velocity(in: window))
        case .cancelled:
            isDragging = false
            // A call came in: put the card back, gently.
            release(velocity: .zero, forceBack: true)
        default:
            break
        }
    }

    /// Lets go of the card: it closes on a flick down or past half way, and leaves at the
    /// finger's speed either way.
    private func release(velocity: CGPoint, forceBack: Bool = false) {
        let closing: Bool
        if forceBack {
            closing = false
        } else if velocity.y > 500 {
            closing = true
        } else if velocity.y < -500 {
            closing = false
        } else {
            closing = percentComplete > 0.5
        }
        let pointsLeft = closing ? (1 - percentComplete) * Postcard.travel : percentComplete * Postcard.travel
        let speed = (closing ? velocity.y : -velocity.y) / max(pointsLeft, 1)
        timingCurve = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: speed, dy: speed))
        if closing {
            finish()
        } else {
            cancel()
        }
    }
}
