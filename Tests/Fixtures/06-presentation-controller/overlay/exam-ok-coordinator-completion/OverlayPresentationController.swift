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
        guard let size = containerView?.bounds.size else { return .zero }
        return CGRect(origin: CGPoint(x: 0, y: size.height / 3),
                      size: CGSize(width: size.width, height: size.height * 2 / 3))
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        // Fade in with the card; if the presentation is called off, take the shade away again.
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        }, completion: { context in
            if context.isCancelled {
                self.dimmingView.removeFromSuperview()
            }
        })
    }

    override func dismissalTransitionWillBegin() {
        // Fade out with the card; once it is really gone, so is the shade.
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        }, completion: { context in
            if !context.isCancelled {
                self.dimmingView.removeFromSuperview()
            }
        })
    }

    override func containerViewWillLayoutSubviews() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
