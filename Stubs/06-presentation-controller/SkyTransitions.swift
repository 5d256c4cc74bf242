import UIKit

/// The transitioning delegate of the moon card and the star chart.
final class SkyTransitions: NSObject, UIViewControllerTransitioningDelegate {
    /// Whether the chart presentation about to start is pulled in by a finger.
    var peeking = false
    /// Drives a peek: installs its own pan once the presentation has started.
    let peek = PeekInteraction()
    /// Lets a finger pull the telescope away (attached by `showTelescope()`).
    let pullDown = PullDownInteraction()

    // TODO 1.2: Add `presentationController(forPresented:presenting:source:)`, returning an
    //   `OverlayPresentationController(presentedViewController:presenting:)` when `presented`
    //   is a `MoonViewController`, and nil otherwise.

    // TODO 2.3: Add `animationController(forPresented:presenting:source:)` and
    //   `animationController(forDismissed:)`, returning `DiagonalAnimator(presenting: true)` and
    //   `DiagonalAnimator(presenting: false)` for the star chart (`StarChartViewController`), and
    //   nil for anything else (the moon keeps UIKit's own animation).

    // TODO 2.5: Add `interactionControllerForPresentation(using:)`, returning `peek` while
    //   `peeking` is true and nil otherwise.

    // TODO 3.5: Return a `StagesAnimator()` from `animationController(forDismissed:)` when the
    //   telescope (`TelescopeViewController`) is dismissed, and add
    //   `interactionControllerForDismissal(using:)`, returning `pullDown` while
    //   `pullDown.isPulling` is true and nil otherwise.
}
