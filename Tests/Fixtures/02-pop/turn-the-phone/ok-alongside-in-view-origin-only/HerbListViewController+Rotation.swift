import UIKit

extension HerbListViewController {
    /// Called from `viewWillTransition(to:with:)` when the phone turns: the screen becomes `size`.
    func followRotation(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        coordinator.animateAlongsideTransition(in: view, animation: { context in
            self.backgroundImage.alpha = size.width > size.height ? 0.25 : 0.55
            // Only the position changes; the shelf keeps its size.
            self.shelf.frame.origin = self.shelfFrame(for: size).origin
        }, completion: nil)
    }
}
