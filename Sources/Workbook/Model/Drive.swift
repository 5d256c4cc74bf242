import Foundation
import Frames
import Grading
import UIKit

/// A gesture a learner performed with `drive`, kept to be replayed by `play --drive` and
/// `scrub --drive`: the finger's events at their times on the app's virtual clock.
public struct DriveScript: Codable, Equatable, Sendable {
    public static let currentFormat = "transitions-workbook-drive"
    public static let currentVersion = 1

    public var format = DriveScript.currentFormat
    public var version = DriveScript.currentVersion
    /// The exercise whose app was driven.
    public var exercise: String
    public var events: [Event]
    /// What the interaction controller told UIKit, in order (`update(0.42)`, `finish()`): what a
    /// mentor reads first, and what the tests compare with the graders' own gestures.
    public var calls: [String] = []

    public struct Event: Codable, Equatable, Sendable {
        public enum Kind: String, Codable, Sendable { case down, move, up, cancel }
        /// Seconds since the app was launched and had settled.
        public var time: Double
        public var kind: Kind
        public var x: Double
        public var y: Double

        public init(time: Double, kind: Kind, x: Double, y: Double) {
            self.time = time
            self.kind = kind
            self.x = x
            self.y = y
        }
    }

    public init(exercise: String, events: [Event], calls: [String] = []) {
        self.exercise = exercise
        self.events = events
        self.calls = calls
    }

    /// Reads a script, saying in a sentence (in the language of `catalogue`) what is wrong with
    /// a file that is not one.
    public static func read(_ url: URL, catalogue: Catalogue? = nil) throws -> DriveScript {
        guard let data = try? Data(contentsOf: url) else {
            throw CommandError(Phrase("workbook.drive.no-saved-gesture", "There is no saved gesture at \(url.path)."), catalogue)
        }
        guard let script = try? JSONDecoder().decode(DriveScript.self, from: data), script.format == currentFormat else {
            throw CommandError(Phrase("workbook.drive.not-a-gesture", "\(url.lastPathComponent) is not a gesture saved by `drive` (or it was damaged): drive it again and save it with --save."), catalogue)
        }
        guard script.version <= currentVersion else {
            throw CommandError(Phrase("workbook.drive.newer-gesture", "\(url.lastPathComponent) was saved by a newer workbook (version \(script.version)); update the workbook to replay it."), catalogue)
        }
        return script
    }

    public func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try encoder.encode(self).write(to: url, options: .atomic)
    }
}

/// What the `__drive` process is asked to do: drive a compiled lesson live from the keyboard, or
/// replay a script and write its display frames.
public struct DriveRequest: Codable, Sendable {
    public var lessonLibrary: String
    public var chapterDirectory: String
    public var exercise: String
    /// Where the gesture is written when the learner leaves (live), nil for nowhere.
    public var scriptFile: String?
    /// A script to replay instead of reading keys.
    public var replay: String?
    /// Replaying: where the display frames are written.
    public var framesFile: String?
    public var colors = true
    /// The learner's language: its templates by phrase id (nil for English), and whether it
    /// writes without spaces between sentences.
    public var templates: [String: String]?
    public var writesWithoutSpaces: Bool?

    /// The catalogue the drive speaks in.
    public var catalogue: Catalogue? {
        get { templates.map { Catalogue(templates: $0, writesWithoutSpaces: writesWithoutSpaces ?? false) } }
        set {
            templates = newValue?.templates
            writesWithoutSpaces = newValue?.writesWithoutSpaces
        }
    }

    public init(lessonLibrary: String, chapterDirectory: String, exercise: String) {
        self.lessonLibrary = lessonLibrary
        self.chapterDirectory = chapterDirectory
        self.exercise = exercise
    }
}

/// The app of a lesson running live on the engine with a finger the keyboard moves: the cursor,
/// the touch, what UIKit was told, and the screen that shows it all.
@MainActor
final class Driver {
    private(set) var app: LessonApp
    private let makeAppDelegate: () throws -> UIApplicationDelegate
    private let artDirectory: URL?
    let exercise: String
    /// Where the finger goes down next (window points).
    private(set) var cursor: CGPoint
    private(set) var touch: ScriptedTouch?
    private(set) var events: [DriveScript.Event] = []
    /// Engine time when the drive (or its last restart) began.
    private var origin: CFTimeInterval
    /// The direction of the last move, for a flick.
    private var lastDirection = CGVector(dx: 1, dy: 0)
    /// The pan's velocity the moment the finger lifted (points per second), if a pan had it.
    private(set) var liftVelocity: CGPoint?
    /// The interaction calls seen so far, with the completion speed read when each was heard.
    private var heard: [String] = []
    private var traceSeen = 0
    private var anchor = -1
    /// Where the last Tab put the cursor: Tab starts from the left edge again once it moved.
    private var anchorPoint: CGPoint?
    private var lastMoveAt: CFTimeInterval?
    /// A line on what the last key did when it did nothing visible ("no view there").
    private(set) var remark: Phrase?
    /// The language of the screen.
    var catalogue: Catalogue?

