import UIKit

/// The transitioning delegate of the moon card and the star chart.
final class SkyTransitions: NSObject, UIViewControllerTransitioningDelegate {
    /// Whether the chart presentation about to start is pulled in by a finger.
    var peeking = false
    /// Drives a peek: installs its own pan once the presentation has started.
    let peek = PeekInteraction()
    /// Lets a finger pull the telescope away (attached by `showTelescope()`).
    let pullDown = PullDownInteraction()

    func presentationController(forPresented presented: UIViewController,
                                presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        guard presented is MoonViewController else { return nil }
        let overlay = OverlayPresentationController(presentedViewController: presented, presenting: presenting)
        return overlay
    }

    // TODO 2.3: Vend a `DiagonalAnimator` for the star chart, both ways.
    //   Add `animationController(forPresented:presenting:source:)` and
    //   `animationController(forDismissed:)`, returning `DiagonalAnimator(presenting: true)` and
    //   `DiagonalAnimator(presenting: false)` for a `StarChartViewController`, and nil for
    //   anything else (the moon keeps UIKit's own animation).

    // TODO 2.5: Vend `peek` for a presentation only while `peeking` is true.
    //   Add `interactionControllerForPresentation(using:)`, returning `peeking ? peek : nil`.

    // TODO 3.5: Vend the telescope's `StagesAnimator`, and `pullDown` while it pulls.
    //   `animationController(forDismissed:)` returns `StagesAnimator()` for a
    //   `TelescopeViewController`; add `interactionControllerForDismissal(using:)`, returning
    //   `pullDown.isPulling ? pullDown : nil`.
}
