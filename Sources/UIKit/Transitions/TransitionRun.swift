/// One view-controller transition in progress: UIKit's side of the protocol. It asks the
/// animator for its duration, starts it (or hands the context to the interaction controller),
/// runs alongside animations, and — when the animator calls `completeTransition(_:)` — fixes up
/// the hierarchy, finishes appearance callbacks, tells the animator and calls completions.
///
/// Everything it sees is written to the engine's `TransitionTrace`; a transition that never
/// completes keeps the engine busy and describes why in `UIKitEngine.pendingWork`.
@MainActor
final class TransitionRun {
    typealias Kind = TransitionTrace.TransitionKind

    let kind: Kind
    let engine: UIKitEngine
    let number: Int
    let from: UIViewController
    let to: UIViewController
    let animator: UIViewControllerAnimatedTransitioning
    /// Whether the animator is the app's (false for UIKit's default animation).
    let isCustom: Bool
    let interactionController: UIViewControllerInteractiveTransitioning?
    /// The context, held while the transition runs. Once it ended, UIKit lets it go, and with
    /// it the controllers it names: a dismissed or popped controller is freed unless the app
    /// keeps it (or keeps the context, which holds this run). Here too: after the end, the run
    /// holds its context weakly.
    var context: TransitionContext! { runningContext ?? endedContext }
    private var runningContext: TransitionContext?
    private weak var endedContext: TransitionContext?
    private(set) var coordinator: TransitionCoordinator!
    /// The completion the app passed (present's or dismiss's), run after `animationEnded(_:)`.
    var userCompletion: (() -> Void)?
    private(set) var duration: TimeInterval = 0
    private(set) var percentComplete: CGFloat = 0
    private(set) var interactionEverDriven = false
    private(set) var isComplete = false
    let startTime: CFTimeInterval
    /// UIKit's clean-up for this kind of transition.
    var finish: (_ completed: Bool) -> Void = { _ in }
    /// Whether the "to" view must be inside the container at the end for the transition to show.
    var expectsToViewInContainer = true
    /// The animator's interruptible animator, once an interaction controller asked for it; the
    /// context's `pauseInteractiveTransition()` pauses it.
    var interruptibleAnimator: UIViewImplicitlyAnimating?

    private init(kind: Kind, engine: UIKitEngine, from: UIViewController, to: UIViewController,
                 animator: UIViewControllerAnimatedTransitioning, isCustom: Bool,
                 interactionController: UIViewControllerInteractiveTransitioning?) {
        self.kind = kind
        self.engine = engine
        self.from = from
        self.to = to
        self.animator = animator
        self.isCustom = isCustom
        self.interactionController = interactionController
        startTime = engine.currentTime
        number = engine.trace.beginTransition()
    }

    /// Starts a transition the way every container does: numbers it, records that it began and
    /// what UIKit asked the delegate, and has the container report the views added to and removed
    /// from it. Without a vended animator, UIKit's `defaultAnimator` plays.
    static func begin(_ kind: Kind, engine: UIKitEngine, from: UIViewController, to: UIViewController, animated: Bool,
                      answers: DelegateAnswers, defaultAnimator: @autoclosure () -> UIViewControllerAnimatedTransitioning,
                      container: TransitionContainerView?) -> TransitionRun {
        let run = TransitionRun(kind: kind, engine: engine, from: from, to: to,
                                animator: answers.animator ?? defaultAnimator(), isCustom: answers.animator != nil,
                                interactionController: answers.interaction)
        run.record(.began(kind, from: "\(type(of: from))", to: "\(type(of: to))", animated: animated))
        for event in answers.asked { run.record(event) }
        container?.onAdd = { [weak run] view in run?.record(.containerAdded(view: traceName(view))) }
        container?.onRemove = { [weak run] view in
            guard let run, !run.isComplete else { return }
            run.record(.containerRemoved(view: traceName(view)))
        }
        return run
    }

    func record(_ kind: TransitionTrace.Kind) {
        engine.trace.record(kind, transition: number, at: engine.currentTime)
    }

