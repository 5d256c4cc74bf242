import Foundation
import Frames
import UIKit

/// The views of one transition, held weakly so a check never keeps the app's screens alive.
@MainActor
public struct Participants {
    public weak var container: UIView?
    public weak var fromViewController: UIViewController?
    public weak var toViewController: UIViewController?
    /// The animator UIKit ran, when the transition is UIKit's.
    public weak var animator: AnyObject?
    /// UIKit's context of the transition: UIKit lets go of it when the transition ends.
    public weak var context: AnyObject?
    /// The interaction controller UIKit got, if any.
    public weak var interactionController: AnyObject?

    /// The two controllers' root views, held: once a transition ended, UIKit releases the
    /// controller it dismissed or popped (unless the app keeps it), and the checks still read
    /// the state its screen was left in.
    private let fromRoot: UIView?, toRoot: UIView?

    public init(container: UIView? = nil, fromViewController: UIViewController? = nil, toViewController: UIViewController? = nil) {
        self.container = container
        self.fromViewController = fromViewController
        self.toViewController = toViewController
        fromRoot = fromViewController?.viewIfLoaded
        toRoot = toViewController?.viewIfLoaded
    }

    /// The root views of the two controllers, with their roles.
    public var screens: [(role: String, view: UIView)] {
        [("from-view", fromViewController?.viewIfLoaded ?? fromRoot), ("to-view", toViewController?.viewIfLoaded ?? toRoot)].compactMap { role, view in
            view.map { (role, $0) }
        }
    }
}

/// A transition that was recorded: what the trace says, the frames at the reference's moments
/// (each with the state of the views taking part in its notes), and how it ended.
public struct RecordedTransition {
    /// Moments of a reference sequence: 11 frames from the start to the end.
    public static let standardFractions: [Double] = (0...10).map { Double($0) / 10 }

    public let summary: TransitionSummary
    /// Frames whose `time` is seconds since the transition began and whose notes hold the
    /// `SceneState` of that moment.
    public let frames: [Frame]
    /// Set when the transition did not finish (a hang, in the learner's terms).
    public let settleError: GradingError?
    /// What UIKit logged (the engine's diagnostics) while the app ran.
    public let diagnostics: [UIKitDiagnostic]
    public let participants: Participants
    /// For each frame, the learner's screen one display frame (1/60 s) before and after it, when
    /// recorded: a frame may match the reference there instead (an animation off by less than a
    /// display frame cannot be told from the reference's).
    public var shifted: [[PendingFrame]] = []
    /// Frames a device would show for one display frame that the frames on either side do not
    /// (`Flash`), from the action that started the transition until the app came to rest.
    public var flashes: [Flash] = []

    public init(summary: TransitionSummary, frames: [Frame], settleError: GradingError?, diagnostics: [UIKitDiagnostic], participants: Participants) {
        self.summary = summary
        self.frames = frames
        self.settleError = settleError
        self.diagnostics = diagnostics
        self.participants = participants
    }
}

extension LessonApp {
    /// The type of the animator UIKit ran, when it is not the object `owner` keeps in its stored
    /// property `property` (read by reflection): the delegate vended a new animator instead of the
    /// one the app set up. Nil when it ran the kept one, or when `owner` keeps none.
    public func animatorOtherThanKept(_ participants: Participants, owner: AnyObject?, property: String) -> String? {
        engine.run {
            guard let owner, let kept = Mirror(reflecting: owner).children.first(where: { $0.label == property })?.value as AnyObject?,
                  participants.animator !== kept else { return nil }
            // Gone since the transition ended (a new object nobody else keeps), or another one.
            return participants.animator.map { "\(type(of: $0))" } ?? "\(type(of: kept))"
        }
    }

    /// Performs `action`, which must start a view-controller transition, and returns the number
    /// of the transition and who takes part.
    public func startTransition(_ action: () throws -> Void) throws -> (number: Int, start: CFTimeInterval, participants: Participants) {
        let before = engine.trace.events.count
        try action()
        let new = engine.trace.events.dropFirst(before)
        guard let began = new.first(where: { if case .began = $0.kind { true } else { false } }) else {
            let refused = new.compactMap { event -> String? in
                if case let .problem(.requestIgnored(message)) = event.kind { return message }
                return nil
            }
            if let reason = refused.first {
                throw GradingError(Phrase("app.no-transition-refused", "No transition started: \(Phrase(verbatim: reason, foreign: true)) Is an earlier transition still running?"), cause: .transitionHangs)
            }
            throw GradingError(Phrase("app.no-transition", "No view-controller transition started."), cause: .appChanged)
        }
        let found = engine.transitionParticipants.first { $0.number == began.transition }
        var participants = Participants(container: found?.containerView, fromViewController: found?.fromViewController, toViewController: found?.toViewController)
        participants.animator = found?.animator
        participants.context = found?.context
        participants.interactionController = found?.interactionController
        return (began.transition, began.time, participants)
    }