    /// A step of the arrow keys, and with Shift.
    static let step: CGFloat = 10
    static let bigStep: CGFloat = 50

    init(exercise: String, makeAppDelegate: @escaping () throws -> UIApplicationDelegate, artDirectory: URL?) throws {
        self.exercise = exercise
        self.makeAppDelegate = makeAppDelegate
        self.artDirectory = artDirectory
        app = try LessonApp(makeAppDelegate: makeAppDelegate, artDirectory: artDirectory)
        origin = app.engine.currentTime
        cursor = CGPoint(x: app.device.size.width / 2, y: app.device.size.height / 2)
    }

    /// Seconds since the drive began.
    var time: Double { app.engine.currentTime - origin }

    /// The app launched again, from nothing; the gesture so far is forgotten.
    func restart() throws {
        touch = nil
        app = try LessonApp(makeAppDelegate: makeAppDelegate, artDirectory: artDirectory)
        origin = app.engine.currentTime
        events = []
        heard = []
        traceSeen = 0
        liftVelocity = nil
        remark = Phrase("workbook.drive.started-again", "The app started again.")
    }

    func advance(_ seconds: CFTimeInterval) {
        guard seconds > 0 else { return }
        app.advance(seconds)
        listen()
    }

    private func record(_ kind: DriveScript.Event.Kind, _ point: CGPoint) {
        events.append(.init(time: (time * 1000).rounded() / 1000, kind: kind, x: Double(point.x), y: Double(point.y)))
    }

    private func clamp(_ point: CGPoint) -> CGPoint {
        let size = app.screenDevice.size
        return CGPoint(x: min(max(point.x, 0), size.width - 1), y: min(max(point.y, 0), size.height - 1))
    }

    /// The shortest time between two moves made by keys: a key held down repeats about 25
    /// times a second. Keys that reach the drive in one burst (the machine was busy, or they
    /// were pasted) are taken as that repeat, so that a slow drag read late is not a flick: a pan
    /// measures its velocity between moves, and 10 points in 1/120 s would be 1,200 points a
    /// second.
    static let keyRepeat: CFTimeInterval = 1.0 / 25

    /// Moves the finger by `offset`, putting it down at the cursor first when it is up; a move
    /// comes at least `spacing` after the one before (engine time).
    func drag(by offset: CGVector, spacing: CFTimeInterval = Driver.keyRepeat) {
        remark = nil
        if touch == nil {
            liftVelocity = nil
            touch = app.engine.touchDown(at: cursor)
            record(.down, cursor)
            lastMoveAt = app.engine.currentTime
        }
        if let moved = lastMoveAt {
            let since = app.engine.currentTime - moved
            if since < spacing { advance(spacing - since) }
        }
        lastMoveAt = app.engine.currentTime
        lastDirection = offset
        cursor = clamp(CGPoint(x: cursor.x + offset.dx, y: cursor.y + offset.dy))
        touch?.move(to: cursor)
        record(.move, cursor)
        listen()
    }

    /// Lifts the finger (nothing when it is up).
    func lift() {
        guard let touch else { remark = Phrase("workbook.drive.finger-not-down", "The finger is not down: the arrow keys put it down at the cursor."); return }
        liftVelocity = touch.panVelocity
        touch.lift()
        record(.up, cursor)
        self.touch = nil
        listen()
    }

    /// A quick move of 160 points in four display frames (2,400 points a second, a brisk
    /// flick) in the last direction, then the lift.
    func flick() {
        let length = max(hypot(lastDirection.dx, lastDirection.dy), 1)
        let unit = CGVector(dx: lastDirection.dx / length * 40, dy: lastDirection.dy / length * 40)
        for _ in 0..<4 { drag(by: unit, spacing: 1.0 / 60) }
        lift()
    }

    /// A tap at the cursor: down, 0.05 s, up.
    func tap() {
        guard touch == nil else { lift(); return }
        let hit = app.engine.run { app.window?.hitTest(cursor, with: nil) }
        remark = hit == nil ? Phrase("workbook.drive.tap-missed", "The tap reached no view.") : nil
        let finger = app.engine.touchDown(at: cursor)
        record(.down, cursor)
        advance(0.05)
        finger.lift()
        record(.up, cursor)
        listen()
    }