    /// Builds the context (called by the code that prepared the container).
    func makeContext(containerView: UIView, isAnimated: Bool, style: UIModalPresentationStyle,
                     fromView: UIView?, toView: UIView?, toFinalFrame: CGRect, fromFinalFrame: CGRect = .zero) {
        let context = TransitionContext(run: self, containerView: containerView, isAnimated: isAnimated, presentationStyle: style,
                                        from: from, to: to, fromView: fromView, toView: toView, toFinalFrame: toFinalFrame,
                                        fromFinalFrame: fromFinalFrame)
        runningContext = context
        var views: [UITransitionContextViewKey: UIView] = [:]
        views[.from] = fromView
        views[.to] = toView
        duration = animator.transitionDuration(using: context)
        record(.duration(duration))
        coordinator = TransitionCoordinator(
            isAnimated: isAnimated, presentationStyle: style, initiallyInteractive: interactionController != nil,
            duration: duration, curve: interactionController?.completionCurve ?? .easeInOut,
            containerView: containerView, targetTransform: .identity,
            viewControllers: [.from: from, .to: to], views: views,
            interactive: { [weak context] in context?.isInteractive ?? false },
            cancelled: { [weak context] in context?.transitionWasCancelled ?? false },
            percent: { [weak self] in self?.percentComplete ?? 0 },
            interruptible: { [weak self] in self?.interruptibleAnimator != nil })
        from.activeTransition = self
        to.activeTransition = self
        engine.transitions.active.append(self)
    }

    /// Starts the animator or the interaction controller, then the alongside animations.
    func start() {
        // UIKit reads the status bar again as the transition begins, with the destination in
        // place (it is animated along), and again when it ends (back, if it was cancelled).
        engine.updateStatusBarAppearance(transition: number)
        if let interactionController {
            context.isInteractive = true
            record(.animateTransition(interactive: true))
            interactionController.startInteractiveTransition(context)
            // The alongside animations are scrubbed with the animator's.
            if !isComplete, let clock = (interactionController as? UIPercentDrivenInteractiveTransition)?.clock {
                engine.capture(on: clock) { coordinator.start() }
                return
            }
        } else {
            record(.animateTransition(interactive: false))
            animator.animateTransition(using: context)
        }
        if !isComplete { coordinator.start() }
    }

    func interactionUpdated(_ percent: CGFloat) {
        percentComplete = Swift.min(Swift.max(percent, 0), 1)
        interactionEverDriven = true
        record(.interaction(.update, percent: percentComplete))
    }

    func interactionEnded(cancelled: Bool) {
        interactionEverDriven = true
        context.isInteractive = false
        record(.interaction(cancelled ? .cancel : .finish, percent: percentComplete))
        coordinator.interactionChanged()
    }

    /// `completeTransition(_:)`.
    func complete(_ didComplete: Bool) {
        guard !isComplete else {
            record(.problem(.completeTransitionCalledAgain))
            engine.report(UIKitDiagnostic(kind: .transition, message: "completeTransition(_:) was called more than once for the same transition; only the first call counts.", time: engine.currentTime))
            return
        }
        isComplete = true
        let cancelled = context.transitionWasCancelled
        record(.animationsRunning(Self.attachedAnimations(in: context.containerView.layer)))
        record(.completeTransition(didComplete, cancelled: cancelled))
        if didComplete && cancelled {
            record(.problem(.completedAfterCancel))
        }
        if didComplete, expectsToViewInContainer, let toView = context.toView, !toView.isDescendant(of: context.containerView) {
            record(.problem(.toViewNeverAdded))
        }
        context.isInteractive = false
        let cleanUp = finish
        finish = { _ in }
        cleanUp(didComplete)
        animator.animationEnded(didComplete)
        record(.animationEnded(didComplete))
        coordinator.end()
        from.activeTransition = nil
        to.activeTransition = nil
        engine.updateStatusBarAppearance(transition: number)
        engine.transitions.active.removeAll { $0 === self }
        record(.ended(completed: didComplete))
        if didComplete, let completion = userCompletion {
            userCompletion = nil
            completion()
        }
        userCompletion = nil
        endedContext = runningContext
        // Released at the end of this run-loop turn, as UIKit's (autoreleased) context is: the
        // callbacks still to come in this turn (a second animation's `animationDidStop`) find it.
        if let ended = runningContext { engine.performOnNextTurn { _ = ended } }
        runningContext = nil
    }

