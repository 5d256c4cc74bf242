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
        let down = pan.translation(in: window).y
        switch pan.state {
        case .began:
            isDragging = true
            postcard?.dismiss(animated: true)
        case .changed:
            update(down / Postcard.travel)
        case .ended, .cancelled:
            isDragging = false
            let fingerY = pan.velocity(in: nil).y
            var shut: Bool
            if pan.state == .cancelled {
                shut = false
            } else if fingerY > 500 {
                shut = true
            } else if fingerY < -500 {
                shut = false
            } else {
                shut = down > Postcard.travel / 2
            }
            // Where the card's top edge is: 0 open, `Postcard.travel` on the shelf.
            let top = postcard?.view.frame.minY ?? 0
            let left = shut ? Postcard.travel - top : top
            let speed = (shut ? fingerY : -fingerY) / max(left, 1)
            timingCurve = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: speed, dy: speed))
            if shut { finish() } else { cancel() }
        default:
            break
        }
    }
}
