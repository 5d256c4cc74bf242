import Frames
import UIKit

/// A finger a check put down and dragged, and the transition its first move started: what
/// every interactive check scripts, in one place.
public struct Drag {
    public let touch: ScriptedTouch
    /// The transition's number in the trace.
    public let number: Int
    public let participants: Participants
    /// The frames captured after each move of `LessonApp.follow(_:through:)`.
    public var frames: [Frame] = []

    public init(touch: ScriptedTouch, number: Int, participants: Participants) {
        self.touch = touch
        self.number = number
        self.participants = participants
    }

    /// The drag as a recorded transition, with the frames captured so far.
    @MainActor public func recorded(in app: LessonApp) -> RecordedTransition {
        RecordedTransition(summary: app.summary(of: number), frames: frames, settleError: nil, diagnostics: [], participants: participants)
    }
}

/// How a drag ended: the transition once the app came to rest, when the finger lifted, and the
/// progress the interaction controller had last given UIKit then.
public struct Release {
    public let run: RecordedTransition
    public let liftedAt: CFTimeInterval
    public let percent: Double

    /// The app did not come to rest, and neither `finish()` nor `cancel()` nor
    /// `completeTransition(_:)` was heard: the transition waits for a finger that has gone.
    public var neverEnded: Bool {
        let s = run.summary
        return run.settleError != nil && s.completions.isEmpty && !s.wasCancelled && !s.wasFinished
    }
}

extension TransitionSummary {
    /// The progress last given to `update(_:)`, if it was called.
    public var lastUpdate: Double? {
        interactionCalls.last { $0.call == .update }.map { Double($0.percent) }
    }
}

extension LessonApp {
    /// Puts a finger down (at `start`, or as `down` puts it), waits a moment, moves it by
    /// `nudge` — just past the distance at which a pan is recognised, so the drag proper comes
    /// in `.changed` — and waits `pause` seconds.
    public func putFinger(at start: CGPoint? = nil, down: (() -> ScriptedTouch)? = nil, nudge: CGVector, pause: CFTimeInterval = 0.05) -> ScriptedTouch {
        let touch = down?() ?? engine.touchDown(at: start ?? .zero)
        if down == nil { advance(0.02) }
        touch.move(to: CGPoint(x: touch.location.x + nudge.dx, y: touch.location.y + nudge.dy))
        advance(pause)
        return touch
    }

    /// `putFinger`, expecting its first move to start a view-controller transition; when none
    /// started, lifts the finger, lets the app come to rest and throws `nothing()`.
    public func beginDrag(at start: CGPoint? = nil, down: (() -> ScriptedTouch)? = nil, nudge: CGVector, pause: CFTimeInterval = 0.05,
                          nothing: () -> GradingError) throws -> Drag {
        var touch: ScriptedTouch?
        do {
            let started = try startTransition { touch = putFinger(at: start, down: down, nudge: nudge, pause: pause) }
            return Drag(touch: touch!, number: started.number, participants: started.participants)
        } catch let error as GradingError where error.cause == .appChanged {
            touch?.lift()
            try? settle()
            throw nothing()
        }
    }

    /// Lifts the finger of a drag a check gives up on and lets the app come to rest as far as it
    /// will; returns `error`, for the check to throw.
    public func abandon(_ drag: Drag, _ error: GradingError) -> GradingError {
        drag.touch.lift()
        try? settle()
        return error
    }

    /// Checks that `drag` started the `kind` of transition the check is about, with the
    /// learner's `animator`, following the finger; otherwise abandons it with the reason.
    /// `gesture` names the finger's move ("The swipe"), `instead` what it should have done
    /// ("popping the Stops screen"), `notInteractive` explains a transition that played by itself.
    public func expectDriven(_ drag: Drag, kind: TransitionTrace.TransitionKind, animator: String, gesture: Phrase, instead: Phrase,
                             notInteractive: (TransitionSummary) -> GradingError) throws {
        let summary = self.summary(of: drag.number)
        if summary.kind != kind {
            throw abandon(drag, GradingError(Phrase("drag.other-kind", "\(gesture) started a \(TransitionDiagnosis.kind(summary.kind, unknown: Phrase("kind.different", "different"))) transition instead of \(instead)."), cause: .noTransitionFromGesture))
        }
        if let problem = TransitionDiagnosis.delegateProblem(summary, animator: animator) {
            throw abandon(drag, problem)
        }
        if !summary.wasInteractive {
            throw abandon(drag, notInteractive(summary))
        }
    }

    /// Moves the finger to each of `points`, `step` seconds apart, capturing a frame after each
    /// (saved under `name` when the drag gets through); after each move `each` is given the
    /// step's index and the transition as it stands, and may throw: then the drag is abandoned.
    /// A frame's time is `(index + 1) × step` unless `times` gives each.
    public func follow(_ drag: inout Drag, through points: [CGPoint], step: CFTimeInterval = 0.05, frames name: String? = nil,
                       times: [CFTimeInterval]? = nil, each: (Int, TransitionSummary) throws -> Void = { _, _ in }) throws {
        var captured: [Frame] = []
        for (i, point) in points.enumerated() {
            drag.touch.move(to: point)
            advance(step)
            captured.append(captureFrame(time: times?[i] ?? Double(i + 1) * step, participants: drag.participants))
            do {
                try each(i, summary(of: drag.number))
            } catch let error as GradingError {
                throw abandon(drag, error)
            }
        }
        drag.frames += captured
        if let name { context?.saveRun(captured, named: name) }
    }

    /// Holds the finger still for `hold` seconds (nil: lifts it at once, still moving — a
    /// flick), runs `lifting` just before it lifts, lifts it and lets the app come to rest.
    /// `interrupted`: instead of lifting, the system cancels the touch (a call comes in), and
    /// the gesture ends in `.cancelled`.
    /// `watching`: after the lift, `frame` is given that many frames, 0.05 s apart (timed from
    /// the transition's start), before the app comes to rest; they are the run's frames, after
    /// those the drag captured.
    public func release(_ drag: Drag, hold: CFTimeInterval? = 0.1, interrupted: Bool = false, lifting: () -> Void = {},
                        watching: Int = 0, frame: (Frame) -> Void = { _ in }) -> Release {
        if let hold {
            advance(hold)
            drag.touch.move(to: drag.touch.location)
        }
        lifting()
        let liftedAt = engine.currentTime
        let percent = summary(of: drag.number).lastUpdate ?? 0
        if interrupted { drag.touch.cancel() } else { drag.touch.lift() }
        var frames = watching > 0 ? drag.frames : []
        let began = summary(of: drag.number).startTime ?? liftedAt
        for _ in 0..<watching {
            advance(0.05)
            let captured = captureFrame(time: engine.currentTime - began, participants: drag.participants)
            frames.append(captured)
            frame(captured)
        }
        var settleError: GradingError?
        do { try settle() } catch let error as GradingError { settleError = error } catch {}
        let run = RecordedTransition(summary: summary(of: drag.number), frames: frames, settleError: settleError, diagnostics: [], participants: drag.participants)
        return Release(run: run, liftedAt: liftedAt, percent: percent)
    }
}

extension LessonApp {
    /// Taps the view named `name`, lets the app come to rest, and throws `message` (the screen
    /// a learner expected is not there) unless the view named `shown` is then visible.
    public func tap(_ name: String, leaving shown: String, else message: @autoclosure () -> Phrase) throws {
        try tap(name)
        try settle()
        guard findView(shown).map(isVisible) == true else {
            throw GradingError(message(), cause: .screenNotVisible)
        }
    }
}
