import UIKit

/// Shows the moon as a card over the lower two thirds of the screen, with the sky dimmed behind
/// it. UIKit asks for one of these only in a `.custom` presentation.
final class OverlayPresentationController: UIPresentationController {
    /// Half-transparent black between the sky and the card.
    private let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor(white: 0, alpha: 0.5)
        view.accessibilityIdentifier = "dimming"
        return view
    }()

    // TODO 1.3: Override `frameOfPresentedViewInContainerView`: the lower two thirds.
    //   Of `containerView.bounds`, full width. (The default is the whole container.)

    // TODO 1.4: Add the dimming view as the presentation begins, and fade it in alongside.
    //   Override `presentationTransitionWillBegin()`: give `dimmingView` the container's bounds
    //   and alpha 0, put it behind everything in `containerView` (`insertSubview(_:at: 0)`), and
    //   fade it to alpha 1 in `presentedViewController.transitionCoordinator?
    //   .animate(alongsideTransition:)`. In `presentationTransitionDidEnd(_:)`, take it away
    //   again if the presentation did not complete.

    // TODO 1.5: Fade the dimming view out alongside the dismissal, then remove it.
    //   Override `dismissalTransitionWillBegin()` to fade `dimmingView` back to 0 the same way,
    //   and `dismissalTransitionDidEnd(_:)` to remove it once the dismissal completed.

    // TODO 1.6: Lay both out again when the container changes size (the phone turns).
    //   Override `containerViewWillLayoutSubviews()`: the dimming view's frame is the
    //   container's bounds again, the card's (`presentedView`) `frameOfPresentedViewInContainerView`.
}
