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
            let dy = pan.velocity(in: window).y
            let goingDown = dy > 500 || (dy >= -500 && percentComplete > 0.5)
            let pointsLeft = goingDown ? (1 - percentComplete) * Postcard.travel : percentComplete * Postcard.travel
            let rate = (goingDown ? dy : -dy) / max(pointsLeft, 1)
            timingCurve = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: rate, dy: rate))
            goingDown ? finish() : cancel()
        default:
            break
        }
    }
}
