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
        switch pan.state {
        case .began:
            isDragging = true
            postcard?.dismiss(animated: true)
        case .changed:
            guard let window = pan.view?.window else { return }
            let down = pan.translation(in: window).y
            update(down / Postcard.travel)
        case .ended, .cancelled:
            isDragging = false
            guard let window = pan.view?.window else { return }
            let fingerSpeed = pan.velocity(in: window).y
            let shouldClose: Bool
            if pan.state == .cancelled {
                shouldClose = false
            } else if abs(fingerSpeed) > 500 {
                shouldClose = fingerSpeed > 0
            } else {
                shouldClose = percentComplete > 0.5
            }
            // Distances a second: the finger's speed over the points the card has left.
            let along = shouldClose ? fingerSpeed : -fingerSpeed
            let relative = along / max((shouldClose ? 1 - percentComplete : percentComplete) * Postcard.travel, 1)
            timingCurve = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: relative, dy: relative))
            shouldClose ? finish() : cancel()
        default:
            break
        }
    }
}
