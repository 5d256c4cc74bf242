import ArgumentParser
import CSystem
import Foundation
import Frames
import Grading
import UIKit

/// `drive`: the learner's app live on the engine, the keyboard for a finger.
public struct DriveCommand: SessionCommand {
    public static let configuration = CommandConfiguration(
        commandName: "drive",
        abstract: "Run your app live and be the finger: the arrow keys drag, Enter lifts, f flicks, t taps (q leaves).",
        discussion: """
            Your app starts on the engine as it does for a check and runs in real time. The cursor (+) is where the finger goes down; the arrow keys put it down there and drag it 10 points a press (50 with Shift), Enter lifts it, f flicks it on in the last direction, t taps. With the finger up, w a s d move the cursor and Tab puts it on the left edge or on the next view with an accessibilityIdentifier; r starts the app again. The status lines say percentComplete, the pan's velocity when the finger lifted, and what your interaction controller told UIKit (update(0.42), finish(), cancel(), completionSpeed).

            Every drive is kept as the gesture "last"; --save NAME keeps it under a name too. `play --drive NAME` and `scrub --drive NAME` replay it on your code and on the reference, so that anyone can see the gesture that breaks it.
            """)

    @Option(help: ArgumentHelp("Keep the gesture under this name (letters, digits, - and _).", valueName: "name")) public var save: String?
    @Flag(help: "List the gestures saved for this exercise.") public var list = false

    public init() {}

    public func validate() throws {
        if let save { try Drives.validate(name: save) }
    }

    public func run(in session: Session) throws {
        let entry = session.current
        let catalogue = session.catalogue
        func say(_ phrase: Phrase) -> String { phrase.rendered(catalogue) }
        if list {
            let names = Drives.saved(entry, in: session.workspace)
            if names.isEmpty {
                session.output.line(say(Phrase("workbook.drive.none-saved", "No gestures are saved for \(entry.exercise.id) yet: `drive --save NAME` keeps one.")))
            } else {
                session.output.line(say(Phrase("workbook.drive.saved", "Gestures saved for \(entry.exercise.id) (`play --drive NAME`, `scrub --drive NAME`):")))
                for name in names { session.output.line("  " + name) }
            }
            return
        }
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1, session.output is StandardOutput else {
            throw CommandError(Phrase("workbook.drive.needs-terminal", "`drive` reads the keys as you press them, so it needs a terminal. To show a gesture saved with `drive --save NAME`, use `play --drive NAME`."), catalogue)
        }
        let checker = try session.checker()
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-drive-\(UUID().uuidString.prefix(8)).json")
        defer { try? FileManager.default.removeItem(at: script) }
        let building = say(Phrase("workbook.drive.building", "Building your app"))
        let ended = try Drives.withLibrary(entry, variant: .lesson, checker: checker, in: session, label: building) { library in
            var request = DriveRequest(lessonLibrary: library.path, chapterDirectory: session.workspace.chapterDirectory(entry.chapter).path, exercise: entry.exercise.id)
            request.scriptFile = script.path
            request.colors = session.style.colors
            request.catalogue = catalogue
            return try Drives.runProcess(request, executable: checker.grader.executable, in: session, interactive: true)
        }
        if let problem = ended.problem { throw CommandError(problem, exitCode: 2) }
        guard let driven = try? DriveScript.read(script), !driven.events.isEmpty else {
            session.output.line(session.style.dim(say(Phrase("workbook.drive.no-touch", "No finger touched the screen, so there is no gesture to keep."))))
            return
        }
        try driven.write(to: Drives.file(entry, named: "last", in: session.workspace))
        var saved = "last"
        if let save {
            try driven.write(to: Drives.file(entry, named: save, in: session.workspace))
            saved = save
        }
        let summary = Driver.summary(driven.calls)
        if !summary.isEmpty { session.output.line(say(Phrase("workbook.drive.heard-from-you", "UIKit heard from your code: \(summary)"))) }
        let seconds = String(format: "%.1f", driven.events.last!.time - driven.events.first!.time)
        session.output.line(say(Phrase("workbook.drive.kept", "Kept the gesture as \"\(saved)\" (\(driven.events.count) finger events over \(seconds) s): `play --drive \(saved)` or `scrub --drive \(saved)` replays it on your code and the reference.")))
    }
}

