import ArgumentParser
import Foundation
import Frames
import Grading

/// `scrub`: step through the learner's animation and the reference, display frame by display
/// frame, in a full-window view (the terminal's alternate screen, restored afterwards).
public struct ScrubCommand: SessionCommand {
    public static let configuration = CommandConfiguration(
        commandName: "scrub",
        abstract: "Step through your animation and the reference frame by frame (←/→ a frame, [ ] a tenth of a second, Home/End, Space plays, e changes the view, q leaves).",
        discussion: """
            Opens at the moment the last check failed, else at the start. The view cycles with e: side by side, expected, yours, and the difference (yours, the cells that differ from the reference marked). The status line says the time, the frame, and how the views differ from the reference's at the nearest moment the check compares.

            Printed to a pipe or a file, it shows one screen: the moment --at names (or the one it would open at).
            """)

    /// What the window shows.
    public enum View: String, CaseIterable, ExpressibleByArgument, Sendable {
        case sideBySide = "side-by-side", expected, yours, difference

        var next: View { View.allCases[(View.allCases.firstIndex(of: self)! + 1) % View.allCases.count] }
        var title: Phrase {
            switch self {
            case .sideBySide: Phrase("workbook.scrub.side-by-side", "side by side")
            case .expected: Words.expected
            case .yours: Words.yours
            case .difference: Phrase("workbook.scrub.difference", "difference")
            }
        }
    }

    @Argument(help: "Which animation of the exercise (default: the one the last check failed in, or the first).") public var animation: String?
    @Option(help: "The moment to open at, in seconds since the transition began.") public var at: Double?
    @Option(help: "What to show: side-by-side, expected, yours or difference.") public var view: View = .sideBySide
    @Option(help: "Slow motion factor when Space plays (and in --cast).") public var slow: Double = 4
    @Option(help: ArgumentHelp("Write every moment, the reference and yours side by side, to this file as an asciicast (asciinema's format), at the frames' times times --slow.", valueName: "file")) public var cast: String?

    @Option(help: ArgumentHelp("Step through a gesture saved by `drive` (\"last\" is the latest), replayed on your code and the reference.", valueName: "gesture")) public var drive: String?

    public init() {}

    public func validate() throws {
        guard slow > 0, slow <= 50 else { throw ValidationError(Words.slowRange) }
        if let at, at < 0 { throw ValidationError(Phrase("workbook.scrub.at-range", "--at takes a moment from 0 seconds on.")) }
        if drive != nil, animation != nil { throw ValidationError(Words.driveWithName) }
    }

    public func run(in session: Session) throws {
        let entry = session.current
        let catalogue = session.catalogue
        if let drive {
            let script = try Drives.load(entry, named: drive, in: session.workspace, catalogue: catalogue)
            let expected = try Drives.replay(script, entry, variant: .solution, in: session, label: Words.replaying(drive, reference: true).rendered(catalogue))
            let yours = try Drives.replay(script, entry, variant: .lesson, in: session, label: Words.replaying(drive, reference: false).rendered(catalogue))
            if let cast {
                return try Sharing.writeCast(expected: expected, yours: yours, title: Words.gestureCast(entry.exercise.id, drive, expectedOnly: false).rendered(catalogue),
                                             what: drive, slow: slow, to: cast, in: session)
            }
            var scrubber = Scrubber(name: Phrase("workbook.scrub.gesture", "gesture \(drive)").rendered(catalogue), expected: expected, yours: yours,
                                    gradedExpected: expected, gradedYours: yours, view: view)
            scrubber.catalogue = catalogue
            scrubber.move(to: at ?? 0)
            return show(scrubber, in: session)
        }
        var frames = try ExerciseFrames.loadRecording(entry, in: session, name: animation)
        if ExerciseFrames.codeChanged(since: frames.name, entry, in: session) {
            session.output.line(session.style.dim(session.text(Phrase("workbook.scrub.code-changed", "Your code changed since the last check: checking again…"))))
            _ = try CheckCommand.perform(entry, in: session, showProgress: true)
            frames = try ExerciseFrames.load(entry, in: session, name: frames.name)
        }
        guard let graded = frames.expected, !graded.isEmpty else {
            throw CommandError(Words.referenceMissing(frames.name), catalogue)
        }
        guard let yoursGraded = frames.yours, !yoursGraded.isEmpty else {
            throw CommandError(Words.noRecording(frames.name), catalogue, exitCode: 1)
        }
        if let cast { return try Sharing.writeCast(entry, name: frames.name, expectedOnly: false, slow: slow, to: cast, in: session) }
        let expected = try ExerciseFrames.referencePlayback(entry, in: session, name: frames.name).flatMap { $0.isEmpty ? nil : $0 } ?? graded
        let yours = ExerciseFrames.yourPlayback(entry, in: session, name: frames.name).flatMap { $0.isEmpty ? nil : $0 } ?? yoursGraded
        var scrubber = Scrubber(name: frames.name, expected: expected, yours: yours, gradedExpected: graded, gradedYours: yoursGraded, view: view)
        scrubber.catalogue = catalogue
        let failedAt = LastCheck.firstMismatch(entry, in: session.workspace).flatMap { $0.animation == frames.name ? $0.time : nil }
        scrubber.move(to: at ?? failedAt ?? 0)
        show(scrubber, in: session)
    }

