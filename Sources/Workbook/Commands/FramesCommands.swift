import ArgumentParser
import Foundation
import Frames
import Grading

/// The frames of the current exercise: the learner's (from the last check) and the reference.
struct ExerciseFrames {
    let name: String
    let expected: [Frame]?
    let yours: [Frame]?

    /// The frames, running a check first (quietly) when there are none of the learner's yet.
    static func loadRecording(_ entry: Catalog.Entry, in session: Session, name: String?) throws -> ExerciseFrames {
        let frames = try load(entry, in: session, name: name)
        guard frames.yours == nil else { return frames }
        session.output.line(session.style.dim(session.text(Phrase("workbook.frames.recording-yours", "Recording your animation first (a check)…"))))
        _ = try CheckCommand.perform(entry, in: session, showProgress: true)
        return try load(entry, in: session, name: name)
    }

    static func load(_ entry: Catalog.Entry, in session: Session, name requested: String?) throws -> ExerciseFrames {
        let names = entry.exercise.frames ?? []
        let failed = LastCheck.firstMismatch(entry, in: session.workspace)?.animation.flatMap { names.contains($0) ? $0 : nil }
        guard let name = requested ?? failed ?? names.first else {
            throw CommandError(Phrase("workbook.frames.no-animation", "This exercise has no recorded animation to show."), in: session, exitCode: 1)
        }
        guard requested == nil || names.contains(name) else {
            throw CommandError(Phrase("workbook.frames.animations", "This exercise's animations are: \(names.joined(separator: ", "))."), in: session)
        }
        let expected = read(session.workspace.goldensDirectory(entry.chapter).appendingPathComponent(name + ".frames"))
        let yours = read(session.workspace.runsDirectory(entry.exercise).appendingPathComponent(name + ".frames"))
        return ExerciseFrames(name: name, expected: expected, yours: yours)
    }

    /// Every display frame of the learner's last recording `name`, for `play` (nil when the
    /// check kept none).
    static func yourPlayback(_ entry: Catalog.Entry, in session: Session, name: String) -> [Frame]? {
        read(session.workspace.runsDirectory(entry.exercise).appendingPathComponent(name + ".play.frames"))
    }

    /// Every display frame of the reference's recording `name`: recorded once from the
    /// reference solution (a quiet check of it, about two seconds; its build kept for the
    /// chapter's other animations) and kept beside the learner's runs; recorded again when the
    /// chapter's reference frames are newer. Ctrl-C during the recording ends the command
    /// (it throws): the learner asked to stop, not to watch the graded moments instead.
    static func referencePlayback(_ entry: Catalog.Entry, in session: Session, name: String) throws -> [Frame]? {
        let folder = session.workspace.runsDirectory(entry.exercise).appendingPathComponent("reference")
        let file = folder.appendingPathComponent(name + ".play.frames")
        let golden = session.workspace.goldensDirectory(entry.chapter).appendingPathComponent(name + ".frames")
        func modified(_ url: URL) -> Date? { (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date }
        if let kept = modified(file), let reference = modified(golden), kept >= reference, let frames = read(file) { return frames }
        guard let checker = try? session.checker() else { return nil }
        session.output.line(session.style.dim(session.text(Phrase("workbook.frames.recording-reference", "Recording the reference animation for playback (once)…"))))
        var options = Checker.Options()
        options.variant = .solution
        // The chapter's reference is built once for all its animations (and replays).
        options.buildFolder = checker.referenceFolder(entry.chapter)
        options.runsDirectory = folder
        let cancellation = GraderProcess.Cancellation()
        _ = session.interrupts.whileRunning(onInterrupt: { cancellation.cancel() }) {
            checker.check(entry, options: options, cancellation: cancellation)
        }
        if cancellation.isCancelled { throw CommandError(Phrase("workbook.frames.recording-cancelled", "Recording cancelled."), in: session, exitCode: 130) }
        return read(file)
    }

    static func read(_ url: URL) -> [Frame]? {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        return try? FrameFile.decode(text)
    }
}

/// `play`: animate the learner's (or the expected) frames in place.
public struct PlayCommand: SessionCommand {
    public static let configuration = CommandConfiguration(commandName: "play", abstract: "Play your animation from the last check (or the expected one) in the terminal.")
    @Flag(help: "Play the reference animation instead of yours.") public var expected = false
    @Option(help: "Slow motion factor (2 plays at half speed).") public var slow: Double = 1
    @Flag(help: "Play once instead of looping until a key is pressed.") public var once = false
    @Option(help: ArgumentHelp("Write the animation to this file as an asciicast (asciinema's format), the reference and yours side by side, instead of playing it.", valueName: "file")) public var cast: String?
    @Argument(help: "Which animation of the exercise (default: the one the last check failed in, or the first).") public var animation: String?
    @Option(help: ArgumentHelp("Which animation of the exercise (the same as the argument).", visibility: .hidden)) public var name: String?
    @Option(help: ArgumentHelp("Replay a gesture saved by `drive` (\"last\" is the latest) on your code, or with --expected on the reference.", valueName: "gesture")) public var drive: String?
    public init() {}

