import Foundation
import Frames
import Grading

/// Runs an exercise's checks in a separate grader process, so that a crash, an endless loop or
/// a memory runaway in learner code becomes a verdict instead of taking the workbook down. If
/// the process dies during a check, that check is reported (with the learner's file and line)
/// and the remaining checks run in a new process; after an endless loop they are reported as
/// not run, so that one loop costs the whole check at most `checkTimeout` (`Checker.Options`).
public struct GraderProcess: Sendable {
    /// The workbook executable (it serves `__grade`).
    public let executable: URL

    public init(executable: URL) { self.executable = executable }

    /// `SWIFT_BACKTRACE` for a process that runs learner code: a crash prints the crashed
    /// thread's stack with file and line (the lesson is built with debug information) to standard
    /// error, quickly, and never waits for a key on the terminal.
    static let backtraceSettings = "enable=yes,interactive=no,color=no,sanitize=no,output-to=stderr,threads=crashed,registers=none,images=none,limit=64,top=16"

    /// One exercise's compiled lesson, to grade with the options of the check.
    public struct Request: Sendable {
        public var library: URL
        /// The lesson's source files, to find the learner's lines in crash reports.
        public var sources: [LessonBuilder.Source]
        public var entry: Catalog.Entry
        public var workspace: Workspace
        public var options: Checker.Options

        public init(library: URL, sources: [LessonBuilder.Source] = [], entry: Catalog.Entry, workspace: Workspace, options: Checker.Options = Checker.Options()) {
            self.library = library
            self.sources = sources
            self.entry = entry
            self.workspace = workspace
            self.options = options
        }
    }

    /// What the graders reported: one result per check that ran, in the exercise's order, and a
    /// problem that kept the graders from running checks at all (the lesson would not load).
    public struct Run: Sendable {
        public var checks: [CheckResult] = []
        public var failure: Phrase?
    }

    /// Cancels a running build or grade from another thread (Ctrl-C): the programs running
    /// (swiftc or the graders) are killed, and nothing new starts.
    public final class Cancellation: @unchecked Sendable {
        private let lock = NSLock()
        private var cancelled = false
        private var processes: [ChildProcess] = []
        public init() {}
        public var isCancelled: Bool { lock.withLock { cancelled } }
        public func cancel() {
            lock.withLock {
                cancelled = true
                for process in processes { process.signal(SIGKILL) }
            }
        }
        /// A program a cancel kills; one attached after the cancel is killed at once.
        func attach(_ p: ChildProcess) {
            lock.withLock {
                processes.append(p)
                if cancelled { p.signal(SIGKILL) }
            }
        }
        /// The program has ended: a cancel no longer concerns it.
        func detach(_ p: ChildProcess) {
            lock.withLock { processes.removeAll { $0 === p } }
        }
    }

    /// Runs the checks. With two graders (`Checker.Options.graders`), each runs every other
    /// check at the same time as the other.
    public func run(_ request: Request, cancellation: Cancellation = Cancellation()) -> Run {
        let count = request.options.grading.only.count == 1 ? 1 : max(request.options.graders ?? Self.defaultGraders(), 1)
        var run: Run
        if count == 1 {
            run = runShare(request, shard: 0, of: 1, cancellation: cancellation)
        } else {
            let shares = Shares(count)
            DispatchQueue.concurrentPerform(iterations: count) { shard in
                shares.set(shard, runShare(request, shard: shard, of: count, cancellation: cancellation))
            }
            run = shares.merged()
        }
        if run.checks.isEmpty, run.failure == nil, cancellation.isCancelled {
            // Cancelled before any check ran (the library was there already: nothing to build).
            run.failure = Words.cancelled
        } else if run.checks.isEmpty, run.failure == nil {
            // A grader that reports nothing must not read as "every check passed".
            run.failure = Phrase("workbook.grader.no-checks", "The grader finished without running a single check (\(request.entry.exercise.grader)). Rebuild the workbook (swift build) and try again; if it persists, the exercise's grader is missing from the build.")
        }
        return run
    }

    /// Two graders on a machine with at least two cores, one on a single core. A busy machine
    /// gets two as well: they take no more processor time than one, and the checks' share of
    /// the cores is what decides how soon the learner reads the verdict.
    static func defaultGraders() -> Int {
        ProcessInfo.processInfo.activeProcessorCount >= 2 ? 2 : 1
    }

    /// The results of each grader, put back in the order of the exercise's checks: grader k ran
    /// checks k, k + n, k + 2n…, so its i-th result is check k + i·n.
    final class Shares: @unchecked Sendable {
        private let lock = NSLock()
        private var parts: [Run]
        init(_ count: Int) { parts = Array(repeating: Run(), count: count) }
        func set(_ shard: Int, _ run: Run) { lock.withLock { parts[shard] = run } }
        func merged() -> Run {
            lock.withLock {
                let n = parts.count
                let checks = parts.enumerated()
                    .flatMap { shard, run in run.checks.enumerated().map { (rank: $0.offset * n + shard, result: $0.element) } }
                    .sorted { $0.rank < $1.rank }
                    .map(\.result)
                // A problem every grader met (the lesson would not load) is told once.
                var failures: [Phrase] = []
                for failure in parts.compactMap(\.failure) where !failures.contains(failure) { failures.append(failure) }
                return Run(checks: checks, failure: failures.isEmpty ? nil : failures.joined(separator: "\n"))
            }
        }
    }