    /// Moves the cursor without touching (the finger must be up; down, it drags).
    func moveCursor(by offset: CGVector) {
        guard touch == nil else { return drag(by: offset) }
        cursor = clamp(CGPoint(x: cursor.x + offset.dx, y: cursor.y + offset.dy))
        remark = nil
    }

    /// The cursor to the next place a gesture starts: the left edge (for an edge swipe), then
    /// the centre of each view on screen with an `accessibilityIdentifier`; from the left edge
    /// again once the cursor has moved.
    func nextAnchor() {
        guard touch == nil else { return }
        let size = app.screenDevice.size
        var anchors: [(Phrase, CGPoint)] = [(Phrase("workbook.drive.left-edge", "the left edge"), CGPoint(x: 4, y: size.height / 2))]
        anchors += app.engine.run { app.allViews.filter(app.isVisible) }.compactMap { view in
            view.accessibilityIdentifier.map { (Phrase(verbatim: "\"\($0)\""), clamp(app.centre(of: view))) }
        }
        // Moved, or another screen: from the start.
        if anchorPoint != cursor || !anchors.indices.contains(anchor) || anchors[anchor].1 != cursor { anchor = -1 }
        anchor = (anchor + 1) % anchors.count
        cursor = anchors[anchor].1
        anchorPoint = cursor
        remark = Phrase("workbook.drive.cursor-on", "The cursor is on \(anchors[anchor].0).")
    }

    /// Reads the trace for what the interaction controller told UIKit since the last look.
    private func listen() {
        let events = app.engine.trace.events
        guard events.count > traceSeen else { return }
        for event in events[traceSeen...] {
            switch event.kind {
            case let .interaction(call, percent):
                switch call {
                case .update: heard.append(String(format: "update(%.2f)", Double(percent)))
                case .pause: heard.append("pause()")
                case .finish, .cancel:
                    var line = call == .finish ? "finish()" : "cancel()"
                    let speed = app.engine.transitionParticipants.last { $0.number == event.transition }
                        .flatMap { ($0.interactionController as? UIViewControllerInteractiveTransitioning)?.completionSpeed }
                    // The speed the rest plays at, when it is not UIKit's default.
                    if let speed, speed != 1 { line += String(format: " completionSpeed %.1f", Double(speed)) }
                    heard.append(line)
                }
            case let .completeTransition(completed, _): heard.append("completeTransition(\(completed))")
            case let .began(kind, _, _, _): heard.append("\(kind.rawValue) began")
            default: break
            }
        }
        traceSeen = events.count
    }

    /// What UIKit heard, with runs of `update` shown as their count and last value: one part
    /// per call or run.
    nonisolated static func parts(_ calls: [String]) -> [String] {
        var parts: [String] = []
        var updates = 0
        var lastUpdate = ""
        func flush() {
            if updates == 1 { parts.append(lastUpdate) } else if updates > 1 { parts.append("update ×\(updates) → " + lastUpdate.dropFirst(7).dropLast()) }
            updates = 0
        }
        for call in calls {
            if call.hasPrefix("update(") { updates += 1; lastUpdate = call } else { flush(); parts.append(call) }
        }
        flush()
        return parts
    }

    nonisolated static func summary(_ calls: [String]) -> String { parts(calls).joined(separator: " · ") }

    /// The latest of `parts` that fit in `lines` lines of `width` columns after `prefix`, the
    /// earlier ones replaced by "…"; wrapped between parts where it can.
    nonisolated static func latest(_ parts: [String], prefix: String, width: Int, lines: Int = 1) -> [String] {
        var shown = parts
        func wrapped() -> [String] {
            // A call is not broken across lines: its own spaces do not break.
            let calls = shown.map { $0.replacingOccurrences(of: " ", with: "\u{A0}") }
            // The dot stays at the end of a line, not the start of the next.
            let text = prefix + (shown.count < parts.count ? "…\u{A0}· " : "") + calls.joined(separator: "\u{A0}· ")
            let renderer = MarkdownRenderer(style: .plain)
            return renderer.wrap(renderer.inline(text.trimmingCharacters(in: .whitespaces)), width: width - 1, indent: "")
                .map { " " + $0.replacingOccurrences(of: "\u{A0}", with: " ") }
        }
        var result = wrapped()
        while result.count > lines, !shown.isEmpty {
            shown.removeFirst()
            result = wrapped()
        }
        return Array(result.prefix(lines))
    }

    var calls: [String] { heard }

    /// The progress the interaction controller last gave the transition in progress, if one is.
    var percentComplete: Double? {
        guard let number = app.engine.transitionParticipants.last?.number else { return nil }
        return app.summary(of: number).lastUpdate
    }

    var script: DriveScript { DriveScript(exercise: exercise, events: events, calls: heard) }

