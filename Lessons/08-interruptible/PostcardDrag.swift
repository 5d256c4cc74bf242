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
        switch pan.state {
        case .began:
            isDragging = true
            // TODO 3.1: If the card is moving (`postcard?.transitionCoordinator != nil`), catch it:
            //   `pause()`, and remember that it was opening and how far open it is, read from where
            //   its view is on screen: `1 - card.layer.presentation()!.frame.minY / Postcard.travel`
            //   with `card` the postcard's view (not `percentComplete`: that is the animator's time).
            // TODO 2.1: Otherwise start closing it: `postcard?.dismiss(animated: true)`.
        case .changed:
            // TODO 2.2: `update(_:)` the progress, so that the card's top edge stays under the
            //   finger: the finger's way down in the window (`pan.translation(in: window).y`,
            //   `guard let window = pan.view?.window`) over `Postcard.travel`.
            // TODO 3.2: A caught opening goes back as the finger goes down: its progress is where
            //   it was caught minus the way down over `Postcard.travel`.
            break
        case .ended, .cancelled:
            isDragging = false
            // TODO 2.3: Let go. A flick (over 500 points a second, `pan.velocity(in: window).y`)
            //   decides by its direction, a slow release by whether the card is more than half
            //   closed; `.cancelled` puts the card back. Before `finish()` or `cancel()`, set
            //   `timingCurve` to `UISpringTimingParameters(dampingRatio: 1, initialVelocity:)`
            //   with the finger's speed along the way the card goes, over the points it has left
            //   to go, in both `dx` and `dy`.
        default:
            break
        }
    }
}
