import UIKit

/// The first screen: the Base Camp logo on dark green. Tap anywhere to see the packing list.
final class SplashViewController: UIViewController {
    /// The logo, a shape layer in the middle of the screen (built in `buildScreen()`).
    let logo = CampLogo.makeLayer()

    /// The one animator for every push and pop of this screen. The navigation controller's
    /// delegate is weak, so this screen keeps what it hands out.
    let transition = RevealAnimator()

    /// The pan that scrubs the reveal (the tap still plays it whole).
    private lazy var scrub = UIPanGestureRecognizer(target: self, action: SplashViewController.scrubReveal)

    override func viewDidLoad() {
        super.viewDidLoad()
        buildScreen()
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: SplashViewController.didTap))

        view.addGestureRecognizer(scrub)

        // Answer every push and pop from here on, before anything can be pushed.
        navigationController?.delegate = self
    }

    private func didTap(_ gesture: UITapGestureRecognizer) {
        navigationController?.pushViewController(PackingListViewController(), animated: true)
    }

    private func scrubReveal(_ gesture: UIPanGestureRecognizer) {
        let travel = gesture.translation(in: gesture.view).x
        var progress = abs(travel) / 200.0
        progress = max(0.01, progress)
        progress = min(0.99, progress)

        switch gesture.state {
        case .began:
            transition.interactive = true
            let list = PackingListViewController()
            navigationController?.pushViewController(list, animated: true)
        case .changed:
            transition.update(progress)
        case .ended, .cancelled, .failed:
            let pastHalfway = progress > 0.5
            if pastHalfway { transition.finish() } else { transition.cancel() }
            transition.interactive = false
        case .possible:
            break
        @unknown default:
            break
        }
    }
}
