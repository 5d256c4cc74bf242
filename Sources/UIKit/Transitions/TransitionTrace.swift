/// What happened during view-controller transitions, in order, with virtual times: which
/// delegate was asked and what it returned, the animator and its duration, the views added to
/// and removed from the container, interaction updates, `completeTransition(_:)` calls and
/// appearance callbacks. Graders read it to explain a failure in the learner's terms: every fact
/// is a typed value, so a grader switches over cases instead of reading sentences.
@preconcurrency @MainActor
public final class TransitionTrace {
    /// One recorded fact.
    public struct Event: Equatable, Sendable, CustomStringConvertible {
        /// Virtual time of the event.
        public var time: CFTimeInterval
        /// Which transition it belongs to (0 for events outside any transition).
        public var transition: Int
        public var kind: Kind
        public var description: String { String(format: "%.3f", time) + " #\(transition) " + kind.description }

        public init(time: CFTimeInterval, transition: Int, kind: Kind) {
            self.time = time
            self.transition = transition
            self.kind = kind
        }
    }

    /// The kinds of view-controller transition UIKit runs.
    public enum TransitionKind: String, Sendable, CaseIterable {
        case present, dismiss, push, pop, tab, child
    }

    /// The delegate methods UIKit asks for the objects of a transition, in their Swift spelling.
    public enum DelegateMethod: String, Sendable, CaseIterable {
        case presentationController = "presentationController(forPresented:presenting:source:)"
        case animationControllerForPresented = "animationController(forPresented:presenting:source:)"
        case interactionControllerForPresentation = "interactionControllerForPresentation(using:)"
        case animationControllerForDismissed = "animationController(forDismissed:)"
        case interactionControllerForDismissal = "interactionControllerForDismissal(using:)"
        case navigationAnimationController = "navigationController(_:animationControllerFor:from:to:)"
        case navigationInteractionController = "navigationController(_:interactionControllerFor:)"
        case tabBarAnimationController = "tabBarController(_:animationControllerForTransitionFrom:to:)"
        case tabBarInteractionController = "tabBarController(_:interactionControllerFor:)"

        /// Whether the method vends an animation controller.
        public var vendsAnimator: Bool {
            switch self {
            case .animationControllerForPresented, .animationControllerForDismissed, .navigationAnimationController, .tabBarAnimationController: true
            default: false
            }
        }

        /// Whether the method vends an interaction controller.
        public var vendsInteractionController: Bool {
            switch self {
            case .interactionControllerForPresentation, .interactionControllerForDismissal, .navigationInteractionController, .tabBarInteractionController: true
            default: false
            }
        }
    }

    /// What a delegate method returned.
    public enum Answer: Equatable, Sendable, CustomStringConvertible {
        case none
        /// An object, by its type's name.
        case object(String)

        init(_ object: AnyObject?) { self = object.map { .object("\(type(of: $0))") } ?? .none }

        public var typeName: String? { if case let .object(name) = self { name } else { nil } }

        public var description: String { typeName ?? "nil" }
    }

    /// Which delegate property UIKit read and found empty.
    public enum DelegateProperty: String, Sendable {
        case transitioningDelegate = "transitioningDelegate"
        case navigationControllerDelegate = "navigationController delegate"
        case tabBarControllerDelegate = "tabBarController delegate"
    }

    /// The calls an interaction controller makes on the context.
    public enum InteractionCall: String, Sendable {
        case update = "updateInteractiveTransition"
        case finish = "finishInteractiveTransition"
        case cancel = "cancelInteractiveTransition"
        case pause = "pauseInteractiveTransition"
    }

    /// A rule UIKit enforces, or a mistake it quietly repairs, that a transition ran into.
    public enum Problem: Equatable, Sendable, CustomStringConvertible {
        /// `completeTransition(_:)` was called after the first time.
        case completeTransitionCalledAgain
        /// `completeTransition(true)` after the interaction was cancelled.
        case completedAfterCancel
        /// The transition completed with the to-view outside the container (so it never showed).
        case toViewNeverAdded
        /// A dismissal completed without the animator putting the to-view in the container;
        /// UIKit put it back itself, after the animation (during which it was missing).
        case toViewPutBackByUIKit
        /// The presenting view was added to the container in a dismissal whose style leaves it
        /// where it was (`.custom`, `.overFullScreen`).
        case presentingViewAddedToContainer(style: String)
        /// A presentation or dismissal UIKit refused (with UIKit's message).
        case requestIgnored(String)

        public var description: String {
            switch self {
            case .completeTransitionCalledAgain: "completeTransition(_:) was called again; UIKit ignores every call after the first"
            case .completedAfterCancel: "completeTransition(true) after the transition was cancelled: write completeTransition(!transitionContext.transitionWasCancelled)"
            case .toViewNeverAdded: "the to-view was never added to containerView"
            case .toViewPutBackByUIKit: "the to-view was never added to containerView; UIKit put it back only after the transition"
            case let .presentingViewAddedToContainer(style): "the presenting view was added to containerView during a .\(style) dismissal (UIKit left it where it was); it is removed with the container and disappears"
            case let .requestIgnored(message): message
            }
        }
    }

