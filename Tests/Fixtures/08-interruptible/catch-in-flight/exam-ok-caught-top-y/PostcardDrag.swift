import UIKit

/// Moves the postcard with a finger. Dragged down, the open card closes as the finger goes; a
/// finger that touches the card while it is opening catches it where it is. When the finger
/// lets go, the card goes on at the finger's speed: open, or closed.
final class PostcardDrag: UIPercentDrivenInteractiveTransition {
    /// True while a finger drives a transition.
    private(set) var isDragging = false
    private weak var postcard: UIViewController?
    /// Where the caught card's top edge was when the finger landed; nil when the drag closes it.
    private var caughtTop: CGFloat?

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
            caughtTop = nil
            if postcard?.transitionCoordinator != nil, let layer = postcard?.view.layer.presentation() {
                pause()
                caughtTop = layer.frame.minY
            } else {
                postcard?.dismiss(animated: true)
            }
        case .changed:
            let down = pan.translation(in: window).y
            if let top = caughtTop {
                // The top edge follows the finger; the opening's progress is how far open it is.
                update(1 - (top + down) / Postcard.travel)
            } else {
                update(down / Postcard.travel)
            }
        case .ended, .cancelled:
            isDragging = false
            let speed = pan.velocity(in: window).y
            let opening = caughtTop != nil
            let closedShare = opening ? 1 - percentComplete : percentComplete
            let closes = pan.state == .ended && (abs(speed) > 500 ? speed > 0 : closedShare > 0.5)
            let left = (closes ? 1 - closedShare : closedShare) * Postcard.travel
            let v = (closes ? speed : -speed) / max(left, 1)
            timingCurve = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: v, dy: v))
            if opening {
                if closes { cancel() } else { finish() }
            } else {
                if closes { finish() } else { cancel() }
            }
        default:
            break
        }
    }
}
