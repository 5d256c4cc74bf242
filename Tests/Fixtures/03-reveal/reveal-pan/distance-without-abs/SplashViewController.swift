import UIKit

/// The first screen: the Base Camp logo on dark green. Tap anywhere to see the packing list, or
/// pan sideways to scrub the reveal.
final class SplashViewController: UIViewController {
    /// The logo, a shape layer in the middle of the screen (built in `buildScreen()`).
    let logo = CampLogo.makeLayer()

    /// 1.1: the one animator of both directions. The navigation controller's `delegate` is weak:
    /// this screen keeps the animator, and the navigation controller keeps this screen.
    let transition = RevealAnimator()

    override func viewDidLoad() {
        super.viewDidLoad()
        buildScreen()
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: SplashViewController.didTap))
        // A pan scrubs the reveal (4.3); the tap still plays it.
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: SplashViewController.didPan))

        // 1.2: before anything is pushed, this screen answers the navigation controller's questions.
        navigationController?.delegate = self
    }

    private func didTap(_ gesture: UITapGestureRecognizer) {
        navigationController?.pushViewController(PackingListViewController(), animated: true)
    }

    private func didPan(_ pan: UIPanGestureRecognizer) {
        // 4.3: 200 points sideways is the whole reveal; the finger starts, moves and ends it.
        let distance = pan.translation(in: view).x
        let progress = min(max(distance / 200, 0.01), 0.99)
        switch pan.state {
        case .began:
            transition.interactive = true
            navigationController?.pushViewController(PackingListViewController(), animated: true)
        case .changed:
            transition.update(progress)
        case .ended, .cancelled:
            if pan.state == .ended && progress > 0.5 {
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
