import UIKit

extension HerbListViewController {
    /// Called from `viewWillTransition(to:with:)` when the phone turns: the screen becomes `size`.
    func followRotation(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        coordinator.animateAlongsideTransition(in: view, animation: { [unowned self] _ in
            if size.width > size.height {
                backgroundImage.alpha = 0.25
            } else {
                backgroundImage.alpha = 0.55
            }
            shelf.frame = shelfFrame(for: size)
        }, completion: nil)
    }
}
