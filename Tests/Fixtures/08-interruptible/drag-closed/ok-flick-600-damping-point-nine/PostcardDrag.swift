import UIKit

/// Moves the postcard with a finger. Dragged down, the open card closes as the finger goes; a
/// finger that touches the card while it is opening catches it where it is. When the finger
/// lets go, the card goes on at the finger's speed: open, or closed.
final class PostcardDrag: UIPercentDrivenInteractiveTransition {
    /// True while a finger drives a transition.
    private(set) var isDragging = false
    private weak var postcard: UIViewController?

    /// Faster than this, in points a second, a release is a flick.
    private let flickSpeed: CGFloat = 600

    /// Puts the pan on `postcard`'s view.
    func attach(to postcard: UIViewController) {
        self.postcard = postcard
        postcard.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: PostcardDrag.didPan))
    }

    private func didPan(_ pan: UIPanGestureRecognizer) {
        let window = pan.view?.window
        if pan.state == .began {
            isDragging = true
            postcard?.dismiss(animated: true)
        } else if pan.state == .changed {
            update(pan.translation(in: window).y / Postcard.travel)
        } else if pan.state == .ended {
            isDragging = false
            release(velocity: pan.velocity(in: window))
        } else if pan.state == .cancelled {
            isDragging = false
            release(velocity: .zero, interrupted: true)
        }
    }

    /// Closes the card or puts it back, leaving at the finger's speed.
    private func release(velocity: CGPoint, interrupted: Bool = false) {
        let closing: Bool
        if interrupted {
            closing = false
        } else if abs(velocity.y) > flickSpeed {
            closing = velocity.y > 0
        } else {
            closing = percentComplete > 0.5
        }
        let pointsToGo = closing ? Postcard.travel - percentComplete * Postcard.travel : percentComplete * Postcard.travel
        let fingerAlongWay = closing ? velocity.y : -velocity.y
        let v = pointsToGo > 0 ? fingerAlongWay / pointsToGo : 0
        timingCurve = UISpringTimingParameters(dampingRatio: 0.9, initialVelocity: CGVector(dx: v, dy: v))
        if closing {
            finish()
        } else {
            cancel()
        }
    }
}
