import UIKit

extension HerbListViewController {
    /// Called from `viewWillTransition(to:with:)` when the phone turns: the screen becomes `size`.
    func followRotation(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        coordinator.animate(alongsideTransition: { _ in
            if size.width > size.height {
                self.backgroundImage.alpha = 0.25
            }
            self.shelf.frame = self.shelfFrame(for: size)
        }, completion: nil)
    }
}
