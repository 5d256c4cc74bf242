import UIKit

extension HerbListViewController {
    /// Called from `viewWillTransition(to:with:)` when the phone turns: the screen becomes `size`.
    func followRotation(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        let landscape = size.width > size.height
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveEaseInOut], animations: {
            self.backgroundImage.alpha = landscape ? 0.25 : 0.55
            self.shelf.frame = self.shelfFrame(for: size)
        })
    }
}
