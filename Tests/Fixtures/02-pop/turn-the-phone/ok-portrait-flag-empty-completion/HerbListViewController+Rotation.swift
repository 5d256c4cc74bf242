import UIKit

extension HerbListViewController {
    /// Called from `viewWillTransition(to:with:)` when the phone turns: the screen becomes `size`.
    func followRotation(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        let isPortrait = size.height >= size.width
        let dim: CGFloat = isPortrait ? 0.55 : 0.25
        let newShelf = shelfFrame(for: size)
        coordinator.animate(alongsideTransition: { _ in
            self.backgroundImage.alpha = dim
            self.shelf.frame = newShelf
        }, completion: { _ in })
    }
}