    public enum Kind: Equatable, Sendable, CustomStringConvertible {
        /// A transition started: its kind, from and to controllers (type names), animated.
        case began(TransitionKind, from: String, to: String, animated: Bool)
        /// UIKit found no delegate to ask: none set, or (`released`: the type of the object last
        /// assigned) one set and already released — these properties are weak.
        case noDelegate(DelegateProperty, released: String? = nil)
        /// A delegate was set, but the presentation style does not ask it (a sheet).
        case delegateNotAsked(DelegateProperty, delegate: String, style: String)
        /// A delegate method was asked, and what it returned.
        case asked(DelegateMethod, answer: Answer)
        case duration(CFTimeInterval)
        case animateTransition(interactive: Bool)
        case containerAdded(view: String)
        case containerRemoved(view: String)
        case interaction(InteractionCall, percent: CGFloat)
        /// A percent-driven interaction controller asked the animator for its interruptible
        /// animator and got one (of this type): it drives that instead of calling `animateTransition(using:)`.
        case interruptibleAnimator(type: String)
        /// The interaction controller does not want an interactive start
        /// (`wantsInteractiveStart == false`): the interruptible animator runs by itself until
        /// something pauses it.
        case runsUntilPaused
        /// `finish()` or `cancel()` continued the interruptible animator: with a spring of this
        /// initial velocity, another timing (`velocity` nil), or its own timing (`timing` false).
        case continued(timing: Bool, velocity: CGVector?)
        /// Just before `completeTransition(_:)`: how many animations were still attached to the
        /// layers in the container.
        case animationsRunning(Int)
        case completeTransition(Bool, cancelled: Bool)
        case animationEnded(Bool)
        case appearance(controller: String, callback: String)
        case ended(completed: Bool)
        /// UIKit read the status bar attributes again and they changed: the style and whether
        /// the status bar is hidden now (`UIApplication.shared.statusBarStyle`,
        /// `isStatusBarHidden`). Recorded under the transition in progress, if any.
        case statusBar(style: UIStatusBarStyle, hidden: Bool)
        /// A rule UIKit enforces (or a hang it would suffer) was broken.
        case problem(Problem)

        public var description: String {
            switch self {
            case let .began(kind, from, to, animated): "began \(kind.rawValue) \(from) → \(to)\(animated ? "" : " (not animated)")"
            case let .noDelegate(property, released?): "asked \(property.rawValue) → nil (a \(released) was set, and released: the property is weak)"
            case let .noDelegate(property, nil): "asked \(property.rawValue) → nil (none set)"
            case let .delegateNotAsked(property, delegate, style): "\(property.rawValue) \(delegate) not asked (modalPresentationStyle .\(style))"
            case let .asked(method, answer): "asked \(method.rawValue) → \(answer)"
            case let .duration(d): "transitionDuration → \(d)"
            case let .animateTransition(interactive): interactive ? "startInteractiveTransition" : "animateTransition"
            case let .containerAdded(view): "containerView + \(view)"
            case let .containerRemoved(view): "containerView − \(view)"
            case let .interaction(call, percent): "\(call.rawValue)(\(percent))"
            case let .interruptibleAnimator(type): "interruptibleAnimator(using:) → \(type)"
            case .runsUntilPaused: "wantsInteractiveStart false: runs until paused"
            case let .continued(timing, velocity): "continued with " + (!timing ? "its own timing" : velocity.map { "a spring, initialVelocity (\($0.dx), \($0.dy))" } ?? "a timing curve")
            case let .animationsRunning(count): "animations running: \(count)"
            case let .completeTransition(value, cancelled): "completeTransition(\(value))\(cancelled ? " after cancel" : "")"
            case let .animationEnded(value): "animationEnded(\(value))"
            case let .appearance(controller, callback): "\(controller).\(callback)"
            case let .ended(completed): completed ? "ended" : "ended (cancelled)"
            case let .statusBar(style, hidden): "status bar → .\(style)\(hidden ? ", hidden" : "")"
            case let .problem(problem): "problem: \(problem)"
            }
        }
    }

    /// The name the trace gives a snapshot view (made by `snapshotView(afterScreenUpdates:)`).
    public nonisolated static let snapshotName = "snapshot"

    public private(set) var events: [Event] = []
    private(set) var transitionCount = 0

    init() {}

    /// Starts numbering a new transition and returns its number.
    func beginTransition() -> Int {
        transitionCount += 1
        return transitionCount
    }

    /// Told of every event as it is recorded (the grader reports what the app is doing, in case
    /// the learner's code crashes in the middle of it).
    package var onRecord: ((Event) -> Void)?

    func record(_ kind: Kind, transition: Int, at time: CFTimeInterval) {
        let event = Event(time: time, transition: transition, kind: kind)
        events.append(event)
        onRecord?(event)
    }

    /// Events of one transition.
    public func events(ofTransition number: Int) -> [Event] { events.filter { $0.transition == number } }

    /// Forgets everything recorded so far.
    public func removeAll() { events.removeAll() }
}
