import UIKit

extension PoolGridViewController: UINavigationControllerDelegate {
    // TODO 1.4: Return a `MagicMoveAnimator(operation: .push)` for a push.
    //   Add `navigationController(_:animationControllerFor:from:to:)`; for any other operation
    //   return nil (UIKit's own slide).

    // TODO 2.4: Return a `MagicMoveAnimator(operation: .pop)` for a pop too.
}
