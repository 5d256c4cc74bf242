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

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let third = container.bounds.height / 3
        return CGRect(x: 0, y: third, width: container.bounds.width, height: third * 2)
    }

    /// Fades the shade with whatever transition is running (or sets it, if none is).
    private func fadeDimming(to alpha: CGFloat) {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { [weak self] _ in
                self?.dimmingView.alpha = alpha
            })
        } else {
            dimmingView.alpha = alpha
        }
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        fadeDimming(to: 1)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed {
            dimmingView.removeFromSuperview()
        }
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        fadeDimming(to: 0)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed {
            dimmingView.removeFromSuperview()
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