    /// One grader's share of the checks, started again after a crash without the checks done.
    private func runShare(_ request: Request, shard: Int, of shards: Int, cancellation: Cancellation) -> Run {
        var results: [CheckResult] = []
        var failure: Phrase?
        let only = request.options.grading.only
        var excluded = Set<String>()
        var attempts = 0
        while attempts < 8, !cancellation.isCancelled {
            // Asked for some checks only, and every one of them has run: nothing is left.
            if !only.isEmpty, only.allSatisfy(excluded.contains) { break }
            attempts += 1
            let outcome = runOnce(request, shard: shard, of: shards, skipping: excluded, cancellation: cancellation)
            results.append(contentsOf: outcome.results)
            if request.options.stopAtFirstFailure {
                if outcome.results.contains(where: { $0.status != .pass }) { break }
                if let stopped = outcome.interrupted {
                    results.append(stopped)
                    break
                }
            }
            excluded.formUnion(outcome.results.map(\.id))
            if let stopped = outcome.interrupted {
                results.append(stopped)
                excluded.insert(stopped.id)
                if stopped.cause == .endlessLoop {
                    // Another loop would cost as much again: the rest are not run.
                    for id in outcome.planned where !excluded.contains(id) {
                        let notRun = Phrase("workbook.grader.not-run", "Not run: the check \"\(stopped.name)\" before it never finished. Fix that one first.")
                        results.append(CheckResult(id: id, name: CheckResult.readableName(id), status: .error, message: notRun.english, phrase: notRun,
                                                   cause: .notRun, exercise: request.entry.exercise.id))
                    }
                    break
                }
                continue
            }
            failure = outcome.error
            break
        }
        return Run(checks: results, failure: failure)
    }

    struct Outcome {
        var results: [CheckResult] = []
        /// The checks the grader meant to run, in order.
        var planned: [String] = []
        /// The check the process died, hung or ran out of memory in.
        var interrupted: CheckResult?
        /// A problem before any check ran.
        var error: Phrase?
    }

