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
            // TODO 3.1: If the card is moving (`postcard?.transitionCoordinator != nil`), catch it:
            //   `pause()`, and remember that it was opening and how far open it is, read from where
            //   its view is on screen: `1 - card.layer.presentation()!.frame.minY / Postcard.travel`
            //   with `card` the postcard's view (not `percentComplete`: that is the animator's time).
            postcard?.dismiss(animated: true)
        case .changed:
            // TODO 3.2: A caught opening goes back as the finger goes down: its progress is where
            //   it was caught minus the way down over `Postcard.travel`.
            let down = pan.translation(in: window).y
            update(down / Postcard.closedFrame.height)
        case .ended, .cancelled:
            isDragging = false
            let speed = pan.velocity(in: window).y
            let closes = pan.state == .ended && (abs(speed) > 500 ? speed > 0 : percentComplete > 0.5)
            let left = (closes ? 1 - percentComplete : percentComplete) * Postcard.travel
            let v = (closes ? speed : -speed) / max(left, 1)
            timingCurve = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: v, dy: v))
            if closes { finish() } else { cancel() }
        default:
            break
        }
    }
}
