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

    /// How much of the container's height the card takes, from the bottom.
    private static let cardShare: CGFloat = 2.0 / 3.0

    /// The card's rectangle inside a container of the given bounds.
    private static func cardFrame(in bounds: CGRect) -> CGRect {
        let height = bounds.height * cardShare
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        containerView.map { Self.cardFrame(in: $0.bounds) } ?? .zero
    }

    private var coordinator: UIViewControllerTransitionCoordinator? {
        presentedViewController.transitionCoordinator
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        coordinator?.animate(alongsideTransition: { [dimmingView] _ in dimmingView.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        coordinator?.animate(alongsideTransition: { [dimmingView] _ in dimmingView.alpha = 0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        // The shade follows the container by its autoresizing mask; the card needs its frame.
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
