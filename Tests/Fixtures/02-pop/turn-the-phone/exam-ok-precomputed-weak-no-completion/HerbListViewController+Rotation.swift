import UIKit

extension HerbListViewController {
    /// Called from `viewWillTransition(to:with:)` when the phone turns: the screen becomes `size`.
    func followRotation(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        // Decide everything from the size we are going to, not from the bounds we still have.
        let isLandscape = size.width > size.height
        let backgroundAlpha: CGFloat = isLandscape ? 0.25 : 0.55
        let newShelfFrame = shelfFrame(for: size)

        _ = coordinator.animate(alongsideTransition: { [weak self] _ in
            guard let self = self else { return }
            self.backgroundImage.alpha = backgroundAlpha
            self.shelf.frame = newShelfFrame
        })
    }
}
