import UIKit

/// What the trace says about one transition, read through its typed events.
public struct TransitionSummary: Sendable {
    public let number: Int
    public let events: [TransitionTrace.Event]

    public init(number: Int, events: [TransitionTrace.Event]) {
        self.number = number
        self.events = events
    }

    public var kind: TransitionTrace.TransitionKind? {
        for e in events { if case let .began(kind, _, _, _) = e.kind { return kind } }
        return nil
    }

    /// When the transition began (virtual seconds).
    public var startTime: CFTimeInterval? { events.first?.time }

    /// What `transitionDuration(using:)` returned.
    public var duration: CFTimeInterval? {
        for e in events { if case let .duration(d) = e.kind { return d } }
        return nil
    }

    /// The delegate property UIKit found empty, if it did.
    public var missingDelegate: TransitionTrace.DelegateProperty? { emptyDelegate?.property }

    /// The delegate property UIKit found empty, and the type of the object set there and
    /// released since (nil when none was set).
    public var emptyDelegate: (property: TransitionTrace.DelegateProperty, released: String?)? {
        for e in events { if case let .noDelegate(property, released) = e.kind { return (property, released) } }
        return nil
    }

    /// What the empty delegate property held, as a sentence for a message: an object set there
    /// and released since, or nothing; "" when UIKit found a delegate.
    public var emptyDelegateFact: Phrase {
        guard let (_, released) = emptyDelegate else { return Phrase(verbatim: "") }
        if let released {
            return Phrase("summary.delegate-freed", "It was set to a \(released), but the property is weak and nothing else kept that object alive, so it was freed before UIKit asked it.")
        }
        return Phrase("summary.nothing-assigned", "Nothing was assigned to it.")
    }

    /// A delegate UIKit did not ask because of the presentation style: its type and the style.
    public var delegateNotAsked: (delegate: String, style: String)? {
        for e in events { if case let .delegateNotAsked(_, delegate, style) = e.kind { return (delegate, style) } }
        return nil
    }

    /// The delegate methods UIKit asked, in order, with their answers.
    public var asked: [(method: TransitionTrace.DelegateMethod, answer: TransitionTrace.Answer)] {
        events.compactMap { if case let .asked(method, answer) = $0.kind { (method, answer) } else { nil } }
    }

    /// What the method vending the animator returned (nil when it was not asked).
    public var animatorAnswer: (method: TransitionTrace.DelegateMethod, answer: TransitionTrace.Answer)? {
        asked.first { $0.method.vendsAnimator }
    }

    /// What the method vending the interaction controller returned (nil when it was not asked).
    public var interactionAnswer: (method: TransitionTrace.DelegateMethod, answer: TransitionTrace.Answer)? {
        asked.first { $0.method.vendsInteractionController }
    }

    /// The values passed to `completeTransition(_:)`, in order, with their times.
    public var completions: [(value: Bool, time: CFTimeInterval)] {
        events.compactMap { if case let .completeTransition(v, _) = $0.kind { (v, $0.time) } else { nil } }
    }

    /// Whether the transition ended, and how.
    public var ended: (completed: Bool, time: CFTimeInterval)? {
        for e in events { if case let .ended(completed) = e.kind { return (completed, e.time) } }
        return nil
    }

    public var wasInteractive: Bool { events.contains { $0.kind == .animateTransition(interactive: true) } }

    /// Whether the interaction controller let the transition run by itself from the start
    /// (`wantsInteractiveStart == false`), until something paused it.
    public var ranUntilPaused: Bool { events.contains { $0.kind == .runsUntilPaused } }

    /// The calls the interaction controller made (update, finish, cancel), with their percentages.
    public var interactionCalls: [(call: TransitionTrace.InteractionCall, percent: CGFloat)] {
        events.compactMap { if case let .interaction(call, percent) = $0.kind { (call, percent) } else { nil } }
    }

    public var wasCancelled: Bool { interactionCalls.contains { $0.call == .cancel } }
    public var wasFinished: Bool { interactionCalls.contains { $0.call == .finish } }

    public var problems: [TransitionTrace.Problem] {
        events.compactMap { if case let .problem(problem) = $0.kind { problem } else { nil } }
    }

    /// How many animations were still running in the container when `completeTransition(_:)`
    /// was first called (nil when it never was).
    public var animationsRunningAtCompletion: Int? {
        for e in events { if case let .animationsRunning(count) = e.kind { return count } }
        return nil
    }

    /// How many snapshots the animator added to the container and had not removed when it
    /// called `completeTransition(_:)`.
    public var snapshotsLeftInContainer: Int {
        var count = 0
        for e in events {
            switch e.kind {
            case let .containerAdded(name) where name == TransitionTrace.snapshotName: count += 1
            case let .containerRemoved(name) where name == TransitionTrace.snapshotName: count -= 1
            case .completeTransition: return Swift.max(0, count)
            default: break
            }
        }
        return 0
    }

    public var addedToContainer: [String] {
        events.compactMap { if case let .containerAdded(v) = $0.kind { v } else { nil } }
    }
}
