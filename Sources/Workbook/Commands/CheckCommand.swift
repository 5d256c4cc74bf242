import ArgumentParser
import Foundation
import Grading

/// `check`: rebuild the chapter with the learner's files and grade the exercise.
public struct CheckCommand: SessionCommand {
    public static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Build your code and run the exercise's checks.",
        discussion: """
            Exit status: 0 when every check passes, 1 when one fails, 2 when the code does not build or a check cannot run. With --json the results are printed in the Exercism test-runner format (version 2).

            --all checks every exercise (or those --exercises names), one line each, building each chapter once; with --json it prints every exercise's results and a summary (docs/RESULTS.md).

            --submission grades the files in a folder instead of yours in Lessons/ (a test runner's input).
            """,
        aliases: ["c"])

    @Argument(help: "An exercise id (default: the current one).") public var exercise: String?
    @Flag(help: "Print the results as JSON.") public var json = false
    @Flag(help: "Check every exercise (or those --exercises names), one line each.") public var all = false
    @Option(help: ArgumentHelp("With --all: the exercises to check, by id or chapter, separated by commas.", valueName: "ids")) public var exercises: String?
    @Option(help: ArgumentHelp("Grade the exercise's files found in this folder instead of yours in Lessons/ (your files and progress are left alone).", valueName: "folder")) public var submission: String?
    @Flag(name: .shortAndLong, help: "Show timings and the whole compiler output.") public var verbose = false

    public init() {}

    public func validate() throws {
        if all || exercises != nil {
            if exercise != nil { throw ValidationError(Phrase("workbook.check.id-or-all", "Give an exercise id or --all, not both.")) }
            if submission != nil { throw ValidationError(Phrase("workbook.check.submission-with-all", "--submission grades one exercise; it does not go with --all.")) }
        }
    }

    public func run(in session: Session) throws {
        do {
            try runChecks(in: session)
        } catch let error as CommandError where json && error.exitCode != 130 {
            // A program reading the output gets JSON whatever went wrong: an error report that says it.
            let report = GradeReport(exercise: exercise ?? "", status: .error, message: error.description, tests: [])
            session.output.line(try Self.jsonText(report))
            throw ExitCode(error.exitCode)
        }
    }

    func runChecks(in session: Session) throws {
        if all || exercises != nil { return try runAll(in: session) }
        let entry = try exercise.map(session.entry(named:)) ?? session.current
        if !json {
            let line = session.text(.checking(id: entry.exercise.id, title: session.title(of: entry.exercise, in: entry.chapter)))
            // The id in bold, the title dimmed, in whichever order the language puts them.
            if let split = line.range(of: entry.exercise.id) {
                session.output.line(session.style.dim(String(line[..<split.lowerBound])) + session.style.bold(String(line[split])) + session.style.dim(String(line[split.upperBound...])))
            } else {
                session.output.line(line)
            }
        }
        let outcome: Checker.Outcome
        if let submission {
            outcome = try CheckCommand.performSubmission(entry, folder: session.resolvedPath(submission), in: session, showProgress: !json)
        } else {
            outcome = try CheckCommand.perform(entry, in: session, showProgress: !json)
        }
        if json {
            session.output.line(try CheckCommand.jsonText(outcome.report.localized(session.catalogue)))
        } else {
            Presenter(session: session).showOutcome(outcome, entry: entry, verbose: verbose)
        }
        switch outcome.report.status {
        case .pass: return
        case .fail: throw ExitCode(1)
        case .error: throw ExitCode(2)
        }
    }

    /// JSON as the workbook prints it: indented, keys sorted (so that two runs compare line by line).
    static func jsonText<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Grades the exercise's files found in `folder` (each by its name, at the top, under its
    /// chapter's folder, or anywhere below) in place of the learner's; the others come from
    /// `Lessons/`. Progress and the last check are left alone: it is someone else's code.
    static func performSubmission(_ entry: Catalog.Entry, folder: URL, in session: Session, showProgress: Bool) throws -> Checker.Outcome {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandError(Phrase("workbook.check.no-folder", "There is no folder \(folder.path) to grade."), in: session)
        }
        let found = Submission.locate(entry.exercise.files, chapterDirectory: entry.chapter.directory, in: folder)
        guard !found.isEmpty else {
            throw CommandError(Phrase("workbook.check.no-files-in-folder", "\(folder.path) holds none of \(entry.exercise.id)'s files (\(entry.exercise.files.joined(separator: ", ")))."), in: session)
        }
        var options = Checker.Options()
        options.variant = .files(found)
        options.saveFrames = false
        let checker = try session.checker()
        let cancellation = GraderProcess.Cancellation()
        let spinner = showProgress && isatty(STDOUT_FILENO) == 1 && session.output is StandardOutput ? Spinner(label: session.text(Phrase("workbook.check.spinner", "Checking \(entry.exercise.id)"))) : nil
        spinner?.start()
        let outcome = session.interrupts.whileRunning(onInterrupt: { cancellation.cancel() }) {
            checker.check(entry, options: options, cancellation: cancellation)
        }
        spinner?.stop()
        if cancellation.isCancelled { throw CommandError(Words.checkCancelled, in: session, exitCode: 130) }
        return outcome
    }

    /// Builds and grades with a spinner on a terminal; records a pass in the progress.
    public static func perform(_ entry: Catalog.Entry, in session: Session, showProgress: Bool) throws -> Checker.Outcome {
        let checker = try session.checker()
        // The exercise being worked on stays current until the learner moves on.
        if session.progress.current == nil { session.setCurrent(entry) }
        let cancellation = GraderProcess.Cancellation()
        let spinner = showProgress && isatty(STDOUT_FILENO) == 1 && session.output is StandardOutput ? Spinner(label: session.text(Phrase("workbook.check.spinner", "Checking \(entry.exercise.id)"))) : nil
        spinner?.start()
        let outcome = session.interrupts.whileRunning(onInterrupt: { cancellation.cancel() }) {
            checker.check(entry, cancellation: cancellation)
        }
        spinner?.stop()
        if cancellation.isCancelled {
            throw CommandError(Words.checkCancelled, in: session, exitCode: 130)
        }
        record(outcome, for: entry, in: session)
        return outcome
    }

    /// A check's verdict kept: a pass in the progress (and a pass lost: the list shows the state
    /// of now), the report beside the exercise's frames for `play` and `diff`.
    static func record(_ outcome: Checker.Outcome, for entry: Catalog.Entry, in session: Session) {
        if outcome.report.status == .pass {
            session.updateProgress { $0.markPassed(entry.exercise.id) }
        } else if session.progress.hasPassed(entry.exercise.id) {
            session.updateProgress { $0.markFailing(entry.exercise.id) }
        }
        LastCheck.save(outcome.report, for: entry, in: session.workspace)
    }
}

