import UIKit

/// Moves the postcard with a finger. Dragged down, the open card closes as the finger goes; a
/// finger that touches the card while it is opening catches it where it is. When the finger
/// lets go, the card goes on at the finger's speed: open, or closed.
final class PostcardDrag: UIPercentDrivenInteractiveTransition {
    /// True while a finger drives a transition.
    private(set) var isDragging = false
    private weak var postcard: UIViewController?

    private enum Gesture { case closingTheCard, catchingTheOpening }
    private var gesture = Gesture.closingTheCard
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
            if postcard?.transitionCoordinator != nil {
                pause()
                gesture = .catchingTheOpening
                let frame = postcard!.view.layer.presentation()!.frame
                startProgress = (Postcard.travel - frame.minY) / Postcard.travel
            } else {
                gesture = .closingTheCard
                startProgress = 0
                postcard?.dismiss(animated: true)
            }
        case .changed:
            switch gesture {
            case .catchingTheOpening: update(startProgress - down / Postcard.travel)
            case .closingTheCard: update(down / Postcard.travel)
            }
        case .ended, .cancelled:
            isDragging = false
            let speed = pan.velocity(in: window).y
            let willFinish: Bool
            switch gesture {
            case .closingTheCard:
                willFinish = pan.state == .ended && (abs(speed) > 500 ? speed > 0 : percentComplete > 0.5)
            case .catchingTheOpening:
                willFinish = pan.state == .cancelled || (abs(speed) > 500 ? speed < 0 : percentComplete > 0.5)
            }
            // The spring starts at the finger's speed over the points left, as in 2.3.
            let left = (willFinish ? 1 - percentComplete : percentComplete) * Postcard.travel
            let v = (willFinish ? speed : -speed) / max(left, 1)
            timingCurve = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: v, dy: v))
            if willFinish { finish() } else { cancel() }
        default:
            break
        }
    }
}
