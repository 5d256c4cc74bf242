import UIKit

/// Lets a finger pull the telescope away: a pan on the telescope's screen starts the dismissal,
/// reports how far down the finger went (the screen's height is the whole dismissal), and
/// finishes it past half way or cancels it. `isPulling` is true while the finger is down, which is
/// when the transitioning delegate should hand this object to UIKit.
final class PullDownInteraction: UIPercentDrivenInteractiveTransition {
    private(set) var isPulling = false
    private weak var viewController: UIViewController?

    /// Puts the pan on `viewController`'s view; a pull dismisses it.
    func attach(to viewController: UIViewController) {
        self.viewController = viewController
        let pan = UIPanGestureRecognizer(target: self, action: PullDownInteraction.didPull)
        viewController.view.addGestureRecognizer(pan)
    }

    private func didPull(_ pan: UIPanGestureRecognizer) {
        // Measured in the window: the telescope's own view shrinks as the animation runs, and
        // its coordinates with it.
        guard let window = pan.view?.window else { return }
        let progress = pan.translation(in: window).y / window.bounds.height
        switch pan.state {
        case .began:
            isPulling = true
            viewController?.dismiss(animated: true)
        case .changed:
            if isPulling { update(progress) }
        case .ended, .cancelled:
            guard isPulling else { return }
            isPulling = false
            if pan.state == .ended && progress > 0.5 { finish() } else { cancel() }
        default:
            break
        }
    }
}
