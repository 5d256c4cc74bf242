import ArgumentParser
import Foundation
import Frames

/// The frames of the current exercise: the learner's (from the last check) and the reference.
struct ExerciseFrames {
    let name: String
    let expected: [Frame]?
    let yours: [Frame]?

    /// The frames, running a check first (quietly) when there are none of the learner's yet.
    static func loadRecording(_ entry: Catalog.Entry, in session: Session, name: String?) throws -> ExerciseFrames {
        let frames = try load(entry, in: session, name: name)
        guard frames.yours == nil else { return frames }
        session.output.line(session.style.dim("Recording your animation first (a check)…"))
        _ = try CheckCommand.perform(entry, in: session, showProgress: true)
        return try load(entry, in: session, name: name)
    }

    static func load(_ entry: Catalog.Entry, in session: Session, name requested: String?) throws -> ExerciseFrames {
        let names = entry.exercise.frames ?? []
        guard let name = requested ?? names.first else {
            throw CommandError("This exercise has no recorded animation to show.", exitCode: 1)
        }
        guard requested == nil || names.contains(name) else {
            throw CommandError("This exercise's animations are: \(names.joined(separator: ", ")).")
        }
        func read(_ url: URL) -> [Frame]? {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
            return try? FrameFile.decode(text)
        }
        let expected = read(session.workspace.goldensDirectory(entry.chapter).appendingPathComponent(name + ".frames"))
        let yours = read(session.workspace.runsDirectory(entry.exercise).appendingPathComponent(name + ".frames"))
        return ExerciseFrames(name: name, expected: expected, yours: yours)
    }
}

/// `play`: animate the learner's (or the expected) frames in place.
public struct PlayCommand: SessionCommand {
    public static let configuration = CommandConfiguration(commandName: "play", abstract: "Play your animation from the last check (or the expected one) in the terminal.")
    @Flag(help: "Play the reference animation instead of yours.") public var expected = false
    @Option(help: "Slow motion factor (2 plays at half speed).") public var slow: Double = 1
    @Flag(help: "Play once instead of looping until a key is pressed.") public var once = false
    @Option(help: "Which animation of the exercise (see the exercise's list).") public var name: String?
    public init() {}

    public func validate() throws {
        guard slow > 0, slow <= 50 else { throw ValidationError("--slow takes a factor between 0 and 50.") }
    }

    public func run(in session: Session) throws {
        let entry = session.current
        let frames = expected ? try ExerciseFrames.load(entry, in: session, name: name) : try ExerciseFrames.loadRecording(entry, in: session, name: name)
        let chosen = expected ? frames.expected : frames.yours
        guard let sequence = chosen, !sequence.isEmpty else {
            if expected { throw CommandError("The reference frames \"\(frames.name)\" are missing (an author records them with `workbook author record`).") }
            throw CommandError("Your app recorded no animation for \(frames.name): the transition did not start. `check` says why.", exitCode: 1)
        }
        let title = expected ? "expected" : "yours"
        let interactive = isatty(STDOUT_FILENO) == 1 && session.output is StandardOutput
        guard interactive else {
            for frame in sequence {
                session.output.line(String(format: "%@ t = %.2f s", title, frame.time ?? 0))
                for line in FrameStyle.plain.lines(frame, nil) { session.output.line(line) }
            }
            return
        }
        let player = FramePlayer(frames: sequence, caption: title, slow: slow, colors: session.style.colors)
        session.interrupts.whileRunning(onInterrupt: { player.stop() }) {
            player.play(loop: !once)
        }
    }
}

/// Draws frames in place at their times, until a key (or Ctrl-C).
final class FramePlayer: @unchecked Sendable {
    let frames: [Frame]
    let caption: String
    let slow: Double
    let colors: Bool
    private let lock = NSLock()
    private var stopped = false

    init(frames: [Frame], caption: String, slow: Double, colors: Bool) {
        self.frames = frames
        self.caption = caption
        self.slow = slow
        self.colors = colors
    }

    func stop() { lock.withLock { stopped = true } }
    private var isStopped: Bool { lock.withLock { stopped } }

    func play(loop: Bool) {
        let raw = RawTerminal()
        defer { raw?.restore() }
        var first = true
        let height = frames[0].rows + 3
        repeat {
            for (i, frame) in frames.enumerated() {
                if isStopped || raw?.keyPressed() == true { stop(); break }
                var text = first ? "" : "\u{1B}[\(height)A"
                first = false
                let t = frame.time ?? 0
                text += "\r\u{1B}[K" + String(format: " %@  t = %.2f s  (any key stops)", caption, t) + "\n"
                for line in (colors ? FrameStyle.ansi : FrameStyle.plain).lines(frame, nil) { text += "\r\u{1B}[K" + line + "\n" }
                FileHandle.standardOutput.write(Data(text.utf8))
                let next = i + 1 < frames.count ? (frames[i + 1].time ?? t) : t + 0.5
                let delay = max(0.03, (next - t) * slow)
                let until = Date().addingTimeInterval(delay)
                while Date() < until, !isStopped {
                    if raw?.keyPressed() == true { stop(); break }
                    Thread.sleep(forTimeInterval: 0.01)
                }
            }
        } while loop && !isStopped
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

    func keyPressed() -> Bool {
        var byte: UInt8 = 0
        return read(STDIN_FILENO, &byte, 1) == 1
    }

    func restore() {
        tcsetattr(STDIN_FILENO, TCSANOW, &saved)
    }
}

/// `diff`: the expected frame and yours side by side.
public struct DiffCommand: SessionCommand {
    public static let configuration = CommandConfiguration(commandName: "diff", abstract: "Show the expected frame and yours side by side (at a time, or where they first differ).", aliases: ["frames"])
    @Argument(help: "Seconds since the transition began (default: the first frame that differs).") public var time: Double?
    @Flag(help: "Show every frame, one after the other.") public var all = false
    @Option(help: "Which animation of the exercise.") public var name: String?
    public init() {}

    public func run(in session: Session) throws {
        let entry = session.current
        let frames = try ExerciseFrames.loadRecording(entry, in: session, name: name)
        guard let expected = frames.expected, !expected.isEmpty else {
            throw CommandError("The reference frames \"\(frames.name)\" are missing (an author records them with `workbook author record`).")
        }
        guard let yours = frames.yours, !yours.isEmpty else {
            throw CommandError("Your app recorded no animation for \(frames.name): the transition did not start. `check` says why.", exitCode: 1)
        }
        let pairs = Array(zip(expected, yours))
        let style: FrameStyle = session.style.colors ? .ansi : .plain
        func show(_ pair: (Frame, Frame)) {
            let t = String(format: "%.2f s", pair.1.time ?? pair.0.time ?? 0)
            let diff = pair.0.diff(pair.1)
            for line in SideBySide.render(pair.0, pair.1, leftCaption: "expected at \(t)", rightCaption: "yours at \(t)", style: style) { session.output.line(line) }
            session.output.line(diff.isEmpty ? session.style.green("  identical") : "  \(diff.count) cells differ, in \(diff.whereabouts)")
        }
        if all {
            for pair in pairs { show(pair) }
            return
        }
        if let time {
            let best = pairs.min { abs(($0.1.time ?? 0) - time) < abs(($1.1.time ?? 0) - time) }!
            show(best)
            return
        }
        if let first = pairs.first(where: { !$0.0.diff($0.1).isEmpty }) {
            show(first)
        } else {
            session.output.line(session.style.green("Your frames match the reference frame for frame."))
        }
    }
}
