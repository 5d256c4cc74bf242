import UIKit

/// Moves the postcard with a finger. Dragged down, the open card closes as the finger goes; a
/// finger that touches the card while it is opening catches it where it is. When the finger
/// lets go, the card goes on at the finger's speed: open, or closed.
final class PostcardDrag: UIPercentDrivenInteractiveTransition {
    /// True while a finger drives a transition.
    private(set) var isDragging = false
    private weak var postcard: UIViewController?

    enum DragKind {
        case caughtOpening
        case closing
    }
    private var kind = DragKind.closing

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
            if postcard?.transitionCoordinator == nil {
                kind = .closing
                postcard?.dismiss(animated: true)
            } else {
                kind = .caughtOpening
                pause()
            }
        case .changed:
            let share = pan.translation(in: window).y / Postcard.travel
            switch kind {
            case .caughtOpening:
                // The opening is the other way round: 1 is open.
                update(1 - share)
            case .closing:
                update(share)
            }
        case .ended, .cancelled:
            isDragging = false
            let speed = pan.velocity(in: window).y
            let howClosed = kind == .caughtOpening ? 1 - percentComplete : percentComplete
            var closes = howClosed > 0.5
            if abs(speed) > 500 { closes = speed > 0 }
            if pan.state == .cancelled { closes = false }
            let left = max((closes ? 1 - howClosed : howClosed) * Postcard.travel, 1)
            let v = (closes ? speed : -speed) / left
            timingCurve = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: v, dy: v))
            switch kind {
            case .caughtOpening: closes ? cancel() : finish()
            case .closing: closes ? finish() : cancel()
            }
        default:
            break
        }
    }
}
