import UIKit

extension HerbListViewController {
    /// Called from `viewWillTransition(to:with:)` when the phone turns: the screen becomes `size`.
    func followRotation(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        shelf.frame = shelfFrame(for: size)
        coordinator.animate(alongsideTransition: { _ in
            self.backgroundImage.alpha = size.width > size.height ? 0.25 : 0.55
        }, completion: nil)
    }
}