/// The files of a submission: where each of an exercise's files is in a folder handed in.
enum Submission {
    /// For each name (a chapter-relative path such as `FadeAnimator.swift`), the file in `folder`
    /// at that path, or under `Lessons/<chapter>/` or `<chapter>/` (a whole checkout, a chapter
    /// folder), else the one below it with that name (the shortest path when there are several);
    /// names not found are left out.
    static func locate(_ names: [String], chapterDirectory: String, in folder: URL) -> [String: URL] {
        let fm = FileManager.default
        var below: [String: [URL]] = [:]
        if let walk = fm.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) {
            for case let url as URL in walk where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                below[url.lastPathComponent, default: []].append(url)
            }
        }
        var found: [String: URL] = [:]
        for name in names {
            let places = [name, "Lessons/\(chapterDirectory)/\(name)", "\(chapterDirectory)/\(name)"].map { folder.appendingPathComponent($0) }
            if let direct = places.first(where: { fm.fileExists(atPath: $0.path) }) {
                found[name] = direct
            } else if let candidates = below[(name as NSString).lastPathComponent],
                      let shortest = candidates.min(by: { $0.path.count != $1.path.count ? $0.path.count < $1.path.count : $0.path < $1.path }) {
                found[name] = shortest
            }
        }
        return found
    }
}

