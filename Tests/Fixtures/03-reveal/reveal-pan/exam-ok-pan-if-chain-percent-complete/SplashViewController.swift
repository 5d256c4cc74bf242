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
        let sideways = pan.translation(in: view).x.magnitude
        let fraction = (sideways / Self.revealDistance).clamped(to: 0.01...0.99)

        if pan.state == .began {
            transition.interactive = true
            navigationController?.pushViewController(PackingListViewController(), animated: true)
        } else if pan.state == .changed {
            transition.update(fraction)
        } else if pan.state == .ended || pan.state == .cancelled {
            // percentComplete is the last fraction given to update(_:).
            if transition.percentComplete > 0.5 {
                transition.finish()
            } else {
                transition.cancel()
            }
            transition.interactive = false
        }
    }

    /// How far a finger goes for the whole reveal, on every phone.
    private static let revealDistance: CGFloat = 200
}

private extension CGFloat {
    func clamped(to range: ClosedRange<CGFloat>) -> CGFloat {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
