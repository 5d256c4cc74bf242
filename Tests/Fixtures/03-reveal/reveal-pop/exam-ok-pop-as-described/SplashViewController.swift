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

        // TODO 4.3: Add a `UIPanGestureRecognizer(target: self, action: SplashViewController.didPan)`
        //   to `view` (keep the tap), and write `private func didPan(_ pan: UIPanGestureRecognizer)`:
        //   progress = `abs(pan.translation(in: view).x) / 200`, kept within 0.01…0.99. On `.began`:
        //   `transition.interactive = true` and push a `PackingListViewController()` as `didTap` does;
        //   on `.changed`: `transition.update(progress)`; on `.ended` and `.cancelled`:
        //   `transition.finish()` past 0.5, else `transition.cancel()`, then `transition.interactive = false`.

        // Answer every push and pop from here on, before anything can be pushed.
        navigationController?.delegate = self
    }

    private func didTap(_ gesture: UITapGestureRecognizer) {
        navigationController?.pushViewController(PackingListViewController(), animated: true)
    }
}
