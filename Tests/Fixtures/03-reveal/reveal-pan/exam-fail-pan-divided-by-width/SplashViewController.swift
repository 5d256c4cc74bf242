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
        // 200 points sideways, either way, is the whole reveal.
        let distance = abs(pan.translation(in: view).x)
        let progress = min(max(distance / view.bounds.width, 0.01), 0.99)

        switch pan.state {
        case .began:
            transition.interactive = true
            navigationController?.pushViewController(PackingListViewController(), animated: true)
        case .changed:
            transition.update(progress)
        case .ended, .cancelled:
            if progress > 0.5 {
                transition.finish()
            } else {
                transition.cancel()
            }
            transition.interactive = false
        default:
            break
        }
    }
}
