/// What happened during view-controller transitions, in order, with virtual times: which
/// delegate was asked and what it returned, the animator and its duration, the views added to
/// and removed from the container, interaction updates, `completeTransition(_:)` calls and
/// appearance callbacks. Graders read it to explain a failure in the learner's terms.
@MainActor
public final class TransitionTrace {
    /// One recorded fact.
    public struct Event: Equatable, Sendable, CustomStringConvertible {
        /// Virtual time of the event.
        public var time: CFTimeInterval
        /// Which transition it belongs to (0 for events outside any transition).
        public var transition: Int
        public var kind: Kind
        public var description: String { String(format: "%.3f", time) + " #\(transition) " + kind.description }
    }

    public enum Kind: Equatable, Sendable, CustomStringConvertible {
        /// A transition started: its kind (present, dismiss, push, pop, tab, custom), from and to
        /// controllers (type names), animated, and whether a custom animator drives it.
        case began(kind: String, from: String, to: String, animated: Bool)
        /// A delegate method was asked; `answer` describes what it returned ("nil", a type name).
        case asked(method: String, answer: String)
        case duration(CFTimeInterval)
        case animateTransition(interactive: Bool)
        case containerAdded(view: String)
        case containerRemoved(view: String)
        case interaction(String, percent: CGFloat)
        case completeTransition(Bool, cancelled: Bool)
        case animationEnded(Bool)
        case appearance(controller: String, callback: String)
        case ended(completed: Bool)
        /// A rule UIKit enforces (or a hang it would suffer) was broken.
        case problem(String)

        public var description: String {
            switch self {
            case let .began(kind, from, to, animated): "began \(kind) \(from) → \(to)\(animated ? "" : " (not animated)")"
            case let .asked(method, answer): "asked \(method) → \(answer)"
            case let .duration(d): "transitionDuration → \(d)"
            case let .animateTransition(interactive): interactive ? "startInteractiveTransition" : "animateTransition"
            case let .containerAdded(view): "containerView + \(view)"
            case let .containerRemoved(view): "containerView − \(view)"
            case let .interaction(what, percent): "\(what)(\(percent))"
            case let .completeTransition(value, cancelled): "completeTransition(\(value))\(cancelled ? " after cancel" : "")"
            case let .animationEnded(value): "animationEnded(\(value))"
            case let .appearance(controller, callback): "\(controller).\(callback)"
            case let .ended(completed): completed ? "ended" : "ended (cancelled)"
            case let .problem(text): "problem: \(text)"
            }
        }
    }

    public private(set) var events: [Event] = []
    private(set) var transitionCount = 0

    init() {}

    /// Starts numbering a new transition and returns its number.
    func beginTransition() -> Int {
        transitionCount += 1
        return transitionCount
    }

    func record(_ kind: Kind, transition: Int, at time: CFTimeInterval) {
        events.append(Event(time: time, transition: transition, kind: kind))
    }

    /// Events of one transition.
    public func events(ofTransition number: Int) -> [Event] { events.filter { $0.transition == number } }

    /// Forgets everything recorded so far.
    public func removeAll() { events.removeAll() }
}
