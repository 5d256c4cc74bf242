/// Manages a presented controller's place on screen for `.custom` presentations: the frame of
/// the presented view, extra chrome (a dimming view) and what happens to the presenting view.
/// Subclass it and return it from `presentationController(forPresented:presenting:source:)`.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// The controller being presented.
    public private(set) var presentedViewController: UIViewController
    /// The controller presenting it.
    public private(set) weak var presentingViewController: UIViewController!
    /// The view the presentation happens in (set when the presentation starts).
    public internal(set) var containerView: UIView?

    /// Where the presenting view was before a presentation that removes it, to put it back.
    var savedPresenterSlot: (superview: UIView, index: Int, frame: CGRect)?
    /// The style the presentation was made with.
    var resolvedStyle: UIModalPresentationStyle = .custom
    /// Whether the presented controller decides the status bar: decided when the presentation
    /// begins (presented `.fullScreen`, or `modalPresentationCapturesStatusBarAppearance`).
    var takesOverStatusBar = false

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        super.init()
    }

    /// The traits of the screen.
    open var traitCollection: UITraitCollection { presentedViewController.engine.screen.traitCollection }

    /// The traits changed (the device turned). The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The view to animate: the presented controller's view unless a subclass wraps it.
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view ends; the container's bounds by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenting view is removed once the presentation is over (false: it stays
    /// visible behind — and `view(forKey: .from)` is nil while presenting).
    open var shouldRemovePresentersView: Bool { false }

    open var shouldPresentInFullscreen: Bool { true }

    open var presentationStyle: UIModalPresentationStyle { resolvedStyle }

    /// The presentation is about to start: add chrome, animate it alongside with
    /// `presentedViewController.transitionCoordinator`.
    open func presentationTransitionWillBegin() {}

    /// The presentation ended; `completed` is false if it was cancelled (remove the chrome then).
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    open func dismissalTransitionWillBegin() {}

    /// The dismissal ended; `completed` is true if the presented controller is gone.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// The container is about to lay out: set the presented view's frame here.
    open func containerViewWillLayoutSubviews() {}

    open func containerViewDidLayoutSubviews() {}

    /// The size of a child's content in a container of `parentSize`.
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// The presented controller's `preferredContentSize` changed. The default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// The traits are about to change (the device turns), before `viewWillTransition(to:with:)`.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {}

    /// The container is about to change size (rotation).
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
}

/// UIKit's presentation controllers for the built-in styles.
@MainActor
final class SystemPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { resolvedStyle == .fullScreen }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        if resolvedStyle == .pageSheet {
            // A card covering the screen below a strip of the presenting view.
            return CGRect(x: 0, y: 40, width: bounds.width, height: bounds.height - 40)
        }
        return bounds
    }
}

/// The view transitions happen in. It records what is added and removed, for the trace, and
/// lets the presentation controller lay out.
@MainActor
package final class TransitionContainerView: UIView {
    weak var presentationController: UIPresentationController?
    var onAdd: ((UIView) -> Void)?
    var onRemove: ((UIView) -> Void)?

    package override func didAddSubview(_ subview: UIView) { onAdd?(subview) }

    package override func willRemoveSubview(_ subview: UIView) { onRemove?(subview) }

    package override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}

/// A short name of a view for the trace: its identifier, or its controller's type, or
/// "snapshot" for a snapshot view, or its type.
@MainActor
package func traceName(_ view: UIView) -> String {
    if let id = view.accessibilityIdentifier { return id }
    if view.isSnapshot { return TransitionTrace.snapshotName }
    if let controller = view.owningController { return "\(type(of: controller)).view" }
    return "\(type(of: view))"
}

extension UIView {
    /// Whether this view is UIKit's transition container (for graders).
    package var isTransitionContainer: Bool { self is TransitionContainerView }

    /// Whether this view shows a snapshot (made by `snapshotView(afterScreenUpdates:)`).
    package var isSnapshot: Bool {
        if case .snapshot = layer.content { return true }
        return false
    }
}
