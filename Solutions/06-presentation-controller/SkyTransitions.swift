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
        // 1.2: the moon's card and dimming come from the presentation controller; the card still
        // comes up with UIKit's own animation, as no animator is returned for it.
        guard presented is MoonViewController else { return nil }
        return OverlayPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // 2.3: the diagonal, for the chart only.
        return presented is StarChartViewController ? DiagonalAnimator(presenting: true) : nil
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch dismissed {
        case is StarChartViewController:
            return DiagonalAnimator(presenting: false)
        case is TelescopeViewController:
            // 3.5: the telescope goes away in stages.
            return StagesAnimator()
        default:
            return nil
        }
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        // 2.5: the interaction controller only for a peek; a tap plays the animation by itself.
        return peeking ? peek : nil
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        // 3.5: the pull-down drives the telescope's dismissal, but only while a finger pulls.
        return pullDown.isPulling ? pullDown : nil
    }
}