    /// The scrub on the terminal, or one screen printed.
    func show(_ scrubber: Scrubber, in session: Session) {
        let interactive = isatty(STDOUT_FILENO) == 1 && isatty(STDIN_FILENO) == 1 && session.output is StandardOutput
        guard interactive else {
            for line in scrubber.screen(columns: session.style.width, rows: nil, colors: false, playing: false, slow: slow) {
                session.output.line(line)
            }
            return
        }
        let screen = ScrubScreen(scrubber: scrubber, slow: slow, colors: session.style.colors)
        session.interrupts.whileRunning(onInterrupt: { screen.stop() }) {
            screen.run { TerminalStyle.windowSize() ?? (session.style.width, session.style.height ?? 24) }
        }
    }
}

extension ExerciseFrames {
    /// Whether an exercise file was saved after the learner's recording `name` was made.
    static func codeChanged(since name: String, _ entry: Catalog.Entry, in session: Session) -> Bool {
        func modified(_ url: URL) -> Date? { (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date }
        guard let recorded = modified(session.workspace.runsDirectory(entry.exercise).appendingPathComponent(name + ".frames")) else { return false }
        return entry.exercise.files.contains { file in modified(session.workspace.lessonFile(entry.chapter, file)).map { $0 > recorded } ?? false }
    }
}

/// The state of a scrub: the moments both recordings have frames for, where it stands, and what
/// the window shows; it draws a screen for a window of any size.
struct Scrubber {
    let name: String
    let expected: [Frame]
    let yours: [Frame]
    /// The frames the check compares, with the state of the views in their notes.
    let gradedExpected: [Frame]
    let gradedYours: [Frame]
    var view: ScrubCommand.View
    /// The language of the status line, the note and the keys.
    var catalogue: Catalogue?
    /// Every moment either recording has a frame at, in order.
    let times: [Double]
    private(set) var index = 0

    init(name: String, expected: [Frame], yours: [Frame], gradedExpected: [Frame], gradedYours: [Frame], view: ScrubCommand.View) {
        self.name = name
        self.expected = expected
        self.yours = yours
        self.gradedExpected = gradedExpected
        self.gradedYours = gradedYours
        self.view = view
        var moments: [Double] = []
        for time in (expected + yours).map({ $0.time ?? 0 }).sorted() where moments.last.map({ time - $0 > 0.0005 }) ?? true {
            moments.append(time)
        }
        times = moments.isEmpty ? [0] : moments
    }

    var time: Double { times[index] }
    var atEnd: Bool { index == times.count - 1 }

    /// One display frame on (or back).
    mutating func step(_ frames: Int) { index = min(max(index + frames, 0), times.count - 1) }
    /// The moment nearest to `seconds`.
    mutating func move(to seconds: Double) {
        index = times.indices.min { abs(times[$0] - seconds) < abs(times[$1] - seconds) } ?? 0
    }
    /// `seconds` on (or back), at least one frame.
    mutating func jump(_ seconds: Double) {
        let before = index
        move(to: time + seconds)
        if index == before { step(seconds > 0 ? 1 : -1) }
    }
    mutating func home() { index = 0 }
    mutating func end() { index = times.count - 1 }

    /// The frame of `frames` on screen at `time`: the last one at or before it.
    static func frame(_ frames: [Frame], at time: Double) -> Frame {
        frames.last { ($0.time ?? 0) <= time + 0.0005 } ?? frames[0]
    }

