import UIKit

/// The first screen: the Base Camp logo on dark green. Tap anywhere to see the packing list.
final class SplashViewController: UIViewController {
    /// The logo, a shape layer in the middle of the screen (built in `buildScreen()`).
    let logo = CampLogo.makeLayer()

    /// The one animator for every push and pop of this screen. The navigation controller's
    /// delegate is weak, so this screen keeps what it hands out.
    let transition = RevealAnimator()

    override func viewDidLoad() {
        super.viewDidLoad()
        buildScreen()
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: SplashViewController.didTap))

        // A finger dragging sideways scrubs the reveal.
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: SplashViewController.didPan))

        // Answer every push and pop from here on, before anything can be pushed.
        navigationController?.delegate = self
    }

    private func didTap(_ gesture: UITapGestureRecognizer) {
        navigationController?.pushViewController(PackingListViewController(), animated: true)
    }

    private func didPan(_ pan: UIPanGestureRecognizer) {
        guard let navigation = navigationController else { return }
        switch pan.state {
        case .began:
            transition.interactive = true
            navigation.pushViewController(PackingListViewController(), animated: true)
        case .changed:
            transition.update(revealFraction(of: pan))
        case .ended, .cancelled:
            let done = revealFraction(of: pan) > 0.5
            done ? transition.finish() : transition.cancel()
            transition.interactive = false
        default:
            return
        }
    }

    /// How much of the reveal the finger has made: 200 points sideways (either way) is all of
    /// it, kept off the very ends so that finish() and cancel() always have something to play.
    private func revealFraction(of pan: UIPanGestureRecognizer) -> CGFloat {
        let dx = pan.translation(in: view).x
        let raw = (dx < 0 ? -dx : dx) / 200
        if raw < 0.01 { return 0.01 }
        if raw > 0.99 { return 0.99 }
        return raw
    }
}
