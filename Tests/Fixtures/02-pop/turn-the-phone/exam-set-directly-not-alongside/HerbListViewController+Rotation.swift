import UIKit

extension HerbListViewController {
    /// Called from `viewWillTransition(to:with:)` when the phone turns: the screen becomes `size`.
    func followRotation(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        // The coordinator is about to rotate; get the list ready for the new size.
        backgroundImage.alpha = size.width > size.height ? 0.25 : 0.55
        shelf.frame = shelfFrame(for: size)
    }
}