    public func validate() throws {
        guard slow > 0, slow <= 50 else { throw ValidationError(Words.slowRange) }
        if drive != nil, animation ?? name != nil { throw ValidationError(Words.driveWithName) }
    }

    public func run(in session: Session) throws {
        let entry = session.current
        if let drive { return try playGesture(drive, entry, in: session) }
        let name = animation ?? name
        let frames = expected ? try ExerciseFrames.load(entry, in: session, name: name) : try ExerciseFrames.loadRecording(entry, in: session, name: name)
        if let cast {
            return try Sharing.writeCast(entry, name: frames.name, expectedOnly: expected, slow: slow, to: cast, in: session)
        }
        let interactive = isatty(STDOUT_FILENO) == 1 && session.output is StandardOutput
        // On a terminal every display frame when there are (smooth), else the graded moments;
        // printed (to a pipe or a file), the graded moments.
        let playback = !interactive ? nil : expected ? try ExerciseFrames.referencePlayback(entry, in: session, name: frames.name)
                                                     : ExerciseFrames.yourPlayback(entry, in: session, name: frames.name)
        let chosen = playback.flatMap { $0.isEmpty ? nil : $0 } ?? (expected ? frames.expected : frames.yours)
        guard let sequence = chosen, !sequence.isEmpty else {
            if expected { throw CommandError(Words.referenceMissing(frames.name), in: session) }
            throw CommandError(Words.noRecording(frames.name), in: session, exitCode: 1)
        }
        let catalogue = session.catalogue
        let title = (expected ? Words.expected : Words.yours).rendered(catalogue)
        guard interactive else {
            for frame in sequence {
                session.output.line(String(format: "%@ t = %.2f s", title, frame.time ?? 0))
                for line in FrameStyle.plain.lines(frame, nil) { session.output.line(line) }
            }
            return
        }
        let player = FramePlayer(frames: sequence, caption: "\(title) · \(frames.name)", slow: slow, colors: session.style.colors, catalogue: catalogue)
        let window = { TerminalStyle.windowSize() ?? (session.style.width, session.style.height ?? 24) }
        let played = session.interrupts.whileRunning(onInterrupt: { player.stop() }) {
            player.play(loop: !once, window: window)
        }
        if !played {
            let least = FramePlayer.smallestWindow(for: sequence[0])
            let now = window()
            throw CommandError(Phrase("workbook.play.window-too-small", "The window is \(now.columns) × \(now.rows): too small to play the animation. Make it at least \(least.columns) × \(least.rows)."), catalogue)
        }
    }
}

extension PlayCommand {
    /// `play --drive NAME`: the saved gesture replayed on the learner's code (or the reference).
    func playGesture(_ gesture: String, _ entry: Catalog.Entry, in session: Session) throws {
        let catalogue = session.catalogue
        let script = try Drives.load(entry, named: gesture, in: session.workspace, catalogue: catalogue)
        let reference = expected || cast != nil
            ? try Drives.replay(script, entry, variant: .solution, in: session, label: Words.replaying(gesture, reference: true).rendered(catalogue)) : nil
        let yours = expected ? nil : try Drives.replay(script, entry, variant: .lesson, in: session, label: Words.replaying(gesture, reference: false).rendered(catalogue))
        if let cast {
            return try Sharing.writeCast(expected: reference, yours: yours, title: Words.gestureCast(entry.exercise.id, gesture, expectedOnly: expected).rendered(catalogue),
                                         what: gesture, slow: slow, to: cast, in: session)
        }
        let sequence = (expected ? reference : yours) ?? []
        let title = (expected ? Words.expected : Words.yours).rendered(catalogue)
        let caption = Phrase("workbook.play.gesture-caption", "\(title) · gesture \(gesture)").rendered(catalogue)
        guard isatty(STDOUT_FILENO) == 1, session.output is StandardOutput else {
            // Printed: a frame every tenth of a second.
            for frame in sequence.enumerated().filter({ $0.offset % 6 == 0 || $0.offset == sequence.count - 1 }).map(\.element) {
                session.output.line(String(format: "%@ · t = %.2f s", caption, frame.time ?? 0))
                for line in FrameStyle.plain.lines(frame, nil) { session.output.line(line) }
            }
            return
        }
        let player = FramePlayer(frames: sequence, caption: caption, slow: slow, colors: session.style.colors, catalogue: catalogue)
        let window = { TerminalStyle.windowSize() ?? (session.style.width, session.style.height ?? 24) }
        let played = session.interrupts.whileRunning(onInterrupt: { player.stop() }) { player.play(loop: !once, window: window) }
        if !played, let first = sequence.first {
            let least = FramePlayer.smallestWindow(for: first)
            throw CommandError(Phrase("workbook.play.window-too-small-gesture", "The window is too small to play the gesture. Make it at least \(least.columns) × \(least.rows)."), catalogue)
        }
    }
}

/// Draws frames in place at their times, until a key (or Ctrl-C): on the terminal's alternate
/// screen, so nothing reaches the scrollback and the screen comes back as it was; each frame
/// fitted to the window (`Frame.scaled`) under a status line.
final class FramePlayer: @unchecked Sendable {
    let frames: [Frame]
    let caption: String
    let slow: Double
    let colors: Bool
    /// The language of the status line.
    let catalogue: Catalogue?
    private let lock = NSLock()
    private var stopped = false

