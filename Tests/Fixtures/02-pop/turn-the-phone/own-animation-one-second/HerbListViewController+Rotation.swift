import UIKit

extension HerbListViewController {
    /// Called from `viewWillTransition(to:with:)` when the phone turns: the screen becomes `size`.
    func followRotation(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        UIView.animate(withDuration: 1.0) {
            self.backgroundImage.alpha = size.width > size.height ? 0.25 : 0.55
            self.shelf.frame = self.shelfFrame(for: size)
        }
    }
}
