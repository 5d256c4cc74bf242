import UIKit

final class FlipDismissAnimationController: FlipAnimationController {
    var destinationFrame: CGRect {
        get { cardFrame }
        set { cardFrame = newValue }
    }

    init() {
        super.init(mode: .dismiss)
    }
}