    init(frames: [Frame], caption: String, slow: Double, colors: Bool, catalogue: Catalogue? = nil) {
        self.frames = frames
        self.caption = caption
        self.slow = slow
        self.colors = colors
        self.catalogue = catalogue
    }

    func stop() { lock.withLock { stopped = true } }
    private var isStopped: Bool { lock.withLock { stopped } }

    /// The smallest window that shows a frame (at a quarter of its size) and the status line.
    static func smallestWindow(for frame: Frame) -> (columns: Int, rows: Int) {
        (max(frame.columns / 4 + 2, 20), frame.rows / 4 + 3)
    }

    /// The lines of one screen: the status line, then the frame fitted to `window` (nil when the
    /// window is too small for it).
    func screen(_ index: Int, window: (columns: Int, rows: Int)) -> [String]? {
        let frame = frames[index]
        guard let size = frame.fittingSize(columns: window.columns - 2, rows: window.rows - 3) else { return nil }
        let shown = frame.scaled(columns: size.columns, rows: size.rows)
        var status = " \(caption)" + String(format: "  t = %.2f s", frame.time ?? 0)
        if slow != 1 { status += "  " + Phrase("workbook.play.slower", "×\(String(format: "%g", slow)) slower").rendered(catalogue) }
        if shown.columns < frame.columns || shown.rows < frame.rows { status += "  " + Phrase("workbook.play.shrunk", "(shrunk to fit)").rendered(catalogue) }
        status += "  " + Phrase("workbook.play.any-key", "any key stops").rendered(catalogue)
        return [Words.clip(status, to: window.columns)] + (colors ? FrameStyle.ansi : FrameStyle.plain).lines(shown, nil)
    }

