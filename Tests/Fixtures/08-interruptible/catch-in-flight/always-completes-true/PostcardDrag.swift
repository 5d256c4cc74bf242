import UIKit

/// Moves the postcard with a finger. Dragged down, the open card closes as the finger goes; a
/// finger that touches the card while it is opening catches it where it is. When the finger
/// lets go, the card goes on at the finger's speed: open, or closed.
final class PostcardDrag: UIPercentDrivenInteractiveTransition {
    /// True while a finger drives a transition.
    private(set) var isDragging = false
    private weak var postcard: UIViewController?

    /// What the finger is doing to the card.
    private enum Mode {
        /// It started the closing of the open card.
        case closing
        /// It caught the card while it was opening.
        case catching
    }
    private var mode = Mode.closing
    /// Where the card's top edge was when the finger took it (0 open, 480 on the shelf).
    private var grabbedTop: CGFloat = 0

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
            if postcard?.transitionCoordinator != nil, let card = postcard?.view {
                pause()
                mode = .catching
                grabbedTop = card.layer.presentation()!.frame.minY
            } else {
                mode = .closing
                grabbedTop = 0
                postcard?.dismiss(animated: true)
            }
        case .changed:
            let top = grabbedTop + pan.translation(in: window).y
            switch mode {
            case .catching: update(1 - top / Postcard.travel)
            case .closing: update(top / Postcard.travel)
            }
        case .ended, .cancelled:
            isDragging = false
            let speed = pan.velocity(in: window).y
            // How far down the card is now: 0 open, 1 on the shelf.
            let down = mode == .catching ? 1 - percentComplete : percentComplete
            var toShelf = false
            if pan.state == .ended {
                if abs(speed) > 500 {
                    toShelf = speed > 0
                } else {
                    toShelf = down > 0.5
                }
            }
            let left = (toShelf ? 1 - down : down) * Postcard.travel
            let v = (toShelf ? speed : -speed) / max(left, 1)
            timingCurve = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: v, dy: v))
            switch (mode, toShelf) {
            case (.closing, true), (.catching, false):
                finish()
            default:
                cancel()
            }
        default:
            break
        }
    }
}
