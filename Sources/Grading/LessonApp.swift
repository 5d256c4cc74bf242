import Foundation
import Frames
import UIKit

/// A lesson app running in a fresh engine, driven like a UI test: find views by
/// `accessibilityIdentifier`, tap, drag, advance time, record frames, read the transition trace.
@MainActor
public final class LessonApp {
    public let engine: UIKitEngine
    public let device: Device
    public let appDelegate: UIApplicationDelegate

    /// Launches the app: a new engine with the device's screen, the chapter's art, then
    /// `application(_:didFinishLaunchingWithOptions:)` and half a second to settle.
    public init(device: Device = .phone, makeAppDelegate: () -> UIApplicationDelegate, artDirectory: URL?) {
        engine = UIKitEngine()
        self.device = device
        device.configure(engine)
        if let artDirectory { engine.imageDirectories = [artDirectory] }
        appDelegate = engine.run(makeAppDelegate)
        engine.launch(appDelegate)
        engine.advance(by: 0.5)
    }

    /// Launches the lesson under test (see `LessonHost`).
    public static func launchLesson(device: Device = .phone) throws -> LessonApp {
        guard let make = LessonHost.makeAppDelegate else { throw GradingError("No lesson is loaded (the grader was started without one).") }
        return LessonApp(device: device, makeAppDelegate: make, artDirectory: LessonHost.chapterDirectory?.appendingPathComponent("art"))
    }

    public var window: UIWindow? { engine.keyWindow }

    // MARK: Finding views

    /// Every view in the key window, depth first, back to front.
    public var allViews: [UIView] {
        guard let window else { return [] }
        var result: [UIView] = []
        func walk(_ v: UIView) {
            result.append(v)
            for s in v.subviews { walk(s) }
        }
        walk(window)
        return result
    }

    /// The front-most visible view with `accessibilityIdentifier == id`, or nil.
    public func findView(_ id: String) -> UIView? {
        engine.run { allViews.last { $0.accessibilityIdentifier == id && isVisible($0) } ?? allViews.last { $0.accessibilityIdentifier == id } }
    }

    /// The view with this identifier; the error lists the identifiers on screen.
    public func view(_ id: String) throws -> UIView {
        if let v = findView(id) { return v }
        let ids = engine.run { allViews.filter(isVisible).compactMap(\.accessibilityIdentifier) }
        throw GradingError("No view with accessibilityIdentifier \"\(id)\" is on screen" + (ids.isEmpty ? "." : " (on screen: \(ids.joined(separator: ", ")))."))
    }

    /// Whether the view and its ancestors are shown.
    public func isVisible(_ v: UIView) -> Bool {
        var current: UIView? = v
        while let view = current {
            if view.isHidden || view.alpha < 0.01 { return false }
            current = view.superview
        }
        return v.window != nil
    }

    /// The centre of a view in window coordinates.
    public func centre(of v: UIView) -> CGPoint {
        engine.run { v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil) }
    }

    // MARK: Input

    /// Taps the centre of the view with this identifier.
    public func tap(_ id: String) throws {
        let v = try view(id)
        let point = centre(of: v)
        let hit = engine.run { window?.hitTest(point, with: nil) }
        guard let hit, engine.run({ hit.isDescendant(of: v) || v.isDescendant(of: hit) }) else {
            throw GradingError("Tapping \"\(id)\" reached \(hit.map { "\(type(of: $0))" } ?? "nothing") instead: something covers it or it does not accept touches.")
        }
        engine.tap(at: point)
    }

    /// Drags from the left edge of the screen by `distance` points over `duration` seconds;
    /// lifts the finger unless `lift` is false.
    @discardableResult
    public func edgePan(distance: CGFloat, duration: CFTimeInterval, y: CGFloat? = nil, lift: Bool = true) -> ScriptedTouch {
        let height = device.size.height
        let start = CGPoint(x: 4, y: y ?? height / 2)
        return engine.drag(from: start, to: CGPoint(x: 4 + distance, y: start.y), duration: duration, steps: Swift.max(2, Int(duration * 30)), lift: lift)
    }

    // MARK: Time and frames

    public func advance(_ seconds: CFTimeInterval) { engine.advance(by: seconds) }

    /// The frame on screen now.
    public func frame() -> Frame { FrameRenderer.render(engine, device: device) }

    /// Runs until nothing is pending; a transition that never ends becomes an error that says why.
    public func settle(timeout: CFTimeInterval = 10) throws {
        do {
            try engine.runUntilIdle(timeout: timeout)
        } catch let busy as UIKitEngine.StillBusy {
            let transitions = engine.transitionsInProgress
            if let first = transitions.first {
                throw GradingError("The transition never finished: \(first).")
            }
            throw GradingError("The app did not settle within \(Int(timeout)) s of virtual time: \(busy.pending.joined(separator: "; ")).")
        }
    }

    // MARK: Transitions

    /// The transitions recorded so far.
    public var transitions: [TransitionSummary] {
        let events = engine.trace.events
        let numbers = Set(events.map(\.transition)).filter { $0 > 0 }.sorted()
        return numbers.map { n in TransitionSummary(number: n, events: events.filter { $0.transition == n }) }
    }

    /// Performs `action`, then records frames of the transition it starts at each fraction of
    /// its duration, then lets it finish (or not) within `timeout`. With a `name`, the frames are
    /// kept for the learner's `play` and `diff`, whatever the verdict.
    public func recordTransition(named name: String? = nil, fractions: [Double] = RecordedTransition.standardFractions, timeout: CFTimeInterval = 10, _ action: () throws -> Void) throws -> RecordedTransition {
        let before = engine.trace.events.count
        try action()
        guard let began = engine.trace.events.dropFirst(before).first(where: { if case .began = $0.kind { return true } else { return false } }) else {
            throw GradingError("No view-controller transition started.")
        }
        let start = began.time
        var summary = TransitionSummary(number: began.transition, events: engine.trace.events(ofTransition: began.transition))
        let duration = summary.duration ?? 0
        var frames: [(Double, Frame)] = []
        for f in fractions {
            let t = start + f * duration
            if t > engine.currentTime { engine.advance(to: t) }
            var frame = self.frame()
            frame.time = t - start
            frames.append((f, frame))
        }
        if let name { saveFrames(frames.map(\.1), named: name) }
        var settleError: GradingError?
        do { try settle(timeout: timeout) } catch let e as GradingError { settleError = e }
        summary = TransitionSummary(number: began.transition, events: engine.trace.events(ofTransition: began.transition))
        return RecordedTransition(summary: summary, frames: frames, settleError: settleError, diagnostics: engine.diagnostics.map(\.message))
    }
}

