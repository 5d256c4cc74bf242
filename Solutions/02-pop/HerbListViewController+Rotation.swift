import UIKit

extension HerbListViewController {
    /// Called from `viewWillTransition(to:with:)` when the phone turns: the screen becomes `size`.
    func followRotation(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        // 4.1: the list's own changes, in step with the turn.
        let landscape = size.width > size.height
        coordinator.animate(alongsideTransition: { _ in
            // In landscape the text sits right over the picture: dim it more.
            self.backgroundImage.alpha = landscape ? 0.25 : 0.55
            self.shelf.frame = self.shelfFrame(for: size)
        }, completion: nil)
    }
}
