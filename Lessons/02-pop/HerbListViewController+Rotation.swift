import UIKit

extension HerbListViewController {
    /// Called from `viewWillTransition(to:with:)` when the phone turns: the screen becomes `size`.
    func followRotation(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        // TODO 4.1: Animate alongside the rotation with
        //   `coordinator.animate(alongsideTransition:completion:)`. In the animation closure:
        //   - dim the background more in landscape: `backgroundImage.alpha` 0.25 when
        //     `size.width > size.height`, 0.55 otherwise;
        //   - move the shelf to its place on the new screen:
        //     `self.shelf.frame = self.shelfFrame(for: size)`.
    }
}
