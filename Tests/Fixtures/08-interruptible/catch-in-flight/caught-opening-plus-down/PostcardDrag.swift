import UIKit

/// Moves the postcard with a finger. Dragged down, the open card closes as the finger goes; a
/// finger that touches the card while it is opening catches it where it is. When the finger
/// lets go, the card goes on at the finger's speed: open, or closed.
final class PostcardDrag: UIPercentDrivenInteractiveTransition {
    /// True while a finger drives a transition.
    private(set) var isDragging = false
    private weak var postcard: UIViewController?
    /// True when the finger caught the card while it was opening.
    private var isOpening = false
    /// How far open the card was when the finger caught it.
    private var openedAtCatch: CGFloat = 0

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
            isOpening = postcard?.transitionCoordinator != nil
            if isOpening {
                pause()
                guard let y = postcard?.view.layer.presentation()?.frame.origin.y else {
                    openedAtCatch = percentComplete
                    return
                }
                openedAtCatch = 1 - y / Postcard.travel
            } else {
                postcard?.dismiss(animated: true)
            }
        case .changed:
            let moved = pan.translation(in: window).y / Postcard.travel
            if isOpening {
                update(openedAtCatch + moved)
            } else {
                update(moved)
            }
        case .ended, .cancelled:
            isDragging = false
            release(pan, in: window)
        default:
            break
        }
    }

    /// Lets the card go on, open or closed, at the finger's speed.
    private func release(_ pan: UIPanGestureRecognizer, in window: UIWindow) {
        let velocityY = pan.velocity(in: window).y
        let progress = percentComplete
        let fast = abs(velocityY) > 500
        if isOpening {
            // Opening: finish() opens it, cancel() puts it back on the shelf.
            let opens = pan.state == .cancelled || (fast ? velocityY < 0 : progress > 0.5)
            if opens {
                let remaining = (1 - progress) * Postcard.travel
                setSpring(-velocityY / max(remaining, 1))
                finish()
            } else {
                let remaining = progress * Postcard.travel
                setSpring(velocityY / max(remaining, 1))
                cancel()
            }
        } else {
            let closes = pan.state == .ended && (fast ? velocityY > 0 : progress > 0.5)
            if closes {
                setSpring(velocityY / max((1 - progress) * Postcard.travel, 1))
                finish()
            } else {
                setSpring(-velocityY / max(progress * Postcard.travel, 1))
                cancel()
            }
        }
    }

    private func setSpring(_ velocity: CGFloat) {
        timingCurve = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: velocity, dy: velocity))
    }
}
