import UIKit

extension HerbListViewController {
    /// Called from `viewWillTransition(to:with:)` when the phone turns: the screen becomes `size`.
    func followRotation(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        coordinator.animate(alongsideTransition: { _ in
            self.backgroundImage.alpha = size.width > size.height ? 0.25 : 0.55
            self.shelf.frame = self.shelfFrame(for: size)
        }, completion: nil)
    }
}
