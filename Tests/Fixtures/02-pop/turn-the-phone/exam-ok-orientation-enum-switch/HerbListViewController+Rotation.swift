import UIKit

private enum ScreenShape {
    case portrait, landscape

    init(_ size: CGSize) {
        self = size.width > size.height ? .landscape : .portrait
    }

    /// How much of the windowsill shows behind the text.
    var windowsillAlpha: CGFloat {
        switch self {
        case .portrait: return 0.55
        case .landscape: return 0.25
        }
    }
}

extension HerbListViewController {
    /// Called from `viewWillTransition(to:with:)` when the phone turns: the screen becomes `size`.
    func followRotation(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        let shape = ScreenShape(size)
        coordinator.animate(alongsideTransition: { context in
            self.backgroundImage.alpha = shape.windowsillAlpha
            self.shelf.frame = self.shelfFrame(for: size)
        }, completion: { _ in })
    }
}
