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
            release(pan.velocity(in: window).y)
        case .cancelled:
            release(0, putBack: true)
        default:
            break
        }
    }

    /// The finger is gone: close or go back open, at the finger's `speed` down the screen.
    private func release(_ speed: CGFloat, putBack: Bool = false) {
        var closes = !putBack && percentComplete > 0.5
        if !putBack, abs(speed) > 500 {
            closes = speed > 0
        }
        let toGo = Postcard.travel * (closes ? 1 - percentComplete : percentComplete)
        let velocity = (closes ? speed : -speed) / max(toGo, 1)
        timingCurve = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: velocity, dy: velocity))
        if closes {
            finish()
        } else {
            cancel()
        }
    }
}
