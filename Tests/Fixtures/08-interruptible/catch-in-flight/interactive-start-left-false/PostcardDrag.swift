import UIKit

/// Moves the postcard with a finger. Dragged down, the open card closes as the finger goes; a
/// finger that touches the card while it is opening catches it where it is. When the finger
/// lets go, the card goes on at the finger's speed: open, or closed.
final class PostcardDrag: UIPercentDrivenInteractiveTransition {
    /// True while a finger drives a transition.
    private(set) var isDragging = false
    private weak var postcard: UIViewController?
    private var caught = false
    /// How far closed the card was when the finger took it: 0 open, 1 on the shelf.
    private var closedWhenTaken: CGFloat = 0

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
            if let _ = postcard?.transitionCoordinator {
                pause()
                caught = true
                let frame = postcard!.view.layer.presentation()?.frame ?? postcard!.view.frame
                closedWhenTaken = frame.minY / 480
            } else {
                caught = false
                closedWhenTaken = 0
                postcard?.dismiss(animated: true)
            }
        case .changed:
            let closed = min(max(closedWhenTaken + pan.translation(in: window).y / 480, 0), 1)
            // An opening's progress is how far open the card is; a closing's, how far closed.
            update(caught ? 1 - closed : closed)
        case .ended, .cancelled:
            isDragging = false
            let vy = pan.velocity(in: window).y
            let closed = caught ? 1 - percentComplete : percentComplete
            let goesToShelf: Bool
            if pan.state == .cancelled {
                goesToShelf = false
            } else if vy > 500 {
                goesToShelf = true
            } else if vy < -500 {
                goesToShelf = false
            } else {
                goesToShelf = closed > 0.5
            }
            let pointsLeft = goesToShelf ? (1 - closed) * 480 : closed * 480
            let speedAlong = goesToShelf ? vy : -vy
            let v = pointsLeft < 1 ? 0 : speedAlong / pointsLeft
            timingCurve = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: v, dy: v))
            if goesToShelf != caught {
                finish()
            } else {
                cancel()
            }
        default:
            break
        }
    }
}