    /// Plays the frames, looping until stopped when `loop`. Returns false, having drawn
    /// nothing, when the window is too small.
    @discardableResult
    func play(loop: Bool, window: () -> (columns: Int, rows: Int)) -> Bool {
        guard screen(0, window: window()) != nil else { return false }
        let raw = RawTerminal()
        // The alternate screen, cursor hidden; restored however the playback ends.
        FileHandle.standardOutput.write(Data("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J".utf8))
        defer {
            FileHandle.standardOutput.write(Data("\u{1B}[?25h\u{1B}[?1049l".utf8))
            raw?.restore()
        }
        var lastWindow = window()
        repeat {
            for (i, frame) in frames.enumerated() {
                if isStopped || raw?.keyPressed() == true { stop(); break }
                let now = window()
                // A resized window is cleared before it is drawn again.
                var text = now == lastWindow ? "\u{1B}[H" : "\u{1B}[2J\u{1B}[H"
                lastWindow = now
                if let lines = screen(i, window: now) {
                    text += lines.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n") + "\u{1B}[J"
                } else {
                    let least = Self.smallestWindow(for: frame)
                    text += Phrase("workbook.play.window-too-small-now", "The window is too small: make it at least \(least.columns) × \(least.rows).").rendered(catalogue) + "\u{1B}[K\u{1B}[J"
                }
                FileHandle.standardOutput.write(Data(text.utf8))
                let t = frame.time ?? 0
                let next = i + 1 < frames.count ? (frames[i + 1].time ?? t) : t + 0.5
                let delay = max(0.03, (next - t) * slow)
                let until = Date().addingTimeInterval(delay)
                while Date() < until, !isStopped {
                    if raw?.keyPressed() == true { stop(); break }
                    Thread.sleep(forTimeInterval: 0.01)
                }
            }
        } while loop && !isStopped
        return true
    }
}

/// Standard input without line buffering or echo, to notice a key press; restored afterwards.
final class RawTerminal {
    private var saved = termios()

    init?() {
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    }

    func keyPressed() -> Bool { readByte() != nil }

    /// The next byte typed, if any (without waiting).
    func readByte() -> UInt8? {
        var byte: UInt8 = 0
        return read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
    }

    func restore() {
        tcsetattr(STDIN_FILENO, TCSANOW, &saved)
    }
}

/// `diff`: the expected frame and yours side by side.
public struct DiffCommand: SessionCommand {
    public static let configuration = CommandConfiguration(commandName: "diff", abstract: "Show the expected frame and yours side by side (at a time, or where they first differ).", aliases: ["frames"])
    @Argument(help: ArgumentHelp("A time in seconds since the transition began (default: the first frame that differs), an animation of the exercise (default: the one the last check failed in, or the first), or both.", valueName: "time-or-animation"))
    public var words: [String] = []
    @Flag(help: "Show every frame, one after the other.") public var all = false
    @Option(help: ArgumentHelp("Write the moment, side by side, to this file as an SVG picture (for a chat or an issue).", valueName: "file")) public var svg: String?
    @Option(help: ArgumentHelp("Which animation of the exercise (the same as the argument).", visibility: .hidden)) public var name: String?
    public init() {}

    public func validate() throws {
        guard words.count <= 2, words.filter({ Double($0) != nil }).count <= 1, words.filter({ Double($0) == nil }).count <= 1 else {
            throw ValidationError(Phrase("workbook.diff.arguments", "`diff` takes a time, an animation's name, or one of each (`diff 0.4`, `diff dismiss`, `diff dismiss 0.4`)."))
        }
    }