    /// The animations attached to `layer` and the layers under it.
    static func attachedAnimations(in layer: CALayer) -> Int {
        // A mask is not a sublayer, but its animations are the transition's all the same.
        layer.attached.count + (layer.mask.map(attachedAnimations) ?? 0)
            + (layer.sublayers ?? []).reduce(0) { $0 + attachedAnimations(in: $1) }
    }

    /// Why the transition keeps the engine busy, in the learner's terms.
    var pendingDescription: String {
        let seconds = String(format: "%.2f", engine.currentTime - startTime)
        let what = "\(kind.rawValue) transition \(type(of: from)) → \(type(of: to))"
        if interactionController != nil, !interactionEverDriven {
            return "the \(what) is interactive and waits at 0 % (for \(seconds) s): an interaction controller was returned but nothing calls update(_:), finish() or cancel() on it — return it only while a gesture is driving the transition"
        }
        let by = isCustom ? "\(type(of: animator))" : "UIKit's default animation"
        return "the \(what) animated by \(by) has not called completeTransition(_:) after \(seconds) s — UIKit waits for it for ever"
    }
}

/// The container and the controllers of one transition, held weakly.
@MainActor
package struct TransitionParticipants {
    package let number: Int
    package let kind: TransitionTrace.TransitionKind
    package weak var containerView: UIView?
    package weak var fromViewController: UIViewController?
    package weak var toViewController: UIViewController?
    /// The animator UIKit runs (the delegate's, or its own default).
    package weak var animator: AnyObject?
    /// The transition's context (freed once the transition ended, unless the app keeps it).
    package weak var context: AnyObject?
    /// The interaction controller UIKit got, if any.
    package weak var interactionController: AnyObject?
}

/// What a delegate answered when UIKit asked it for the objects of a transition.
@MainActor
struct DelegateAnswers {
    var animator: UIViewControllerAnimatedTransitioning?
    var interaction: UIViewControllerInteractiveTransitioning?
    /// The questions and answers, for the trace.
    var asked: [TransitionTrace.Kind] = []

    /// Nothing asked: UIKit's default animation.
    init() {}

    /// Asks for the animator and, only when there is one, for the interaction controller, in
    /// UIKit's order.
    init(animatorMethod: TransitionTrace.DelegateMethod, _ vendAnimator: () -> UIViewControllerAnimatedTransitioning?,
         interactionMethod: TransitionTrace.DelegateMethod, _ vendInteraction: (UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?) {
        animator = vendAnimator()
        asked.append(.asked(animatorMethod, answer: .init(animator)))
        if let animator {
            interaction = vendInteraction(animator)
            asked.append(.asked(interactionMethod, answer: .init(interaction)))
        }
    }
}

/// The transitions of one engine.
@MainActor
final class TransitionRegistry {
    var active: [TransitionRun] = []
}

extension UIKitEngine {
    var transitions: TransitionRegistry {
        if let r = storage[ObjectIdentifier(TransitionRegistry.self)] as? TransitionRegistry { return r }
        let r = TransitionRegistry()
        storage[ObjectIdentifier(TransitionRegistry.self)] = r
        busyReasons.append { [unowned r] in r.active.map(\.pendingDescription) }
        return r
    }

    /// Descriptions of the view-controller transitions still in progress.
    public var transitionsInProgress: [String] { transitions.active.map(\.pendingDescription) }

    /// Who takes part in the transitions in progress, oldest first (for graders).
    package var transitionParticipants: [TransitionParticipants] {
        transitions.active.map { run in
            TransitionParticipants(number: run.number, kind: run.kind, containerView: run.context?.containerView,
                                   fromViewController: run.from, toViewController: run.to, animator: run.animator as AnyObject, context: run.context,
                                   interactionController: run.interactionController.map { $0 as AnyObject })
        }
    }

    func traceAppearance(_ controller: UIViewController, _ callback: String) {
        let number = transitions.active.last?.number ?? 0
        trace.record(.appearance(controller: "\(type(of: controller))", callback: callback), transition: number, at: currentTime)
    }
}
