import UIKit

extension HerbListViewController {
    /// Called from `viewWillTransition(to:with:)` when the phone turns: the screen becomes `size`.
    func followRotation(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        coordinator.animate(alongsideTransition: { [weak self] _ in
            guard let self else { return }
            if size.width > size.height {
                self.backgroundImage.alpha = 0.25
            } else {
                self.backgroundImage.alpha = 0.55
            }
            self.shelf.frame = self.shelfFrame(for: size)
        })
    }
}
