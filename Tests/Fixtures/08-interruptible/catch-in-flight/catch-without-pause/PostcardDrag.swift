import UIKit

/// Moves the postcard with a finger. Dragged down, the open card closes as the finger goes; a
/// finger that touches the card while it is opening catches it where it is. When the finger
/// lets go, the card goes on at the finger's speed: open, or closed.
final class PostcardDrag: UIPercentDrivenInteractiveTransition {
    /// True while a finger drives a transition.
    private(set) var isDragging = false
    private weak var postcard: UIViewController?

    private enum Mode { case closing, catching }
    private var mode: Mode = .closing
    private var startProgress: CGFloat = 0

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
            if postcard?.transitionCoordinator != nil {
                // Caught: start from where the card is.
                mode = .catching
                let frame = postcard!.view.layer.presentation()!.frame
                startProgress = 1 - frame.minY / Postcard.travel
            } else {
                mode = .closing
                startProgress = 0
                postcard?.dismiss(animated: true)
            }
        case .changed:
            let moved = pan.translation(in: window).y / Postcard.travel
            switch mode {
            case .catching: update(startProgress - moved)
            case .closing: update(moved)
            }
        case .ended, .cancelled:
            isDragging = false
            let speed = pan.velocity(in: window).y
            let closed = mode == .catching ? 1 - percentComplete : percentComplete
            let closes = pan.state == .ended && (abs(speed) > 500 ? speed > 0 : closed > 0.5)
            let left = (closes ? 1 - closed : closed) * Postcard.travel
            let v = (closes ? speed : -speed) / max(left, 1)
            timingCurve = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: v, dy: v))
            if (mode == .closing) == closes { finish() } else { cancel() }
        default:
            break
        }
    }
}
