import UIKit

/// The transitioning delegate of the moon card and the star chart.
final class SkyTransitions: NSObject, UIViewControllerTransitioningDelegate {
    /// Whether the chart presentation about to start is pulled in by a finger.
    var peeking = false
    /// Drives a peek: installs its own pan once the presentation has started.
    let peek = PeekInteraction()
    /// Lets a finger pull the telescope away (attached by `showTelescope()`).
    let pullDown = PullDownInteraction()

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        guard presented is MoonViewController else { return nil }
        return OverlayPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard presented is StarChartViewController else { return nil }
        return DiagonalAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard dismissed is StarChartViewController else { return nil }
        return DiagonalAnimator(presenting: false)
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIPercentDrivenInteractiveTransition? {
        peeking ? peek : nil
    }

    // TODO 3.5: Vend the telescope's `StagesAnimator`, and `pullDown` while it pulls.
    //   `animationController(forDismissed:)` returns `StagesAnimator()` for a
    //   `TelescopeViewController`; add `interactionControllerForDismissal(using:)`, returning
    //   `pullDown.isPulling ? pullDown : nil`.
}