/// A line that turns while something runs: "⠋ Checking flip-present 0.4 s".
final class Spinner: @unchecked Sendable {
    private let label: String
    private let began = Date()
    private var thread: Thread?
    private let lock = NSLock()
    private var running = false

    init(label: String) { self.label = label }

    func start() {
        lock.withLock { running = true }
        let thread = Thread { [self] in
            let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
            var i = 0
            while lock.withLock({ running }) {
                let elapsed = String(format: "%.1f s", Date().timeIntervalSince(began))
                FileHandle.standardOutput.write(Data("\r\(frames[i % frames.count]) \(label) \(elapsed)\u{1B}[K".utf8))
                i += 1
                Thread.sleep(forTimeInterval: 0.08)
            }
        }
        self.thread = thread
        thread.start()
    }

    func stop() {
        lock.withLock { running = false }
        Thread.sleep(forTimeInterval: 0.09)
        FileHandle.standardOutput.write(Data("\r\u{1B}[K".utf8))
    }
}

/// `watch`: check again every time the exercise's files are saved, until Ctrl-C or `q`. On a
/// terminal each run redraws the screen — the exercise, a progress bar, the verdict — and single
/// keys act at once: `h` a hint, `c` check again, `l` the list, `n` the next exercise (after a
/// pass), `q` quit.
public struct WatchCommand: SessionCommand {
    public static let configuration = CommandConfiguration(commandName: "watch", abstract: "Check again each time you save the exercise's files (keys: h hint, c check, l list, n next, q quit).", aliases: ["w"])
    @Option(help: "Stop after this many checks (for scripts).") public var limit: Int?
    public init() {}

    /// What a key asks for.
    enum Key: Equatable {
        case hint, check, list, next, quit
        init?(_ byte: UInt8) {
            switch Character(Unicode.Scalar(byte)).lowercased() {
            case "h": self = .hint
            case "c", "\r", "\n": self = .check
            case "l": self = .list
            case "n": self = .next
            case "q", "\u{1B}": self = .quit
            default: return nil
            }
        }
    }

