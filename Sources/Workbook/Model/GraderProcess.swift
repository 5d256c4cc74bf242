import Foundation
import Frames
import Grading

/// Runs an exercise's checks in a separate grader process, so that a crash, an endless loop or
/// a memory runaway in learner code becomes a verdict instead of taking the workbook down. If
/// the process dies during a check, that check is reported (with the learner's file and line)
/// and the remaining checks run in a new process; after an endless loop they are reported as
/// not run, so that one loop costs the whole check at most `checkTimeout`.
public struct GraderProcess: Sendable {
    /// The workbook executable (it serves `__grade`).
    public let executable: URL
    /// Wall-clock seconds a single check may take (a check takes well under one).
    public var checkTimeout: TimeInterval = 8
    /// Bytes of memory the grader may use (it needs about 100 MiB).
    public var memoryLimit: UInt64 = 1 << 30
    /// How many grader processes share an exercise's checks (nil: two when the machine has two
    /// cores or more, otherwise one).
    public var graders: Int?

    public init(executable: URL) { self.executable = executable }

    public struct Request: Sendable {
        public var library: URL
        /// The lesson's source files, to find the learner's lines in crash reports.
        public var sources: [LessonBuilder.Source] = []
        public var entry: Catalog.Entry
        public var workspace: Workspace
        public var only: [String] = []
        public var recordMode: GoldenRecordMode = .never
        public var saveFrames = true
        /// Where to keep the frames (default: the exercise's runs folder).
        public var runsDirectory: URL?
        /// Compare frames cell by cell with no tolerance (the solutions must match their goldens).
        public var exactFrames = false
        /// Report each check's transition trace.
        public var includeTrace = false
        /// Stop at the first check that does not pass (with one grader, the first in order):
        /// for fixtures, whose verdict is that check's.
        public var stopAtFirstFailure = false

        public init(library: URL, entry: Catalog.Entry, workspace: Workspace) {
            self.library = library
            self.entry = entry
            self.workspace = workspace
        }
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

    /// Runs the checks and returns one result per check, in the grader's order. With two
    /// graders (see `graders`), each runs every other check at the same time as the other.
    public func run(_ request: Request, cancellation: Cancellation = Cancellation()) -> [CheckResult] {
        let count = request.only.count == 1 ? 1 : max(graders ?? Self.defaultGraders(), 1)
        var results: [CheckResult]
        if count == 1 {
            results = runShare(request, shard: 0, of: 1, cancellation: cancellation)
        } else {
            let shares = Shares(count)
            DispatchQueue.concurrentPerform(iterations: count) { shard in
                shares.set(shard, runShare(request, shard: shard, of: count, cancellation: cancellation))
            }
            results = shares.merged()
        }
        if results.isEmpty, !cancellation.isCancelled {
            // A grader that reports nothing must not read as "every check passed".
            results.append(CheckResult(id: "grader", name: "grader", status: .error, message: "The grader finished without running a single check (\(request.entry.exercise.grader)). Rebuild the workbook (swift build) and try again; if it persists, the exercise's grader is missing from the build.", exercise: request.entry.exercise.id))
        }
        return results
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
        private var parts: [[CheckResult]]
        init(_ count: Int) { parts = Array(repeating: [], count: count) }
        func set(_ shard: Int, _ results: [CheckResult]) { lock.withLock { parts[shard] = results } }
        func merged() -> [CheckResult] {
            lock.withLock {
                let n = parts.count
                return parts.enumerated()
                    .flatMap { shard, results in results.enumerated().map { (rank: $0.offset * n + shard, result: $0.element) } }
                    .sorted { $0.rank < $1.rank }
                    .map(\.result)
                    // A problem every grader met (the lesson would not load) is told once.
                    .reduce(into: [CheckResult]()) { kept, result in
                        if result.id == "grader", kept.contains(where: { $0.id == "grader" && $0.message == result.message }) { return }
                        kept.append(result)
                    }
            }
        }
    }

