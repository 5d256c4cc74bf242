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

    // The card: the lower two thirds of the container, full width.
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        var card = bounds
        card.origin.y = bounds.height / 3
        card.size.height = bounds.height - card.origin.y
        return card
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        // Autoresizing keeps both right when the container changes size: the shade stretches
        // with it, and the card's top margin and height share any change in proportion
        // (one third to two thirds), with no bottom margin.
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        presentedView?.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleTopMargin]
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        guard !completed else { return }
        dimmingView.removeFromSuperview()
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        guard completed else { return }
        dimmingView.removeFromSuperview()
    }
}