    /// The moments to record a sequence at, in seconds since the transition began: those of the
    /// reference frames when there are some (so a learner's frames are compared at the same
    /// instants, whatever duration the learner's animator returns), else 11 from 0 to `duration`.
    public func moments(of golden: String, duration: CFTimeInterval) -> [CFTimeInterval] {
        if let context, !context.recordMode.overwritesMismatches, let frames = try? context.goldens?.load(golden), !frames.isEmpty {
            return frames.map { $0.time ?? 0 }
        }
        return RecordedTransition.standardFractions.map { $0 * duration }
    }

    /// Performs `action`, then records frames of the transition it starts — at the moments of
    /// the reference sequence `name`, or at none without a name — then lets it finish (or not)
    /// within `timeout`. With a `name`, the frames are kept for the learner's `play` and `diff`,
    /// whatever the verdict.
    public func recordTransition(named name: String? = nil, duration: CFTimeInterval = 0, timeout: CFTimeInterval = 10, _ action: () throws -> Void) throws -> RecordedTransition {
        let (run, flashes) = try watchingFlashes { () throws -> RecordedTransition in
            let (number, start, participants) = try startTransition(action)
            var shifted: [[PendingFrame]] = []
            let frames = record(name.map { moments(of: $0, duration: duration) } ?? [], from: start, named: name, participants: participants, shifted: &shifted)
            var settleError: GradingError?
            do { try settle(timeout: timeout) } catch let e as GradingError { settleError = e }
            var run = RecordedTransition(summary: summary(of: number), frames: frames, settleError: settleError,
                                         diagnostics: engine.diagnostics, participants: participants)
            run.shifted = shifted
            return run
        }
        var watched = run
        watched.flashes = flashes
        return watched
    }

    /// Performs `action`, which changes the screen with no UIKit transition (a container of
    /// the app's own switching children), and records frames from that moment — at the moments
    /// of the reference sequence `name`, or at none — with the views `participants` names (asked
    /// after the action) taking part; then lets the app settle. The summary holds what the trace
    /// recorded meanwhile (appearance and containment calls, under transition 0).
    public func recordAction(named name: String? = nil, duration: CFTimeInterval = 0, timeout: CFTimeInterval = 10,
                             participants: () -> Participants, _ action: () throws -> Void) throws -> RecordedTransition {
        let before = engine.trace.events.count
        let start = engine.currentTime
        var (run, flashes) = try watchingFlashes { () throws -> RecordedTransition in
            try action()
            let found = participants()
            var shifted: [[PendingFrame]] = []
            let frames = record(name.map { moments(of: $0, duration: duration) } ?? [], from: start, named: name, participants: found, shifted: &shifted)
            var settleError: GradingError?
            do { try settle(timeout: timeout) } catch let e as GradingError { settleError = e }
            let events = Array(engine.trace.events.dropFirst(before))
            var run = RecordedTransition(summary: TransitionSummary(number: 0, events: events), frames: frames, settleError: settleError,
                                         diagnostics: engine.diagnostics, participants: found)
            run.shifted = shifted
            return run
        }
        run.flashes = flashes
        return run
    }

    /// Turns the device to `orientation` (UIKit calls `viewWillTransition(to:with:)` and resizes
    /// the windows over `duration`), recording frames of the turn at the moments of the reference
    /// sequence `name` (or at none), each with the state of the watched views; then lets it end.
    /// `watching` (at least `duration`) is how long to record: longer than the turn, to see
    /// what the app does after it.
    public func recordRotation(named name: String? = nil, to orientation: UIInterfaceOrientation, duration: CFTimeInterval = 0.4,
                               watching: CFTimeInterval = 0) throws -> [Frame] {
        let start = engine.currentTime
        engine.rotate(to: orientation, duration: duration)
        let frames = record(name.map { moments(of: $0, duration: Swift.max(duration, watching)) } ?? [], from: start, named: name, participants: Participants())
        try settle()
        return frames
    }

    /// Display frames a second in what `play` and `scrub` show: every frame a device shows.
    public static let playbackRate = 60.0

    /// Records the frames at `moments` (seconds since `start`), each with the state of the views
    /// taking part, and keeps them as the recording `name` for `diff`; when the context keeps a
    /// playback, also every display frame up to the last moment (`playbackRate`), for `play`.
    func record(_ moments: [CFTimeInterval], from start: CFTimeInterval, named name: String?, participants: Participants) -> [Frame] {
        var shifted: [[PendingFrame]] = []
        return record(moments, from: start, named: name, participants: participants, shifted: &shifted)
    }

    /// One display frame, the most a frame may be shifted in time and still match the reference.
    public static let displayFrame: CFTimeInterval = 1.0 / 60