/// What the trace says about one transition.
public struct TransitionSummary: Sendable {
    public let number: Int
    public let events: [TransitionTrace.Event]

    public var kind: String? {
        for e in events { if case let .began(kind, _, _, _) = e.kind { return kind } }
        return nil
    }

    public var duration: CFTimeInterval? {
        for e in events { if case let .duration(d) = e.kind { return d } }
        return nil
    }

    /// Answers of the delegate methods UIKit asked, by method name.
    public var answers: [String: String] {
        var result: [String: String] = [:]
        for e in events { if case let .asked(method, answer) = e.kind { result[method] = answer } }
        return result
    }

    /// The values passed to `completeTransition(_:)`, in order.
    public var completions: [Bool] {
        events.compactMap { if case let .completeTransition(v, _) = $0.kind { return v } else { return nil } }
    }

    /// Whether the transition ended, and how.
    public var ended: (completed: Bool, time: CFTimeInterval)? {
        for e in events { if case let .ended(completed) = e.kind { return (completed, e.time) } }
        return nil
    }

    public var wasInteractive: Bool { events.contains { $0.kind == .animateTransition(interactive: true) } }

    public var wasCancelled: Bool { events.contains { if case .interaction("cancelInteractiveTransition", _) = $0.kind { return true } else { return false } } }

    public var problems: [String] {
        events.compactMap { if case let .problem(text) = $0.kind { return text } else { return nil } }
    }

    public var addedToContainer: [String] {
        events.compactMap { if case let .containerAdded(v) = $0.kind { return v } else { return nil } }
    }

    public var appearance: [String] {
        events.compactMap { if case let .appearance(c, cb) = $0.kind { return "\(c).\(cb)" } else { return nil } }
    }
}

/// Frames of a transition at fractions of its duration, and how it ended.
public struct RecordedTransition {
    public static let standardFractions: [Double] = (0...10).map { Double($0) / 10 }

    public let summary: TransitionSummary
    /// (fraction, frame) pairs; each frame's `time` is seconds since the transition began.
    public let frames: [(fraction: Double, frame: Frame)]
    /// Set when the transition did not finish (a hang, in the learner's terms).
    public let settleError: GradingError?
    public let diagnostics: [String]

    public init(summary: TransitionSummary, frames: [(fraction: Double, frame: Frame)], settleError: GradingError?, diagnostics: [String]) {
        self.summary = summary
        self.frames = frames
        self.settleError = settleError
        self.diagnostics = diagnostics
    }
}

extension LessonApp {
    /// Keeps frames in the learner's runs folder (for `play` and `diff`).
    public func saveFrames(_ frames: [Frame], named name: String) {
        guard let directory = LessonHost.runsDirectory else { return }
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? FrameFile.encode(frames).write(to: directory.appendingPathComponent(name + ".frames"), atomically: true, encoding: .utf8)
    }

    /// The views in the front-most transition container of the key window (what a modal
    /// presentation left on screen), front-most last.
    public var containerContents: [UIView] {
        engine.run {
            guard let container = window?.subviews.last(where: { $0.isTransitionContainer }) else { return [] }
            return container.subviews
        }
    }

    /// Snapshot views still in the window.
    public var leftoverSnapshots: [UIView] {
        engine.run { allViews.filter { $0.isSnapshot } }
    }

    /// Whether a view's layer is turned (its transform is not the identity).
    public func isTransformed(_ v: UIView) -> Bool {
        engine.run { !CATransform3DIsIdentity(v.layer.transform) }
    }
}