/// The `__drive` process (internal): loads a compiled lesson and drives it from the keyboard, or
/// replays a saved gesture and writes its frames, as the request file says.
public struct DriveProcessCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "__drive",
        abstract: "Drive a compiled lesson live, or replay a gesture (used by `drive`, `play --drive`, `scrub --drive`).",
        shouldDisplay: false)

    @Option(name: .customLong("request"), help: "The drive request (JSON).") var request: String

    public init() {}

    public func run() throws {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: request)), let request = try? JSONDecoder().decode(DriveRequest.self, from: data) else {
            throw ValidationError("The drive request \(self.request) cannot be read.")
        }
        try MainActor.assumeIsolated { try DriveProcess.run(request) }
    }
}

/// Where gestures are kept, and running the `__drive` process.
enum Drives {
    static func validate(name: String) throws {
        guard !name.isEmpty, name.count <= 60, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
            throw ValidationError(Phrase("workbook.drive.gesture-name", "A gesture's name takes letters, digits, - and _ (at most 60): \"swipe-slow\", for example."))
        }
    }

    static func folder(_ entry: Catalog.Entry, in workspace: Workspace) -> URL {
        workspace.state.appendingPathComponent("drives").appendingPathComponent(entry.exercise.id)
    }

    static func file(_ entry: Catalog.Entry, named name: String, in workspace: Workspace) -> URL {
        folder(entry, in: workspace).appendingPathComponent(name + ".json")
    }

    /// The names of the gestures saved for the exercise, in order.
    static func saved(_ entry: Catalog.Entry, in workspace: Workspace) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder(entry, in: workspace).path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The saved gesture `name`; the error (in the language of `catalogue`) lists those there are.
    static func load(_ entry: Catalog.Entry, named name: String, in workspace: Workspace, catalogue: Catalogue? = nil) throws -> DriveScript {
        try validate(name: name)
        let url = file(entry, named: name, in: workspace)
        guard FileManager.default.fileExists(atPath: url.path) else {
            let names = saved(entry, in: workspace)
            let none = Phrase("workbook.drive.no-gesture", "There is no gesture \"\(name)\" for \(entry.exercise.id).")
            let which = names.isEmpty
                ? Phrase("workbook.drive.record-one", "`drive` records one (every drive is kept as \"last\").")
                : Phrase("workbook.drive.saved-ones", "Saved: \(names.joined(separator: ", ")).")
            throw CommandError(none + " " + which, catalogue)
        }
        return try DriveScript.read(url, catalogue: catalogue)
    }

    /// Builds the chapter (the learner's files or the reference), with a spinner on a terminal,
    /// and gives `body` the library; a chapter that does not compile throws its first errors.
    static func withLibrary<T>(_ entry: Catalog.Entry, variant: LessonBuilder.Variant, checker: Checker, in session: Session, label: String,
                               _ body: (URL) throws -> T) throws -> T {
        var options = Checker.Options()
        options.variant = variant
        // The reference is built once and kept, as the learner's builds are.
        if variant == .solution { options.buildFolder = checker.referenceFolder(entry.chapter) }
        let cancellation = GraderProcess.Cancellation()
        let spinner = isatty(STDOUT_FILENO) == 1 && session.output is StandardOutput ? Spinner(label: label) : nil
        spinner?.start()
        var stopped = false
        defer { if !stopped { spinner?.stop() } }
        return try session.interrupts.whileRunning(onInterrupt: { cancellation.cancel() }) {
            try checker.withBuild(entry.chapter, options: options, cancellation: cancellation) { built in
                spinner?.stop()
                stopped = true
                if cancellation.isCancelled { throw CommandError(Words.cancelled, in: session, exitCode: 130) }
                switch built {
                case let .failed(diagnostics, log):
                    let errors = diagnostics.filter { $0.severity == "error" }
                    let lines = errors.prefix(3).map { "  \(session.workspace.relativePath($0.file)):\($0.line): \($0.message)" }
                    let heading = variant == .solution ? Phrase("workbook.drive.reference-does-not-compile", "The reference solution does not compile (an authoring error):")
                        : Phrase("workbook.drive.does-not-compile", "Your code does not compile, so the app cannot run. `check` shows every error; the first:")
                    throw CommandError(heading + "\n" + Phrase(verbatim: lines.isEmpty ? log : lines.joined(separator: "\n"), foreign: true), in: session, exitCode: 2)
                case let .built(library, _):
                    return try body(library)
                }
            }
        }
    }

    /// The longest a replay may take (real seconds).
    static let replayLimit: TimeInterval = 60

    /// How a `__drive` process ended: nil problem when it ended well.
    struct Ended { var problem: String? }

    /// Runs `__drive` for `request`: on the terminal (`interactive`, the terminal's modes and
    /// screen restored whatever happens to it) or quietly.
    static func runProcess(_ request: DriveRequest, executable: URL, in session: Session, interactive: Bool) throws -> Ended {
        let requestFile = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-drive-request-\(UUID().uuidString.prefix(8)).json")
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-drive-errors-\(UUID().uuidString.prefix(8)).txt")
        defer {
            try? FileManager.default.removeItem(at: requestFile)
            try? FileManager.default.removeItem(at: errors)
        }
        try JSONEncoder().encode(request).write(to: requestFile)
        var saved = termios()
        let hasTerminal = interactive && tcgetattr(STDIN_FILENO, &saved) == 0
        // A crash of the app's code is told to standard error (the file), not in an interactive
        // backtracer that would take the terminal over.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = GraderProcess.backtraceSettings
        let child = try ChildProcess([executable.path, "__drive", "--request", requestFile.path], environment: environment, input: interactive ? .inherit : .null,
                                     output: interactive ? .inherit : .null, error: .file(errors), interruptible: interactive)
        // Ctrl-C belongs to the drive while it runs (it leaves); a replay is stopped by it, and
        // by an app that does not return (a replay renders a minute of gesture in seconds).
        let limit: TimeInterval? = interactive ? nil : replayLimit
        var timedOut = false
        let termination = session.interrupts.whileRunning(onInterrupt: { if !interactive { child.signal(SIGKILL) } }) { () -> ChildProcess.Termination? in
            if let ended = child.wait(timeout: limit) { return ended }
            timedOut = true
            child.signal(SIGKILL)
            return child.wait()
        }
        let catalogue = session.catalogue
        func say(_ phrase: Phrase) -> String { phrase.rendered(catalogue) }
        if timedOut {
            return Ended(problem: say(Phrase("workbook.drive.replay-timeout", "Replaying the gesture did not end within \(Int(replayLimit)) seconds: your app's code did not return (an endless loop?). `check` finds the line.")))
        }
        if hasTerminal {
            tcsetattr(STDIN_FILENO, TCSANOW, &saved)
            FileHandle.standardOutput.write(Data("\u{1B}[?25h\u{1B}[?1049l".utf8))
        }
        let said = ((try? String(contentsOf: errors, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard let termination else { return Ended(problem: say(Words.cancelled)) }
        if termination.succeeded { return Ended() }
        if termination.reason == .signal {
            // Swift's runtime errors (an index out of range, a nil unwrapped, fatalError) stop a
            // program with SIGILL or SIGTRAP and say what they were on standard error.
            let fatal = said.split(separator: "\n").last { $0.contains("Fatal error") }
                .map { $0.components(separatedBy: "Fatal error").last.map { "Fatal error" + $0 } ?? String($0) }
            let runtime = fatal.map { Phrase("workbook.drive.runtime-error-said", "stopped on a Swift runtime error (\(Phrase(verbatim: $0, foreign: true)))") }
                ?? Phrase("workbook.drive.runtime-error", "stopped on a Swift runtime error")
            let what = termination.code == SIGKILL ? Phrase("workbook.drive.was-stopped", "was stopped")
                : [SIGILL, SIGTRAP].contains(termination.code) ? runtime
                : termination.code == SIGSEGV || termination.code == SIGBUS ? Phrase("workbook.drive.memory-error", "crashed on a memory error")
                : Phrase("workbook.drive.signal", "crashed (signal \(termination.code))")
            return Ended(problem: say(Phrase("workbook.drive.app-ended", "Your app \(what) while it was driven. `check` runs it the same way and says where in your code.")))
        }
        return Ended(problem: said.isEmpty ? say(Phrase("workbook.drive.ended-with", "The drive ended with \(StoppedCheck.termination(termination)).")) : said)
    }

    /// The display frames of `script` replayed on the chapter built as `variant` says.
    static func replay(_ script: DriveScript, _ entry: Catalog.Entry, variant: LessonBuilder.Variant, in session: Session, label: String) throws -> [Frame] {
        let checker = try session.checker()
        let framesFile = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-drive-frames-\(UUID().uuidString.prefix(8)).frames")
        let scriptFile = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-drive-script-\(UUID().uuidString.prefix(8)).json")
        defer {
            try? FileManager.default.removeItem(at: framesFile)
            try? FileManager.default.removeItem(at: scriptFile)
        }
        try script.write(to: scriptFile)
        let ended = try withLibrary(entry, variant: variant, checker: checker, in: session, label: label) { library in
            var request = DriveRequest(lessonLibrary: library.path, chapterDirectory: session.workspace.chapterDirectory(entry.chapter).path, exercise: entry.exercise.id)
            request.replay = scriptFile.path
            request.framesFile = framesFile.path
            request.catalogue = session.catalogue
            return try runProcess(request, executable: checker.grader.executable, in: session, interactive: false)
        }
        if let problem = ended.problem { throw CommandError(problem, exitCode: 2) }
        guard let frames = ExerciseFrames.read(framesFile), !frames.isEmpty else {
            throw CommandError(Phrase("workbook.drive.no-frames", "Replaying the gesture recorded no frames."), in: session, exitCode: 2)
        }
        return frames
    }
}

/// The `__drive` process itself.
@MainActor
enum DriveProcess {
    static func run(_ request: DriveRequest) throws {
        let makeAppDelegate = try GraderMain.loadLesson(request.lessonLibrary)
        let art = URL(fileURLWithPath: request.chapterDirectory).appendingPathComponent("art")
        let driver = try Driver(exercise: request.exercise, makeAppDelegate: makeAppDelegate, artDirectory: art)
        driver.catalogue = request.catalogue
        if let replay = request.replay {
            let script = try DriveScript.read(URL(fileURLWithPath: replay))
            let frames = driver.replay(script)
            if let out = request.framesFile { try Data(FrameFile.encode(frames).utf8).write(to: URL(fileURLWithPath: out)) }
            return
        }
        let screen = DriveScreen(driver: driver, colors: request.colors)
        screen.run()
        if let out = request.scriptFile { try driver.script.write(to: URL(fileURLWithPath: out)) }
        if let problem = screen.problem { throw ValidationError(problem) }
    }
}

/// The live drive: keys move the finger, the engine runs at the wall clock's pace, the window
/// is drawn about 30 times a second; a watchdog leaves (restoring the terminal) when the app's
/// code does not return.
@MainActor
final class DriveScreen {
    let driver: Driver
    let colors: Bool
    private(set) var problem: String?

    init(driver: Driver, colors: Bool) {
        self.driver = driver
        self.colors = colors
    }

    /// The keys of a drive.
    enum Key: Equatable {
        case arrow(dx: Int, dy: Int, big: Bool)
        case cursor(dx: Int, dy: Int)
        case lift, flick, tap, anchor, restart, quit, other

        /// The key the bytes start with and how many bytes it took; nil when they may be the
        /// start of a longer sequence not complete yet.
        static func parse(_ bytes: [UInt8]) -> (key: Key, length: Int)? {
            guard let first = bytes.first else { return nil }
            switch first {
            case UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x03, 0x04: return (.quit, 1)
            case 0x0D, 0x0A: return (.lift, 1)
            case UInt8(ascii: "f"), UInt8(ascii: "F"): return (.flick, 1)
            case UInt8(ascii: "t"), UInt8(ascii: "T"): return (.tap, 1)
            case UInt8(ascii: "r"), UInt8(ascii: "R"): return (.restart, 1)
            case 0x09: return (.anchor, 1)
            case UInt8(ascii: "w"): return (.cursor(dx: 0, dy: -1), 1)
            case UInt8(ascii: "a"): return (.cursor(dx: -1, dy: 0), 1)
            case UInt8(ascii: "s"): return (.cursor(dx: 0, dy: 1), 1)
            case UInt8(ascii: "d"): return (.cursor(dx: 1, dy: 0), 1)
            case UInt8(ascii: "W"): return (.cursor(dx: 0, dy: -5), 1)
            case UInt8(ascii: "A"): return (.cursor(dx: -5, dy: 0), 1)
            case UInt8(ascii: "S"): return (.cursor(dx: 0, dy: 5), 1)
            case UInt8(ascii: "D"): return (.cursor(dx: 5, dy: 0), 1)
            case 0x1B: break
            default: return (.other, 1)
            }
            // ESC [ A … D, ESC [ 1 ; 2 A (Shift), ESC O A; a lone Escape leaves.
            guard bytes.count > 1 else { return nil }
            guard bytes[1] == UInt8(ascii: "[") || bytes[1] == UInt8(ascii: "O") else { return (.quit, 1) }
            guard let last = bytes.dropFirst(2).firstIndex(where: { (0x40...0x7E).contains($0) }) else { return nil }
            let big = String(decoding: bytes[2..<last], as: UTF8.self).hasSuffix(";2")
            let key: Key = switch bytes[last] {
            case UInt8(ascii: "A"): .arrow(dx: 0, dy: -1, big: big)
            case UInt8(ascii: "B"): .arrow(dx: 0, dy: 1, big: big)
            case UInt8(ascii: "C"): .arrow(dx: 1, dy: 0, big: big)
            case UInt8(ascii: "D"): .arrow(dx: -1, dy: 0, big: big)
            case UInt8(ascii: "Z"): .anchor
            default: .other
            }
            return (key, last + 1)
        }
    }

    func apply(_ key: Key) throws -> Bool {
        switch key {
        case let .arrow(dx, dy, big):
            let step = big ? Driver.bigStep : Driver.step
            driver.drag(by: CGVector(dx: CGFloat(dx) * step, dy: CGFloat(dy) * step))
        case let .cursor(dx, dy): driver.moveCursor(by: CGVector(dx: CGFloat(dx) * Driver.step, dy: CGFloat(dy) * Driver.step))
        case .lift: driver.lift()
        case .flick: driver.flick()
        case .tap: driver.tap()
        case .anchor: driver.nextAnchor()
        case .restart: try driver.restart()
        case .quit: return false
        case .other: break
        }
        return true
    }

    func run() {
        var saved = termios()
        let hasTerminal = tcgetattr(STDIN_FILENO, &saved) == 0
        if hasTerminal {
            var raw = saved
            // No echo, no lines, and Ctrl-C as a key (it leaves the drive, like q).
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
            withUnsafeMutableBytes(of: &raw.c_cc) { cc in
                cc[Int(VMIN)] = 0
                cc[Int(VTIME)] = 0
            }
            tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        }
        let restore = "\u{1B}[?25h\u{1B}[?1049l"
        FileHandle.standardOutput.write(Data("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J".utf8))
        let watchdog = Watchdog(limit: 5, saved: hasTerminal ? saved : nil, restore: restore, catalogue: driver.catalogue)
        defer {
            watchdog.stop()
            FileHandle.standardOutput.write(Data(restore.utf8))
            if hasTerminal { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        }
        var lastWindow: (columns: Int, rows: Int)?
        var pending: [UInt8] = []
        var pendingSince = Date()
        var last = Date()
        var lastDraw = Date.distantPast
        var running = true
        while running {
            watchdog.beat()
            let now = Date()
            // The engine keeps the wall clock's pace (a stall is not made up in one jump).
            driver.advance(min(now.timeIntervalSince(last), 0.1))
            last = now
            var byte: UInt8 = 0
            while read(STDIN_FILENO, &byte, 1) == 1 { pending.append(byte); pendingSince = Date() }
            var keyed = false
            while !pending.isEmpty, running {
                var parsed = Key.parse(pending)
                if parsed == nil, Date().timeIntervalSince(pendingSince) > 0.05 { parsed = (pending[0] == 0x1B ? .quit : .other, pending.count) }
                guard let (key, length) = parsed else { break }
                pending.removeFirst(min(length, pending.count))
                do {
                    running = try apply(key)
                } catch {
                    problem = Phrase("workbook.drive.restart-failed", "The app could not start again: \(Phrase(verbatim: "\(error)", foreign: true))").rendered(driver.catalogue)
                    running = false
                }
                keyed = true
            }
            let window = TerminalStyle.windowSize() ?? (80, 24)
            let resized = lastWindow.map { $0 != window } ?? true
            if running, keyed || resized || Date().timeIntervalSince(lastDraw) > 1.0 / 30 {
                lastWindow = window
                lastDraw = Date()
                let lines = driver.screen(columns: window.columns, rows: window.rows, colors: colors)
                FileHandle.standardOutput.write(Data(((resized ? "\u{1B}[2J" : "") + "\u{1B}[H" + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n") + "\u{1B}[J").utf8))
            }
            Thread.sleep(forTimeInterval: 1.0 / 120)
        }
    }
}

/// Leaves the process when the main loop has not come round for `limit` seconds (the learner's
/// code is in an endless loop): the terminal restored, a sentence on standard error.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var lastBeat = Date()
    private var stopped = false

    init(limit: TimeInterval, saved: termios?, restore: String, catalogue: Catalogue? = nil) {
        let message = Phrase("workbook.drive.did-not-return", "Your app's code did not return for \(Int(limit)) seconds (an endless loop?), so the drive stopped. `check` finds the line.").rendered(catalogue)
        Thread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 0.25)
                let (done, since) = lock.withLock { (stopped, Date().timeIntervalSince(lastBeat)) }
                if done { return }
                if since > limit {
                    if var saved { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
                    FileHandle.standardOutput.write(Data(restore.utf8))
                    FileHandle.standardError.write(Data((message + "\n").utf8))
                    _exit(3)
                }
            }
        }.start()
    }

    func beat() { lock.withLock { lastBeat = Date() } }
    func stop() { lock.withLock { stopped = true } }
}