    /// As `record(_:from:named:participants:)`; when a check compares the frames with its
    /// reference within a tolerance, `shifted` gets, for each graded frame, the screen one
    /// display frame before and after it.
    func record(_ moments: [CFTimeInterval], from start: CFTimeInterval, named name: String?, participants: Participants,
                shifted: inout [[PendingFrame]]) -> [Frame] {
        enum Kind { case graded, shown, shifted(Int) }
        let playback = name != nil && context?.recordsPlayback == true
        var times = moments.map { (time: $0, kind: Kind.graded) }
        if playback, let last = moments.max() {
            let steps = Int((last * Self.playbackRate).rounded(.up))
            for step in 0...steps {
                let time = Double(step) / Self.playbackRate
                // A graded moment within a millisecond stands for the display frame.
                if time <= last, !moments.contains(where: { abs($0 - time) < 0.001 }) { times.append((time, .shown)) }
            }
        }
        // Not for the solution's exact check, nor when recording the reference.
        let neighbours = name != nil && context.map { !$0.exactFrames && !$0.recordMode.overwritesMismatches } ?? false
        shifted = Array(repeating: [], count: moments.count)
        if neighbours {
            // Not around the first and last moments: what shows before a transition starts and
            // after it ends stays on screen, however briefly the animation is off.
            for (index, moment) in moments.enumerated() where index > 0 && index < moments.count - 1 {
                if moment - Self.displayFrame >= 0 { times.append((moment - Self.displayFrame, .shifted(index))) }
                times.append((moment + Self.displayFrame, .shifted(index)))
            }
        }
        // In time order; at the same time a graded frame first.
        let order: (Kind) -> Int = { if case .graded = $0 { 0 } else { 1 } }
        times = times.enumerated().sorted { ($0.element.time, order($0.element.kind), $0.offset) < ($1.element.time, order($1.element.kind), $1.offset) }.map(\.element)
        var graded: [Frame] = []
        var shown: [Frame] = []
        for (time, kind) in times {
            // The clock only goes forwards: a shifted moment already passed is left out.
            if case .shifted = kind, start + time < engine.currentTime - 1e-9 { continue }
            if start + time > engine.currentTime { engine.advance(to: start + time) }
            if case let .shifted(index) = kind {
                // Drawn only if the check needs it (a frame that differs).
                shifted[index].append(FrameRenderer.pending(engine, device: screenDevice, tones: true))
                continue
            }
            if case .graded = kind {
                let frame = captureFrame(time: time, participants: participants)
                graded.append(frame)
                if playback {
                    // What play shows is the picture: no view states, no tones.
                    var picture = frame
                    picture.notes = []
                    picture.tones = nil
                    shown.append(picture)
                }
            } else {
                var frame = self.frame(tones: false)
                frame.time = time
                shown.append(frame)
            }
        }
        if let name {
            context?.saveRun(graded, named: name)
            if playback { context?.savePlayback(shown, named: name) }
        }
        return graded
    }

    /// The frame on screen now, labelled with `time`, its notes holding the state of the views
    /// taking part.
    public func captureFrame(time: CFTimeInterval, participants: Participants) -> Frame {
        var frame = self.frame(tones: true)
        frame.time = time
        frame.notes = scene(participants).notes
        return frame
    }

    /// The state of the views taking part in a transition now: the container, the two screens,
    /// every snapshot in the window, whatever else is in the container, and the watched views —
    /// and the mask of each that has one (role "to-view mask").
    public func scene(_ participants: Participants) -> SceneState {
        engine.run {
            let now = engine.currentTime
            var entries: [(role: String, view: UIView)] = []
            if let container = participants.container, container.window != nil { entries.append(("container", container)) }
            entries += participants.screens
            var snapshots = 0
            for view in allViews where view.isSnapshot {
                snapshots += 1
                entries.append((snapshots == 1 ? "snapshot" : "snapshot \(snapshots)", view))
            }
            if let container = participants.container {
                for view in container.subviews where !entries.contains(where: { $0.view === view }) {
                    entries.append(("other \(traceName(view))", view))
                }
            }
            for id in watched {
                if let view = allViews.last(where: { $0.accessibilityIdentifier == id }), !entries.contains(where: { $0.view === view }) {
                    entries.append((id, view))
                }
            }
            @MainActor func parentName(_ view: UIView) -> String {
                guard let superview = view.superview else { return "" }
                if let entry = entries.first(where: { $0.view === superview }) { return entry.role }
                return superview is UIWindow ? "window" : traceName(superview)
            }
            var views: [ViewState] = []
            for entry in entries {
                var state = ViewState.capture(entry.view, role: entry.role, parent: parentName(entry.view), at: now)
                // A snapshot is known by what it pictures.
                if let source = entry.view.snapshotSource { state.name = "snapshot of \(source)" }
                views.append(state)
                if let mask = ViewState.captureMask(of: entry.view, role: entry.role, at: now) { views.append(mask) }
            }
            return SceneState(views: views)
        }
    }
}