    public func run(in session: Session) throws {
        let entry = session.current
        let time = words.compactMap(Double.init).first
        let frames = try ExerciseFrames.loadRecording(entry, in: session, name: words.first { Double($0) == nil } ?? name)
        let catalogue = session.catalogue
        func say(_ phrase: Phrase) -> String { phrase.rendered(catalogue) }
        guard let expected = frames.expected, !expected.isEmpty else {
            throw CommandError(Words.referenceMissing(frames.name), catalogue)
        }
        guard let yours = frames.yours, !yours.isEmpty else {
            throw CommandError(Words.noRecording(frames.name), catalogue, exitCode: 1)
        }
        let pairs = Array(zip(expected, yours))
        let s = session.style
        let style: FrameStyle = s.colors ? .ansi : .plain
        var lines: [String] = []
        // On a terminal one pair is fitted to the window: less the command line, the note that
        // the frames were shrunk, the summary under them (as many lines as it wraps to) and the
        // prompt, so that the captions saying which side is which stay in view. Every pair
        // (`--all`) is fitted to its width and goes through the pager.
        let renderer = MarkdownRenderer(style: s)
        func show(_ pair: (Frame, Frame)) {
            let t = String(format: "%.2f s", pair.1.time ?? pair.0.time ?? 0)
            let caption = (left: say(Words.expected(at: t)), right: say(Words.yours(at: t)))
            // Counted as `check` counts them: cells a person sees as different.
            let diff = pair.0.perceptualDiff(pair.1)
            let verdict = diff.isEmpty ? s.green(say(Phrase("workbook.diff.same", "the same to the eye")))
                : say(Phrase("workbook.diff.cells", "\(diff.count) of \(diff.columns * diff.rows) cells differ (\(Int((diff.fraction * 100).rounded())) %), in \(FrameVerdict.whereabouts(diff))"))
            let summary = renderer.wrap(say(Phrase("workbook.diff.summary", "\(frames.name): \(verdict)")),
                                        width: s.width - 4, indent: "").enumerated().map { ($0.offset == 0 ? "  " : "    ") + $0.element }
            let height = all ? nil : s.height.map { $0 - 3 - summary.count }
            if s.height == nil {
                lines += SideBySide.render(pair.0, pair.1, leftCaption: caption.left, rightCaption: caption.right, style: style)
            } else if let (fitted, scaled) = SideBySide.fitted(pair.0, pair.1, leftCaption: caption.left, rightCaption: caption.right, style: style, width: s.width, height: height) {
                lines += fitted
                if scaled { lines.append(s.dim("  " + say(Phrase("workbook.diff.shrunk", "(shrunk to fit the window: a larger window shows every cell)")))) }
            } else {
                lines.append(say(Phrase("workbook.diff.window-too-small", "The window is too small to show two frames: make it larger.")))
                return
            }
            lines += summary
        }
        if all {
            for pair in pairs { show(pair) }
            session.page(lines)
            return
        }
        // Without a time: the moment the last check failed at, if it failed in these frames.
        let failedAt = LastCheck.firstMismatch(entry, in: session.workspace).flatMap { $0.animation == frames.name ? $0.time : nil }
        let moment: (Frame, Frame)? = if let time = time ?? failedAt {
            pairs.min { abs(($0.1.time ?? 0) - time) < abs(($1.1.time ?? 0) - time) }!
        } else {
            pairs.first(where: { !$0.0.perceptualDiff($0.1).isEmpty })
        }
        if let svg {
            let pair = moment ?? pairs[0]
            let url = session.resolvedPath(svg)
            do {
                try Data(Sharing.svg(pair.0, pair.1, time: pair.1.time ?? 0, animation: frames.name).utf8).write(to: url, options: .atomic)
            } catch {
                throw CommandError(Words.cannotWrite(svg, error), catalogue)
            }
            let moment = String(format: "%.2f", pair.1.time ?? 0)
            session.output.line(say(Phrase("workbook.diff.wrote-svg", "Wrote \(svg): \(frames.name), expected and yours at \(moment) s (an SVG picture).")))
            return
        }
        if let moment {
            show(moment)
        } else {
            lines.append(s.green(say(Phrase("workbook.diff.match", "Your \(frames.name) frames match the reference frame for frame."))))
            let others = (entry.exercise.frames ?? []).filter { $0 != frames.name }
            if !others.isEmpty { lines.append(s.dim(say(Phrase("workbook.diff.also-records", "This exercise also records \(others.joined(separator: ", ")): `diff \(others[0])`.")))) }
        }
        for line in lines { session.output.line(line) }
    }
}