    /// One grader's share of the checks, started again after a crash without the checks done.
    private func runShare(_ request: Request, shard: Int, of shards: Int, cancellation: Cancellation) -> [CheckResult] {
        var results: [CheckResult] = []
        var excluded = Set<String>()
        var attempts = 0
        while attempts < 8, !cancellation.isCancelled {
            // Asked for some checks only, and every one of them has run: nothing is left.
            if !request.only.isEmpty, request.only.allSatisfy(excluded.contains) { break }
            attempts += 1
            let outcome = runOnce(request, shard: shard, of: shards, skipping: excluded, cancellation: cancellation)
            results.append(contentsOf: outcome.results)
            if request.stopAtFirstFailure {
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
                        results.append(CheckResult(id: id, name: CheckResult.readableName(id), status: .error,
                                                   message: "Not run: the check \"\(stopped.name)\" before it never finished. Fix that one first.",
                                                   cause: .notRun, exercise: request.entry.exercise.id))
                    }
                    break
                }
                continue
            }
            if let message = outcome.error {
                results.append(CheckResult(id: "grader", name: "grader", status: .error, message: message, exercise: request.entry.exercise.id))
            }
            break
        }
        return results
    }

    struct Outcome {
        var results: [CheckResult] = []
        /// The checks the grader meant to run, in order.
        var planned: [String] = []
        /// The check the process died, hung or ran out of memory in.
        var interrupted: CheckResult?
        /// A problem before any check ran.
        var error: String?
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
            runsDirectory: request.saveFrames ? (request.runsDirectory ?? workspace.runsDirectory(entry.exercise)).path : nil)
        grading.only = request.only.filter { !excluded.contains($0) }
        grading.skip = Array(excluded).sorted()
        grading.recordMode = request.recordMode
        grading.exactFrames = request.exactFrames
        grading.includeTrace = request.includeTrace
        grading.shard = shard
        grading.shards = shards
        let requestFile = fm.temporaryDirectory.appendingPathComponent("workbook-request-\(UUID().uuidString).json")
        defer { try? fm.removeItem(at: requestFile) }
        do {
            try JSONEncoder().encode(grading).write(to: requestFile)
        } catch {
            outcome.error = "Could not write the grader's request (\(requestFile.path)): \(error)"
            return outcome
        }
        let arguments = ["__grade", "--request", requestFile.path]

        var environment = ProcessInfo.processInfo.environment
        // A crash prints the crashed thread's stack with file and line (the lesson is built with
        // debug information), quickly and without waiting for a terminal.
        environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no,sanitize=no,output-to=stderr,threads=crashed,registers=none,images=none,limit=64,top=16"
        let stderrFile = fm.temporaryDirectory.appendingPathComponent("workbook-stderr-\(UUID().uuidString).txt")
        defer { try? fm.removeItem(at: stderrFile) }
        let process: ChildProcess
        do {
            // Its own process group: Ctrl-C on the terminal reaches the REPL, which cancels the
            // check; it never kills the grader behind the REPL's back (a "crash" with signal 2).
            process = try ChildProcess([executable.path] + arguments, environment: environment, output: .null,
                                       error: .file(stderrFile), ownProcessGroup: true)
        } catch {
            outcome.error = "Could not start the grader (\(executable.path)): \(error)"
            return outcome
        }
        cancellation.attach(process)
        defer { cancellation.detach(process) }

        var consumed = 0
        var running: String?
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
                    checkStarted = Date()
                case let .result(r):
                    outcome.results.append(r)
                    running = nil
                case let .error(message): outcome.error = message
                }
            }
        }
        var stopped: StoppedCheck.Reason?
        // Wakes within a few milliseconds of the grader ending (the verdict is shown at once),
        // and reads the results and checks the limits every 20 ms while it runs.
        func failed() -> Bool { request.stopAtFirstFailure && outcome.results.contains { $0.status != .pass } }
        while process.wait(timeout: 0.02) == nil {
            readLines()
            if failed() {
                // The verdict is known: the checks after it are not needed.
                process.signal(SIGKILL)
                break
            }
            if running != nil, Date().timeIntervalSince(checkStarted) > checkTimeout {
                stopped = .timedOut(seconds: Int(checkTimeout.rounded()))
            } else if let resident = Self.residentMemory(of: process.processIdentifier), resident > memoryLimit {
                stopped = .outOfMemory(limit: memoryLimit)
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
            outcome.error = "Cancelled."
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
            let (message, cause) = StoppedCheck.describe(stopped ?? .ended(termination), check: name, postmortem: postmortem, library: request.library.path)
            outcome.interrupted = CheckResult(id: running, name: name, status: .error, message: message, cause: cause, exercise: entry.exercise.id)
        } else if outcome.results.isEmpty, outcome.error == nil, !termination.succeeded {
            outcome.error = StoppedCheck.describe(stopped ?? .ended(termination), check: "start", postmortem: postmortem, library: request.library.path).message
        }
        return outcome
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
