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
        if let moon = presented as? MoonViewController {
            return OverlayPresentationController(presentedViewController: moon, presenting: presenting)
        }
        return nil
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch presented {
        case is StarChartViewController: return DiagonalAnimator(presenting: true)
        default: return nil
        }
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch dismissed {
        case is StarChartViewController: return DiagonalAnimator(presenting: false)
        default: return nil
        }
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        guard peeking else { return nil }
        return peek
    }

    // TODO 3.5: Vend the telescope's `StagesAnimator`, and `pullDown` while it pulls.
    //   `animationController(forDismissed:)` returns `StagesAnimator()` for a
    //   `TelescopeViewController`; add `interactionControllerForDismissal(using:)`, returning
    //   `pullDown.isPulling ? pullDown : nil`.
}