    public func run(in session: Session) throws {
        var entry = session.current
        let interactive = isatty(STDOUT_FILENO) == 1 && isatty(STDIN_FILENO) == 1 && session.output is StandardOutput
        let keys = interactive ? RawTerminal() : nil
        defer { keys?.restore() }
        var urls: [URL] { entry.exercise.files.map { session.workspace.lessonFile(entry.chapter, $0) } }
        var last = FileSnapshot(urls)
        var checks = 0
        // Checks of the exercise on screen (the count starts again on the next exercise).
        var counted = (exercise: entry.exercise.id, checks: 0)
        var passed = false
        let stopFlag = StopFlag()
        var stop: Bool { stopFlag.isSet }
        if !interactive {
            session.output.line(session.style.dim(session.text(Phrase("workbook.watch.watching-files", "Watching \(entry.exercise.files.joined(separator: ", ")) — save to check, Ctrl-C to stop."))))
        }
        try session.interrupts.whileRunning(onInterrupt: { stopFlag.set() }) {
            try runCheck()
            while !stop {
                Thread.sleep(forTimeInterval: 0.1)
                if let byte = keys?.readByte(), let key = Key(byte) {
                    try handle(key)
                    continue
                }
                let now = FileSnapshot(urls)
                guard now != last else { continue }
                // Debounce: wait until the files stop changing (editors save in several steps).
                var settled = now
                repeat {
                    Thread.sleep(forTimeInterval: 0.15)
                    let again = FileSnapshot(urls)
                    if again == settled { break }
                    settled = again
                } while !stop
                last = settled
                if stop { break }
                try runCheck()
            }
        }
        session.output.line(session.style.dim(session.text(Phrase("workbook.watch.stopped", "Stopped watching."))))

        func handle(_ key: Key) throws {
            switch key {
            case .quit:
                stopFlag.set()
            case .check:
                try runCheck()
            case .hint:
                try HintCommand.parse([]).run(in: session)
                legend()
            case .list:
                try ListCommand.parse([]).run(in: session)
                legend()
            case .next:
                guard passed else {
                    session.output.line(session.style.yellow(session.text(Phrase("workbook.watch.next-after-pass", "`n` moves on once every check passes."))))
                    return
                }
                let entries = session.catalog.entries
                guard entry.index + 1 < entries.count else {
                    session.output.line(session.style.green(session.text(.lastExercise)))
                    return
                }
                entry = entries[entry.index + 1]
                session.setCurrent(entry)
                last = FileSnapshot(urls)
                try runCheck()
            }
        }

        func runCheck() throws {
            checks += 1
            if entry.exercise.id != counted.exercise { counted = (entry.exercise.id, 0) }
            counted.checks += 1
            let s = session.style
            if interactive {
                // The screen is redrawn for each run: what is checked, the verdict, and how far
                // along the workbook is after it.
                session.output.write("\u{1B}[H\u{1B}[2J")
                let title = session.title(of: entry.exercise, in: entry.chapter)
                session.say(s.bold(session.text(Phrase("workbook.watch.heading", "Watching \(entry.exercise.id)")))
                            + s.dim(session.text(Phrase("workbook.watch.heading-detail", " — \(title) · check \(counted.checks)"))))
            } else {
                session.output.line(s.bold(session.text(Phrase("workbook.watch.check-number", "— check \(counted.checks) —"))))
            }
            let outcome: Checker.Outcome
            do {
                outcome = try CheckCommand.perform(entry, in: session, showProgress: true)
            } catch let error as CommandError where error.exitCode == 130 && stop {
                // Ctrl-C in the middle of a check ends the watch, as it does between checks.
                session.output.line(s.dim(error.description))
                return
            }
            passed = outcome.report.status == .pass
            Presenter(session: session).showOutcome(outcome, entry: entry, verbose: false)
            if interactive {
                let entries = session.catalog.entries
                let done = entries.filter { session.progress.hasPassed($0.exercise.id) }.count
                let barWidth = max(10, min(30, s.width - 40))
                let filled = entries.isEmpty ? 0 : done * barWidth / entries.count
                session.output.line("[\(String(repeating: "#", count: filled))\(String(repeating: ".", count: barWidth - filled))] " + session.text(.progressCount(done: done, of: entries.count)))
            }
            legend()
            if let limit, checks >= limit { stopFlag.set() }
        }

        func legend() {
            guard interactive else { return }
            session.say(session.style.dim(session.text(passed
                ? Phrase("workbook.watch.keys-next", "Save to check again · h hint · c check · l list · n next · q quit")
                : Phrase("workbook.watch.keys", "Save to check again · h hint · c check · l list · q quit"))))
        }
    }
}

/// A flag set from another thread (Ctrl-C).
final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}

/// What the watched files look like now: contents, so a save by rename (a new inode with the
/// same name) or two saves within one second are both seen.
struct FileSnapshot: Equatable {
    let contents: [Data?]
    init(_ urls: [URL]) { contents = urls.map { try? Data(contentsOf: $0) } }
}

/// The learner's last check of an exercise, kept beside its recorded frames: `play` and `diff`
/// start from the animation and the moment where it first failed.
enum LastCheck {
    static func url(_ entry: Catalog.Entry, in workspace: Workspace) -> URL {
        workspace.runsDirectory(entry.exercise).appendingPathComponent("last-check.json")
    }

    static func save(_ report: GradeReport, for entry: Catalog.Entry, in workspace: Workspace) {
        let url = url(entry, in: workspace)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? JSONEncoder().encode(report).write(to: url, options: .atomic)
    }

    /// The first failed check's animation and moment, if the last check failed in frames.
    static func firstMismatch(_ entry: Catalog.Entry, in workspace: Workspace) -> FrameMismatch? {
        guard let data = try? Data(contentsOf: url(entry, in: workspace)),
              let report = try? JSONDecoder().decode(GradeReport.self, from: data) else { return nil }
        return report.tests.first { $0.status != .pass && $0.mismatch?.animation != nil }?.mismatch
    }
}
