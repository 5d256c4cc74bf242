import UIKit

/// Moves the postcard with a finger. Dragged down, the open card closes as the finger goes; a
/// finger that touches the card while it is opening catches it where it is. When the finger
/// lets go, the card goes on at the finger's speed: open, or closed.
final class PostcardDrag: UIPercentDrivenInteractiveTransition {
    /// True while a finger drives a transition.
    private(set) var isDragging = false
    private weak var postcard: UIViewController?
    /// Whether the finger caught the card opening (true) or started its closing (false).
    private var caughtOpening = false
    /// The transition's progress when the finger took it.
    private var startProgress: CGFloat = 0

    /// Puts the pan on `postcard`'s view.
    func attach(to postcard: UIViewController) {
        self.postcard = postcard
        postcard.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: PostcardDrag.didPan))
    }

    private func didPan(_ pan: UIPanGestureRecognizer) {
        guard let window = pan.view?.window else { return }
        let down = pan.translation(in: window).y
        switch pan.state {
        case .began:
            isDragging = true
            if let card = postcard?.view, postcard?.transitionCoordinator != nil {
                // 3.1: a transition in flight: stop it where it is, and go on from there. After
                // `pause()`, `percentComplete` is the animator's time; eased, the card is not as
                // far along its way: start from where its top edge is.
                pause()
                caughtOpening = true
                let shown = card.layer.presentation()?.frame ?? card.frame
                startProgress = shown.minY / Postcard.travel
            } else {
                // 2.1: nothing moving: the finger starts the closing.
                caughtOpening = false
                startProgress = 0
                postcard?.dismiss(animated: true)
            }
        case .changed:
            // 2.2: the card's top edge stays under the finger (3.2: opening, down is back).
            update(caughtOpening ? startProgress - down / Postcard.travel : startProgress + down / Postcard.travel)
        case .ended, .cancelled:
            guard isDragging else { return }
            isDragging = false
            // 2.3: a flick decides by its direction, a slow release by where the card is, and an
            // interrupted drag closes nothing; the spring starts at the finger's speed, in
            // distances left per second.
            let speed = pan.velocity(in: window).y
            let closedShare = caughtOpening ? 1 - percentComplete : percentComplete
            let closes = pan.state == .ended && (abs(speed) > 500 ? speed > 0 : closedShare > 0.5)
            let left = (closes ? 1 - closedShare : closedShare) * Postcard.travel
            let along = closes ? speed : -speed
            let velocity = along / max(left, 1)
            timingCurve = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: velocity, dy: velocity))
            if closes == !caughtOpening { finish() } else { cancel() }
        default:
            break
        }
    }
}
