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
        presented is MoonViewController
            ? OverlayPresentationController(presentedViewController: presented, presenting: presenting)
            : nil
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        presented is StarChartViewController ? DiagonalAnimator(presenting: true) : nil
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch dismissed {
        case is StarChartViewController:
            return DiagonalAnimator(presenting: false)
        case is TelescopeViewController:
            return StagesAnimator()
        default:
            return nil
        }
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        peeking ? peek : nil
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        // Only while a finger pulls: a tap on "Done" must play by itself.
        guard pullDown.isPulling else { return nil }
        return pullDown
    }
}
