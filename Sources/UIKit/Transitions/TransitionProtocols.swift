// The transition protocols of UIKit's UIViewControllerTransitioning.h and
// UIViewControllerTransitionCoordinator.h, with their Swift spellings. Methods that are
// `optional` in Objective-C are requirements with default implementations here, so a type
// implements only the ones it needs, as on iOS.

/// Keys for the view controllers of a transition.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller visible at the start (the presenting one when presenting).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    /// The controller visible at the end.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// Keys for the views of a transition.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// What a transition's animator and interaction controller are handed: the container, the
/// controllers and views, their frames, and the calls that report progress and the end.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view the transition happens in; the animator adds the "to" view to it.
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives the transition right now.
    var isInteractive: Bool { get }
    /// True once the transition was cancelled (already before the animations finish).
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    /// Must be called exactly once, when the animations are over: `true` if the transition
    /// completed, `false` if it was cancelled. Until then UIKit waits.
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for the key, or nil when UIKit does not manage it (the presenting view in a
    /// `.custom` presentation).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The rotation applied by a size-changing transition (identity otherwise).
    var targetTransform: CGAffineTransform { get }
    /// Where the controller's view starts (`.zero` when unknown).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where the controller's view must end (`.zero` when it is removed or unknown).
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that animates a transition (an "animation controller" or animator).
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Performs the animation and calls `transitionContext.completeTransition(_:)` at its end.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// The animator that runs the transition's animations, for an interaction controller to
    /// pause, scrub, reverse and continue (a `UIViewPropertyAnimator`). Return the same object
    /// for the whole transition. Optional on iOS: the default here tells UIKit that the animator
    /// has none (§2.15).
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
    /// Called after the transition completed (true) or was cancelled (false).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}

    /// No interruptible animator: UIKit drives the UIView animations `animateTransition(using:)`
    /// makes instead. What this returns does nothing and reports a `.misuse` diagnostic when used.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        NoInterruptibleAnimator()
    }
}

/// What `interruptibleAnimator(using:)` returns for an animator that does not implement it (on
/// iOS the method is optional and UIKit asks whether it is implemented). UIKit recognises it;
/// code that uses it gets a `.misuse` diagnostic.
@MainActor
final class NoInterruptibleAnimator: NSObject, UIViewImplicitlyAnimating {
    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed: Bool {
        get { false }
        set { report() }
    }
    var fractionComplete: CGFloat {
        get { 0 }
        set { report() }
    }
    func startAnimation() { report() }
    func startAnimation(afterDelay delay: TimeInterval) { report() }
    func pauseAnimation() { report() }
    func stopAnimation(_ withoutFinishing: Bool) { report() }
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) { report() }

    private func report() {
        let engine = UIKitEngine.current
        engine.report(UIKitDiagnostic(kind: .misuse, message: "interruptibleAnimator(using:) was called on an animator that does not implement it (it is optional: on iOS the call would not compile or would crash). Implement it to return your UIViewPropertyAnimator.", time: engine.currentTime))
    }
}

/// An object that drives a transition from user input (an "interaction controller").
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// How fast the rest plays after finish or cancel (1 = at the animation's own speed).
    var completionSpeed: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// Vends the objects of a modal transition. A controller holds it **weakly**
/// (`transitioningDelegate`): keep a strong reference yourself.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? { nil }
}

/// What a transition coordinator tells about the transition in progress.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
}

/// Runs extra animations in step with a transition (`viewController.transitionCoordinator`).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` inside the transition's animation (same duration and curve, scrubbed
    /// with it when interactive) and `completion` when the transition ends. Returns false if
    /// the animations could not be queued (the transition is over).
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Like `animate(alongsideTransition:completion:)`, for a view outside the container.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Calls `handler` when an interactive transition stops being interactive (finished or
    /// cancelled: see `isCancelled`).
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
    /// The pre-iOS 10 spelling of `notifyWhenInteractionChanges(_:)`.
    func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// iOS declares `completion: … = nil`; a protocol requirement cannot have a default argument in
/// Swift, so these overloads give the same call without `completion:`.
extension UIViewControllerTransitionCoordinator {
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    @discardableResult
    public func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}

/// Presentation styles.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    /// The default since iOS 13: resolved to `.pageSheet` — a sheet that leaves the presenting
    /// view visible and does **not** use a transitioning delegate's animators.
    case automatic = -2
}

/// The built-in animation used when no custom animator is vended.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}
