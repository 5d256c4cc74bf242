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

    /// How far closed the finger has dragged the card, 0 to 1.
    private func progress(of pan: UIPanGestureRecognizer) -> CGFloat {
        guard let window = pan.view?.window else { return 0 }
        return pan.translation(in: window).y / Postcard.travel
    }

    private func didPan(_ pan: UIPanGestureRecognizer) {
        if pan.state == .began {
            isDragging = true
            postcard?.dismiss(animated: true)
        } else if pan.state == .changed {
            update(progress(of: pan))
        } else if pan.state == .ended || pan.state == .cancelled {
            isDragging = false
            let speed = pan.velocity(in: pan.view?.window).y
            let flicked = abs(speed) > 500
            let closes = pan.state == .ended && (flicked ? speed > 0 : percentComplete > 0.5)
            if closes {
                finish()
            } else {
                cancel()
            }
        }
    }
}