    /// One line on how the views differ from the reference's, at the nearest moment the check
    /// compares at or before this one.
    func note() -> String {
        guard let moment = gradedExpected.last(where: { ($0.time ?? 0) <= time + 0.0005 }) ?? gradedExpected.first else { return "" }
        let t = moment.time ?? 0
        guard let mine = gradedYours.min(by: { abs(($0.time ?? 0) - t) < abs(($1.time ?? 0) - t) }),
              let reference = SceneState(notes: moment.notes), let actual = SceneState(notes: mine.notes) else {
            let at = String(format: "%.2f", t)
            return (moment.perceptualDiff(Self.frame(gradedYours, at: t)).isEmpty
                ? Phrase("workbook.scrub.same", "At \(at) s: the same to the eye.")
                : Phrase("workbook.scrub.screens-differ", "At \(at) s: the screens differ.")).rendered(catalogue)
        }
        guard let first = SceneComparison.differences(expected: reference, actual: actual).first else {
            return Phrase("workbook.scrub.views-match", "At \(String(format: "%.2f", t)) s the views are where the reference has them.").rendered(catalogue)
        }
        return Presenter.firstSentence(Explainer().explain(first, at: t).sentence.rendered(catalogue))
    }

    /// The screen for a window: the status line, the frames, the note (two lines at most), the
    /// keys; `rows` nil: as many as the frames take (printed, not drawn in place).
    func screen(columns: Int, rows: Int?, colors: Bool, playing: Bool, slow: Double) -> [String] {
        let style: FrameStyle = colors ? .ansi : .plain
        let e = Self.frame(expected, at: time), y = Self.frame(yours, at: time)
        let title = view.title.rendered(catalogue)
        var status = " " + Phrase("workbook.scrub.status", "\(name) · \(title) · t = \(String(format: "%.3f", time)) s · frame \(index + 1)/\(times.count)").rendered(catalogue)
        if playing { status += " · " + Phrase("workbook.scrub.playing", "playing ×\(String(format: "%g", slow)) slower").rendered(catalogue) }
        let keys = " " + (playing ? Phrase("workbook.scrub.keys-playing", "←/→ frame  [ ] 0.1 s  Home/End  Space pause  e view  q quit")
            : Phrase("workbook.scrub.keys", "←/→ frame  [ ] 0.1 s  Home/End  Space play  e view  q quit")).rendered(catalogue)
        let renderer = MarkdownRenderer(style: .plain)
        let note = Array(renderer.wrap(renderer.inline(note()), width: max(20, columns - 2), indent: "").prefix(2)).map { " " + $0 }
        // The status line, the note and the keys.
        let height = rows.map { $0 - 2 - note.count }
        var body: [String]
        switch view {
        case .sideBySide:
            body = SideBySide.fitted(e, y, leftCaption: Words.expected.rendered(catalogue), rightCaption: Words.yours.rendered(catalogue), style: style,
                                     width: columns, height: height)?.lines ?? []
        case .expected, .yours, .difference:
            let frame = view == .expected ? e : y
            guard let size = frame.fittingSize(columns: columns - 2, rows: (height ?? frame.rows + 2) - 2) else { body = []; break }
            let shown = frame.scaled(columns: size.columns, rows: size.rows)
            if view == .difference {
                let reference = e.scaled(columns: size.columns, rows: size.rows)
                let marks = reference.perceptualDiff(shown)
                body = colors ? style.lines(shown, marks) : FrameStyle.plain.lines(Self.marked(shown, marks), nil)
            } else {
                body = style.lines(shown, nil)
            }
        }
        body = body.isEmpty ? [Words.clip(Words.windowTooSmall.rendered(catalogue), to: columns)] : body.map { SideBySide.clip($0, to: columns) }
        // The words may be Chinese, two columns a character.
        let words = { (line: String) in Words.clip(line, to: columns) }
        return [words(status)] + body + Array(repeating: "", count: max(0, (height ?? 0) - body.count)) + note.map(words) + [words(keys)]
    }

    /// `frame` with the cells `marks` names drawn as `#` (for a terminal without colours).
    static func marked(_ frame: Frame, _ marks: FrameDiff) -> Frame {
        guard marks.columns == frame.columns, marks.rows == frame.rows else { return frame }
        let lines = frame.lines.enumerated().map { row, line in
            String(line.enumerated().map { column, character in marks.differs(column: column, row: row) ? "#" : character })
        }
        return Frame(lines: lines, time: frame.time, deviceName: frame.deviceName)
    }
}

/// The interactive scrub: keys move through time, the window is redrawn on each key, on a
/// resize and while playing.
final class ScrubScreen: @unchecked Sendable {
    private var scrubber: Scrubber
    private let slow: Double
    private let colors: Bool
    private let lock = NSLock()
    private var stopped = false

    init(scrubber: Scrubber, slow: Double, colors: Bool) {
        self.scrubber = scrubber
        self.slow = slow
        self.colors = colors
    }