    private func runOnce(_ request: Request, shard: Int, of shards: Int, skipping excluded: Set<String>, cancellation: Cancellation) -> Outcome {
        var outcome = Outcome()
        let fm = FileManager.default
        let resultsFile = fm.temporaryDirectory.appendingPathComponent("workbook-results-\(UUID().uuidString).jsonl")
        defer { try? fm.removeItem(at: resultsFile) }
        let entry = request.entry
        let workspace = request.workspace
        var grading = GradingRequest(
            lessonLibrary: request.library.path, grader: entry.exercise.grader, exercise: entry.exercise.id,
            resultsFile: resultsFile.path, chapterDirectory: workspace.chapterDirectory(entry.chapter).path,
            goldensDirectory: workspace.goldensDirectory(entry.chapter).path,
            runsDirectory: request.options.saveFrames ? (request.options.runsDirectory ?? workspace.runsDirectory(entry.exercise)).path : nil)
        grading.options = request.options.grading
        grading.options.only = grading.options.only.filter { !excluded.contains($0) }
        grading.skip = Array(excluded).sorted()
        grading.shard = shard
        grading.shards = shards
        let requestFile = fm.temporaryDirectory.appendingPathComponent("workbook-request-\(UUID().uuidString).json")
        defer { try? fm.removeItem(at: requestFile) }
        do {
            try JSONEncoder().encode(grading).write(to: requestFile)
        } catch {
            outcome.error = Phrase("workbook.grader.cannot-write-request", "Could not write the grader's request (\(requestFile.path)): \(Phrase(verbatim: "\(error)", foreign: true))")
            return outcome
        }
        let arguments = ["__grade", "--request", requestFile.path]

        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = Self.backtraceSettings
        let stderrFile = fm.temporaryDirectory.appendingPathComponent("workbook-stderr-\(UUID().uuidString).txt")
        defer { try? fm.removeItem(at: stderrFile) }
        let process: ChildProcess
        do {
            // Its own process group: Ctrl-C on the terminal reaches the REPL, which cancels the
            // check; it never kills the grader behind the REPL's back (a "crash" with signal 2).
            process = try ChildProcess([executable.path] + arguments, environment: environment, output: .null,
                                       error: .file(stderrFile), ownProcessGroup: true)
        } catch {
            outcome.error = Phrase("workbook.grader.cannot-start", "Could not start the grader (\(executable.path)): \(Phrase(verbatim: "\(error)", foreign: true))")
            return outcome
        }
        cancellation.attach(process)
        defer { cancellation.detach(process) }

        var consumed = 0
        var running: String?
        // What the app was doing in the running check, as the grader last said.
        var activity: String?
        var checkStarted = Date()
        func readLines() {
            guard let data = fm.contents(atPath: resultsFile.path), data.count > consumed else { return }
            let chunk = data[consumed...]
            guard let lastNewline = chunk.lastIndex(of: UInt8(ascii: "\n")) else { return }
            let complete = data[consumed...lastNewline]
            consumed = lastNewline + 1
            for raw in complete.split(separator: UInt8(ascii: "\n")) {
                guard let line = try? JSONDecoder().decode(GraderMain.Line.self, from: Data(raw)) else { continue }
                switch line {
                case let .plan(ids): outcome.planned = ids
                case let .start(id):
                    running = id
                    activity = nil
                    checkStarted = Date()
                case let .activity(now): activity = now
                case let .result(r):
                    outcome.results.append(r)
                    running = nil
                case let .error(message): outcome.error = Phrase(verbatim: message)
                }
            }
        }
        var stopped: StoppedCheck.Reason?
        // Wakes within a few milliseconds of the grader ending (the verdict is shown at once),
        // and reads the results and checks the limits every 20 ms while it runs.
        func failed() -> Bool { request.options.stopAtFirstFailure && outcome.results.contains { $0.status != .pass } }
        while process.wait(timeout: 0.02) == nil {
            readLines()
            if failed() {
                // The verdict is known: the checks after it are not needed.
                process.signal(SIGKILL)
                break
            }
            if running != nil, Date().timeIntervalSince(checkStarted) > request.options.checkTimeout {
                // A crash being written out is not a loop: Swift's backtracer reads the debug
                // information of every frame, which takes seconds on a busy machine (a crash in a
                // gesture handler has the engine's frames below it). It ends by itself.
                if Date().timeIntervalSince(checkStarted) < request.options.checkTimeout + Self.backtraceGrace, Self.isCrashing(stderrFile) { continue }
                stopped = .timedOut(seconds: Int(request.options.checkTimeout.rounded()))
            } else if let resident = Self.residentMemory(of: process.processIdentifier), resident > request.options.memoryLimit {
                stopped = .outOfMemory(limit: request.options.memoryLimit)
            }
            if stopped != nil {
                Self.sampleStack(of: process, into: stderrFile)
                process.signal(SIGKILL)
                break
            }
        }
        let termination = process.wait()!
        readLines()
        if cancellation.isCancelled {
            outcome.error = Words.cancelled
            return outcome
        }
        if failed(), let first = outcome.results.firstIndex(where: { $0.status != .pass }) {
            outcome.results = Array(outcome.results[...first])
            return outcome
        }
        let postmortem = Postmortem(log: (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? "", sources: request.sources.map(\.path.path),
                                    chapterDirectory: workspace.chapterDirectory(entry.chapter).path,
                                    texts: Dictionary(request.sources.map { ($0.path.path, $0.text.path) }, uniquingKeysWith: { first, _ in first }))
        if let running {
            let name = CheckResult.readableName(running)
            let (phrase, cause) = StoppedCheck.explain(stopped ?? .ended(termination), check: CheckResult.namePhrase(running), postmortem: postmortem, library: request.library.path, during: activity)
            outcome.interrupted = CheckResult(id: running, name: name, status: .error, message: phrase.english, phrase: phrase, cause: cause, exercise: entry.exercise.id)
        } else if outcome.results.isEmpty, outcome.error == nil, !termination.succeeded {
            outcome.error = StoppedCheck.explain(stopped ?? .ended(termination), check: Phrase(verbatim: "start"), postmortem: postmortem, library: request.library.path).phrase
        }
        return outcome
    }

    /// How long a crashing grader may take to write its backtrace, after the check's own time.
    static let backtraceGrace: TimeInterval = 30

    /// Whether the grader's standard error shows the runtime reporting a crash (a fatal error,
    /// or a signal the backtracer is writing out).
    static func isCrashing(_ log: URL) -> Bool {
        guard let text = try? String(contentsOf: log, encoding: .utf8) else { return false }
        return text.contains("Fatal error:") || text.contains("*** Signal ") || text.contains("*** Program crashed")
    }

    /// The resident memory of a process in bytes (Linux's /proc), or nil where it cannot be read.
    static func residentMemory(of pid: pid_t) -> UInt64? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = UInt64(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return kilobytes * 1024
    }

    /// Asks the grader for the stack of the code it is running (two samples, 50 ms apart) and
    /// waits until they are written, at most half a second.
    static func sampleStack(of process: ChildProcess, into log: URL) {
        func written() -> Int {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            return text.components(separatedBy: "=== end of stack").count - 1
        }
        let before = written()
        for sample in 1...2 {
            process.signal(SIGUSR2)
            let deadline = Date().addingTimeInterval(0.25)
            while written() < before + sample, Date() < deadline, process.isRunning { Thread.sleep(forTimeInterval: 0.01) }
            if sample == 1 { Thread.sleep(forTimeInterval: 0.05) }
        }
    }
}
