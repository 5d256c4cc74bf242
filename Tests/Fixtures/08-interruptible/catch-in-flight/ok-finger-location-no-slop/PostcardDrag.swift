import UIKit

/// Moves the postcard with a finger. Dragged down, the open card closes as the finger goes; a
/// finger that touches the card while it is opening catches it where it is. When the finger
/// lets go, the card goes on at the finger's speed: open, or closed.
final class PostcardDrag: UIPercentDrivenInteractiveTransition {
    /// True while a finger drives a transition.
    private(set) var isDragging = false
    private weak var postcard: UIViewController?

    enum Kind { case closeOpenCard, catchOpeningCard }
    private var kind: Kind = .closeOpenCard
    /// The card's top edge and the finger's y where the pan began, in the window.
    private var startTop: CGFloat = 0
    private var startFinger: CGFloat = 0

    /// Puts the pan on `postcard`'s view.
    func attach(to postcard: UIViewController) {
        self.postcard = postcard
        postcard.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: PostcardDrag.didPan))
    }

    private func didPan(_ pan: UIPanGestureRecognizer) {
        guard let window = pan.view?.window, let card = postcard?.view else { return }
        switch pan.state {
        case .began:
            isDragging = true
            startFinger = pan.location(in: window).y
            if postcard?.transitionCoordinator == nil {
                kind = .closeOpenCard
                startTop = 0
                postcard?.dismiss(animated: true)
            } else {
                pause()
                kind = .catchOpeningCard
                startTop = card.layer.presentation()?.frame.minY ?? card.frame.minY
            }
        case .changed:
            let top = startTop + pan.location(in: window).y - startFinger
            update(kind == .catchOpeningCard ? (Postcard.travel - top) / Postcard.travel : top / Postcard.travel)
        case .ended, .cancelled:
            isDragging = false
            let speed = pan.velocity(in: window).y
            let closedShare = kind == .catchOpeningCard ? 1 - percentComplete : percentComplete
            let flick = abs(speed) > 500
            let closes = pan.state == .ended && (flick ? speed > 0 : closedShare > 0.5)
            let left = closes ? (1 - closedShare) * Postcard.travel : closedShare * Postcard.travel
            let velocity = (closes ? speed : -speed) / max(left, 1)
            timingCurve = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: velocity, dy: velocity))
            let finishes = kind == .catchOpeningCard ? !closes : closes
            finishes ? finish() : cancel()
        default:
            break
        }
    }
}