    func stop() { lock.withLock { stopped = true } }
    private var isStopped: Bool { lock.withLock { stopped } }

    /// A key, as the terminal sends it.
    enum Key: Equatable {
        case left, right, shiftLeft, shiftRight, home, end, space, view, quit, other

        /// The key the bytes start with and how many bytes it took; nil when they may be the
        /// start of a longer sequence not complete yet.
        static func parse(_ bytes: [UInt8]) -> (key: Key, length: Int)? {
            guard let first = bytes.first else { return nil }
            switch first {
            case UInt8(ascii: "q"), UInt8(ascii: "Q"): return (.quit, 1)
            case UInt8(ascii: " "): return (.space, 1)
            case UInt8(ascii: "e"), UInt8(ascii: "E"): return (.view, 1)
            case UInt8(ascii: "["): return (.shiftLeft, 1)
            case UInt8(ascii: "]"): return (.shiftRight, 1)
            case UInt8(ascii: "h"): return (.left, 1)
            case UInt8(ascii: "l"): return (.right, 1)
            case 0x1B: break
            default: return (.other, 1)
            }
            // Escape sequences: ESC [ C, ESC [ 1 ; 2 C, ESC O H, ESC [ 4 ~ …; a lone ESC leaves.
            guard bytes.count > 1 else { return nil }
            guard bytes[1] == UInt8(ascii: "[") || bytes[1] == UInt8(ascii: "O") else { return (.quit, 1) }
            guard let last = bytes.dropFirst(2).firstIndex(where: { (0x40...0x7E).contains($0) }) else { return nil }
            let body = String(decoding: bytes[2..<last], as: UTF8.self)
            let shifted = body.hasSuffix(";2")
            let key: Key = switch bytes[last] {
            case UInt8(ascii: "C"): shifted ? .shiftRight : .right
            case UInt8(ascii: "D"): shifted ? .shiftLeft : .left
            case UInt8(ascii: "H"): .home
            case UInt8(ascii: "F"): .end
            case UInt8(ascii: "~"): body == "1" || body == "7" ? .home : body == "4" || body == "8" ? .end : .other
            default: .other
            }
            return (key, last + 1)
        }
    }

    func run(window: () -> (columns: Int, rows: Int)) {
        let raw = RawTerminal()
        FileHandle.standardOutput.write(Data("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J".utf8))
        defer {
            FileHandle.standardOutput.write(Data("\u{1B}[?25h\u{1B}[?1049l".utf8))
            raw?.restore()
        }
        var playing = false
        var lastWindow: (columns: Int, rows: Int)?
        var dirty = true
        var pending: [UInt8] = []
        var pendingSince = Date()
        var nextFrameAt = Date()
        while !isStopped {
            let now = window()
            if lastWindow.map({ $0 != now }) ?? true { dirty = true }
            if dirty {
                let clear = lastWindow.map { $0 != now } ?? true ? "\u{1B}[2J" : ""
                lastWindow = now
                let lines = scrubber.screen(columns: now.columns, rows: now.rows, colors: colors, playing: playing, slow: slow)
                FileHandle.standardOutput.write(Data((clear + "\u{1B}[H" + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n") + "\u{1B}[J").utf8))
                dirty = false
            }
            while let byte = raw?.readByte() { pending.append(byte); pendingSince = Date() }
            // A sequence not complete after 50 ms is taken as it is (a lone Escape leaves).
            while !pending.isEmpty {
                var parsed = ScrubScreen.Key.parse(pending)
                if parsed == nil, Date().timeIntervalSince(pendingSince) > 0.05 { parsed = (pending[0] == 0x1B ? .quit : .other, pending.count) }
                guard let (key, length) = parsed else { break }
                pending.removeFirst(min(length, pending.count))
                switch key {
                case .quit: stop()
                case .left: scrubber.step(-1); playing = false
                case .right: scrubber.step(1); playing = false
                case .shiftLeft: scrubber.jump(-0.1); playing = false
                case .shiftRight: scrubber.jump(0.1); playing = false
                case .home: scrubber.home(); playing = false
                case .end: scrubber.end(); playing = false
                case .space:
                    playing.toggle()
                    if playing, scrubber.atEnd { scrubber.home() }
                    nextFrameAt = Date()
                case .view: scrubber.view = scrubber.view.next
                case .other: break
                }
                dirty = true
            }
            if playing, Date() >= nextFrameAt {
                let before = scrubber.time
                scrubber.step(1)
                if scrubber.atEnd { playing = false }
                nextFrameAt = Date().addingTimeInterval(max(0.016, (scrubber.time - before) * slow))
                dirty = true
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
    }
}
