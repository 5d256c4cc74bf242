import UIKit

extension HerbListViewController {
    /// Called from `viewWillTransition(to:with:)` when the phone turns: the screen becomes `size`.
    func followRotation(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        let landscape = size.width > size.height
        coordinator.animate(alongsideTransition: { _ in
            self.backgroundImage.alpha = landscape ? 0.55 : 0.25
            self.shelf.frame = self.shelfFrame(for: size)
        }, completion: nil)
    }
}