    /// The screen for a window: the status line, two lines of what UIKit heard, the app with the cursor (`+`, `@` while the
    /// finger is down), the keys.
    func screen(columns: Int, rows: Int, colors: Bool) -> [String] {
        func say(_ phrase: Phrase) -> String { phrase.rendered(catalogue) }
        let finger = touch == nil ? Phrase("workbook.drive.finger-up", "up") : Phrase("workbook.drive.finger-down", "down")
        let (t, x, y) = (String(format: "%.2f", time), String(format: "%.0f", Double(cursor.x)), String(format: "%.0f", Double(cursor.y)))
        var status = " " + say(Phrase("workbook.drive.status", "drive \(exercise) · t \(t) s · finger \(finger) (\(x), \(y))"))
        if let percent = percentComplete { status += String(format: " · percentComplete %.2f", percent) }
        var prefix = " "
        if let remark { prefix += say(remark) + " " }
        if let v = liftVelocity, touch == nil {
            let (vx, vy) = (String(format: "%.0f", Double(v.x)), String(format: "%.0f", Double(v.y)))
            prefix += say(Phrase("workbook.drive.lifted", "Lifted at (\(vx), \(vy)) pt/s.")) + " "
        }
        var told = heard.isEmpty ? [prefix + say(Phrase("workbook.drive.heard-nothing", "UIKit has heard nothing from your code yet."))]
            : Self.latest(Self.parts(Array(heard.suffix(200))), prefix: prefix + say(Phrase("workbook.drive.heard", "UIKit heard:")) + " ", width: columns, lines: 2)
        told += Array(repeating: "", count: max(0, 2 - told.count))
        let keys = " " + say(columns >= 96 ? Phrase("workbook.drive.keys-wide", "arrows drag (Shift ×5) · Enter lift · f flick · t tap · wasd/Tab cursor · r restart · q quit")
            : Phrase("workbook.drive.keys", "arrows drag · ⏎ lift · f flick · t tap · wasd/Tab cursor · r restart · q quit"))
        var frame = app.frame()
        let height = rows - 4
        var body: [String]
        if let size = frame.fittingSize(columns: columns - 2, rows: height) {
            let device = app.screenDevice
            frame = frame.scaled(columns: size.columns, rows: size.rows)
            let column = min(max(Int(cursor.x / device.size.width * CGFloat(frame.columns)), 0), frame.columns - 1)
            let row = min(max(Int(cursor.y / device.size.height * CGFloat(frame.rows)), 0), frame.rows - 1)
            frame[column, row] = touch == nil ? "+" : "@"
            body = (colors ? FrameStyle.ansi : FrameStyle.plain).lines(frame, nil)
        } else {
            body = [Words.clip(say(Words.windowTooSmall), to: columns)]
        }
        body += Array(repeating: "", count: max(0, height - body.count))
        // The words may be Chinese, two columns a character.
        let words = { (line: String) in Words.clip(line, to: columns) }
        return [words(status)] + told.map(words) + body.prefix(max(height, 1)).map { SideBySide.clip($0, to: columns) } + [words(keys)]
    }

    /// Plays `script` on the app from its launch and returns a display frame every 1/60 s, from
    /// a moment before the finger first goes down until the app has come to rest after it last
    /// lifts (a minute at most); times count from the first frame.
    func replay(_ script: DriveScript) -> [Frame] {
        let step = 1.0 / 60
        let first = max(0, (script.events.first?.time ?? 0) - 0.2)
        let last = min((script.events.last?.time ?? 0), first + 60)
        advance(first)
        var frames: [Frame] = []
        var pending = script.events[...]
        var finger: ScriptedTouch?
        func capture() {
            var frame = app.frame()
            frame.time = (frames.count == 0 ? 0 : Double(frames.count) * step)
            frames.append(frame)
        }
        capture()
        var quietFrames = 0
        while frames.count < 60 * 62 {
            let until = first + Double(frames.count) * step
            while let event = pending.first, event.time <= until + 0.0005 {
                pending = pending.dropFirst()
                advance(event.time - time)
                let point = CGPoint(x: event.x, y: event.y)
                switch event.kind {
                case .down: finger = app.engine.touchDown(at: point)
                case .move: finger?.move(to: point)
                case .up: finger?.lift(); finger = nil
                case .cancel: finger?.cancel(); finger = nil
                }
            }
            advance(until - time)
            capture()
            // After the last event: until nothing moves for half a second, or three seconds.
            if pending.isEmpty, time > last {
                quietFrames = frames.count >= 2 && frames[frames.count - 1] == frames[frames.count - 2] ? quietFrames + 1 : 0
                if quietFrames >= 30 || time > last + 3 { break }
            }
        }
        return frames
    }
}
