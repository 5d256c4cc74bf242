import Testing
import UIKit

// Shared pieces for the view-controller and transition tests: a call log, controllers that write
// their appearance and containment callbacks into it, a plain animator and transitioning delegate
// that record what UIKit asks them, and engine helpers to show a screen and read the trace.

/// An ordered list of calls, shared by the objects of one test.
@MainActor
final class CallLog {
    private(set) var entries: [String] = []

    func append(_ entry: String) { entries.append(entry) }

    func removeAll() { entries.removeAll() }

    /// The entries that start with `prefix` (one controller's calls, say), in order.
    func entries(startingWith prefix: String) -> [String] { entries.filter { $0.hasPrefix(prefix) } }

    /// The entries about appearance (`viewWill…`/`viewDid…`), in order.
    var appearance: [String] { entries.filter { $0.contains(".view") } }
}

/// A controller that logs `name.viewWillAppear` … and containment calls, and remembers the
/// `isBeing…`/`isMoving…` flags it saw in each appearance callback.
@MainActor
class LoggingViewController: UIViewController {
    let name: String
    let log: CallLog
    /// `callback → (isBeingPresented, isBeingDismissed, isMovingToParent, isMovingFromParent)`.
    private(set) var flagsSeen: [String: (presented: Bool, dismissed: Bool, toParent: Bool, fromParent: Bool)] = [:]
    /// `callback → animated`, the flag the last call of each callback received.
    private(set) var animatedSeen: [String: Bool] = [:]

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    private func note(_ callback: String, animated: Bool) {
        animatedSeen[callback] = animated
        log.append("\(name).\(callback)")
        flagsSeen[callback] = (isBeingPresented, isBeingDismissed, isMovingToParent, isMovingFromParent)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        note("viewWillAppear", animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        note("viewDidAppear", animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        note("viewWillDisappear", animated: animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        note("viewDidDisappear", animated: animated)
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.append("\(name).willMove(toParent: \(parent.map { describe($0) } ?? "nil"))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.append("\(name).didMove(toParent: \(parent.map { describe($0) } ?? "nil"))")
    }

    private func describe(_ controller: UIViewController) -> String {
        (controller as? LoggingViewController)?.name ?? "\(type(of: controller))"
    }
}

/// An animator for any kind of transition: puts the "to" view (if UIKit hands one) at its final
/// frame, fades it in and the "from" view out, linearly over `duration`, then restores the from
/// view's alpha and completes with `!transitionWasCancelled`. It records what it was given.
///
/// It holds the contexts it gets only weakly, as the tutorials' `weak var storedContext` does:
/// the engine traps when a context outlives its transition (see ContextLifetimeTests).
@MainActor
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    /// Whether to add the "to" view to the container (false for a `.custom` dismissal, where UIKit
    /// hands no "to" view anyway).
    var addsToView = true
    /// Runs at the start of `animateTransition(using:)`, before anything is changed.
    var onStart: ((UIViewControllerContextTransitioning) -> Void)?
    /// Runs in the animation's completion, before `completeTransition(_:)`.
    var onFinish: ((UIViewControllerContextTransitioning, Bool) -> Void)?
    private var contextBoxes: [WeakContext] = []
    /// The contexts of the transitions still running (a context goes away with its transition).
    var contexts: [UIViewControllerContextTransitioning] { contextBoxes.compactMap(\.value) }
    /// How many times `animateTransition(using:)` ran.
    private(set) var runs = 0
    /// The container views it was given, in order.
    private(set) var containers: [UIView] = []
    private(set) var endedFlags: [Bool] = []
    private(set) var finishedFlags: [Bool] = []

    init(duration: TimeInterval = 0.5) {
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        runs += 1
        contextBoxes.append(WeakContext(value: transitionContext))
        containers.append(transitionContext.containerView)
        onStart?(transitionContext)
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        if addsToView, let toView, let toVC = transitionContext.viewController(forKey: .to) {
            container.addSubview(toView)
            toView.frame = transitionContext.finalFrame(for: toVC)
            toView.alpha = 0
        }
        UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: {
            toView?.alpha = 1
            fromView?.alpha = 0
        }, completion: { finished in
            self.finishedFlags.append(finished)
            fromView?.alpha = 1
            toView?.alpha = 1
            self.onFinish?(transitionContext, finished)
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        endedFlags.append(transitionCompleted)
    }
}

/// A weak reference to a transition context.
@MainActor
struct WeakContext {
    weak var value: UIViewControllerContextTransitioning?
}

/// A transitioning delegate whose answers are set by the test, logging every question.
@MainActor
final class TransitionVendor: NSObject, UIViewControllerTransitioningDelegate {
    var presentAnimator: UIViewControllerAnimatedTransitioning?
    var dismissAnimator: UIViewControllerAnimatedTransitioning?
    var presentInteraction: UIViewControllerInteractiveTransitioning?
    var dismissInteraction: UIViewControllerInteractiveTransitioning?
    var makePresentationController: ((UIViewController, UIViewController?) -> UIPresentationController?)?
    private(set) var asked: [String] = []

    init(present: UIViewControllerAnimatedTransitioning? = nil, dismiss: UIViewControllerAnimatedTransitioning? = nil) {
        presentAnimator = present
        dismissAnimator = dismiss
        super.init()
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        asked.append("animationController(forPresented:presenting:source:)")
        return presentAnimator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        asked.append("animationController(forDismissed:)")
        return dismissAnimator
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        asked.append("interactionControllerForPresentation(using:)")
        return presentInteraction
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        asked.append("interactionControllerForDismissal(using:)")
        return dismissInteraction
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        asked.append("presentationController(forPresented:presenting:source:)")
        return makePresentationController?(presented, presenting)
    }
}

/// A navigation delegate whose animator is set by the test.
@MainActor
final class NavigationVendor: NSObject, UINavigationControllerDelegate {
    var animator: ((UINavigationController.Operation) -> UIViewControllerAnimatedTransitioning?)?
    var interaction: UIViewControllerInteractiveTransitioning?
    private(set) var operations: [UINavigationController.Operation] = []
    private(set) var shown: [String] = []

    init(animator: ((UINavigationController.Operation) -> UIViewControllerAnimatedTransitioning?)? = nil) {
        self.animator = animator
        super.init()
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operations.append(operation)
        return animator?(operation)
    }

    func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        shown.append("willShow \(name(viewController))")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        shown.append("didShow \(name(viewController))")
    }

    private func name(_ vc: UIViewController) -> String { (vc as? LoggingViewController)?.name ?? "\(type(of: vc))" }
}

@MainActor
extension UIKitEngine {
    /// Shows `root` in a key window the size of the screen and lets one frame pass, so that its
    /// `viewDidAppear` has run. Returns the window.
    @discardableResult
    func show(_ root: UIViewController) -> UIWindow {
        let window = run {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = root
            window.makeKeyAndVisible()
            return window
        }
        advance(by: frameDuration)
        return window
    }

    /// The number of the latest transition in the trace (0 when there was none).
    var latestTransition: Int { trace.events.map(\.transition).max() ?? 0 }

    /// The events of one transition, as text ("asked … → …", "animateTransition", …).
    func traceLines(of transition: Int) -> [String] { trace.events(ofTransition: transition).map(\.kind.description) }

    /// The events of the latest transition, as text.
    var latestTraceLines: [String] { traceLines(of: latestTransition) }

    /// The time of the first event of `transition` whose text satisfies `matches`.
    func traceTime(of transition: Int, where matches: (String) -> Bool) -> CFTimeInterval? {
        trace.events(ofTransition: transition).first { matches($0.kind.description) }?.time
    }

    /// The first view under `root` (inclusive) with the accessibility identifier.
    func view(identifiedBy identifier: String, in root: UIView) -> UIView? {
        if root.accessibilityIdentifier == identifier { return root }
        for subview in root.subviews {
            if let found = view(identifiedBy: identifier, in: subview) { return found }
        }
        return nil
    }

    /// The centre of `view` in window coordinates (where to tap it).
    func windowCenter(of view: UIView) -> CGPoint {
        run { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }
    }
}

/// Whether `lines` contains every element of `expected`, in that order (others may come between).
func isSubsequence(_ expected: [String], of lines: [String]) -> Bool {
    var index = lines.startIndex
    for item in expected {
        guard let found = lines[index...].firstIndex(of: item) else { return false }
        index = lines.index(after: found)
    }
    return true
}
