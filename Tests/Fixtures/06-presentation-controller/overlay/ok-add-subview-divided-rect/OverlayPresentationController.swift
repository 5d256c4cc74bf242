import UIKit

/// The moon's card and the shade behind it.
final class OverlayPresentationController: UIPresentationController {
    let shade: UIView = {
        let shade = UIView()
        shade.backgroundColor = UIColor(white: 0, alpha: 0.5)
        return shade
    }()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let bounds = containerView.bounds
        return bounds.divided(atDistance: bounds.height / 3, from: .minYEdge).remainder
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView = containerView, let coordinator = presentedViewController.transitionCoordinator else { return }
        shade.frame = containerView.bounds
        shade.alpha = 0
        containerView.addSubview(shade)
        coordinator.animate(alongsideTransition: { [weak self] _ in self?.shade.alpha = 1 })
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
            self?.shade.alpha = 0
        }, completion: { [weak self] context in
            if !context.isCancelled { self?.shade.removeFromSuperview() }
        })
    }

    override func containerViewWillLayoutSubviews() {
        guard let containerView = containerView else { return }
        shade.frame = containerView.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
