import UIKit

extension HerbListViewController {
    /// Called from `viewWillTransition(to:with:)` when the phone turns: the screen becomes `size`.
    func followRotation(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        coordinator.animate(alongsideTransition: { _ in
            self.backgroundImage.alpha = size.width > size.height ? 0.25 : 0.55
            // 136 points above the bottom, centred.
            self.shelf.frame.origin = CGPoint(x: (size.width - self.shelf.frame.width) / 2, y: size.height - 136)
        }, completion: nil)
    }
}
