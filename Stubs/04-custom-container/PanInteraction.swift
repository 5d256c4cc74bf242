import UIKit

/// The interaction controller of a pan across the pages.
final class PanInteraction: NSObject {
    /// True while a finger drives a switch.
    var isDriving = false

    // TODO 3.4: Adopt `UIViewControllerInteractiveTransitioning`. Keep the context
    //   `startInteractiveTransition(_:)` gives you in a weak property, and add `update(_:)`,
    //   `finish()` and `cancel()`, which pass the finger's word on to the context's
    //   `updateInteractiveTransition(_:)`, `finishInteractiveTransition()` and
    //   `cancelInteractiveTransition()`.
}
