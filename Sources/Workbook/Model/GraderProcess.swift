import Foundation
import Grading

/// Runs an exercise's checks in a separate grader process, so that a crash or an endless loop
/// in learner code becomes a verdict instead of taking the workbook down. If the process dies
/// during a check, that check is reported (with the learner's file and line when the runtime
/// names them) and the remaining checks run in a new process.
public struct GraderProcess: Sendable {
    /// The workbook executable (it serves `__grade`).
    public let executable: URL
    /// Wall-clock seconds a single check may take.
    public var checkTimeout: TimeInterval = 20

    public init(executable: URL) { self.executable = executable }

    public struct Request: Sendable {
        public var library: URL
        public var entry: Catalog.Entry
        public var workspace: Workspace
        public var only: [String] = []
        public var recordMode: GoldenStore.RecordMode = .never
        public var saveFrames = true
        /// Compare frames cell by cell with no tolerance (the solutions must match their goldens).
        public var exactFrames = false
        /// Report each check's transition trace.
        public var includeTrace = false

        public init(library: URL, entry: Catalog.Entry, workspace: Workspace) {
            self.library = library
            self.entry = entry
            self.workspace = workspace
        }
    }

    /// Cancels a running build or grade from another thread (Ctrl-C): the program running
    /// (swiftc or the grader) is killed, and nothing new starts.
    public final class Cancellation: @unchecked Sendable {
        private let lock = NSLock()
        private var cancelled = false
        private var process: ChildProcess?
        public init() {}
        public var isCancelled: Bool { lock.withLock { cancelled } }
        public func cancel() {
            lock.withLock {
                cancelled = true
                process?.signal(SIGKILL)
            }
        }
        /// The program a cancel kills; one attached after the cancel is killed at once.
        func attach(_ p: ChildProcess?) {
            lock.withLock {
                process = p
                if cancelled { p?.signal(SIGKILL) }
            }
        }
    }

    /// Runs the checks and returns one result per check that ran.
    public func run(_ request: Request, cancellation: Cancellation = Cancellation()) -> [CheckResult] {
        var results: [CheckResult] = []
        var excluded = Set<String>()
        var attempts = 0
        while attempts < 8, !cancellation.isCancelled {
            // Asked for some checks only, and every one of them has run: nothing is left.
            if !request.only.isEmpty, request.only.allSatisfy(excluded.contains) { break }
            attempts += 1
            let outcome = runOnce(request, skipping: excluded, cancellation: cancellation)
            results.append(contentsOf: outcome.results)
            excluded.formUnion(outcome.results.map(\.id))
            if let crashed = outcome.interrupted {
                results.append(crashed)
                excluded.insert(crashed.id)
                continue
            }
            if let message = outcome.error {
                results.append(CheckResult(id: "grader", name: "grader", status: .error, message: message, exercise: request.entry.exercise.id))
            }
            break
        }
        if results.isEmpty, !cancellation.isCancelled {
            // A grader that reports nothing must not read as "every check passed".
            results.append(CheckResult(id: "grader", name: "grader", status: .error, message: "The grader finished without running a single check (\(request.entry.exercise.grader)). Rebuild the workbook (swift build) and try again; if it persists, the exercise's grader is missing from the build.", exercise: request.entry.exercise.id))
        }
        return results
    }

    struct Outcome {
        var results: [CheckResult] = []
        /// The check the process died or hung in.
        var interrupted: CheckResult?
        /// A problem before any check ran.
        var error: String?
    }

    private func runOnce(_ request: Request, skipping excluded: Set<String>, cancellation: Cancellation) -> Outcome {
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
            runsDirectory: request.saveFrames ? workspace.runsDirectory(entry.exercise).path : nil)
        grading.only = request.only.filter { !excluded.contains($0) }
        grading.skip = Array(excluded).sorted()
        grading.recordMode = request.recordMode
        grading.exactFrames = request.exactFrames
        grading.includeTrace = request.includeTrace
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
        environment["SWIFT_BACKTRACE"] = "enable=no"
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
        defer { cancellation.attach(nil) }

        var lastActivity = Date()
        var consumed = 0
        var running: String?
        var timedOut = false
        func readLines() {
            guard let data = fm.contents(atPath: resultsFile.path), data.count > consumed else { return }
            let chunk = data[consumed...]
            guard let lastNewline = chunk.lastIndex(of: UInt8(ascii: "\n")) else { return }
            let complete = data[consumed...lastNewline]
            consumed = lastNewline + 1
            for raw in complete.split(separator: UInt8(ascii: "\n")) {
                guard let line = try? JSONDecoder().decode(GraderMain.Line.self, from: Data(raw)) else { continue }
                lastActivity = Date()
                switch line {
                case let .start(id): running = id
                case let .result(r):
                    outcome.results.append(r)
                    running = nil
                case let .error(message): outcome.error = message
                }
            }
        }
        while process.isRunning {
            Thread.sleep(forTimeInterval: 0.02)
            readLines()
            if Date().timeIntervalSince(lastActivity) > checkTimeout {
                timedOut = true
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
        if let running {
            let log = (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? ""
            let message: String
            if timedOut {
                message = "Did not finish within \(Int(checkTimeout)) s of real time — is there an endless loop (a `while` whose condition never changes, a recursion without end)? The check was stopped."
            } else {
                message = CrashReport.describe(log, status: termination, lessonDirectory: workspace.chapterDirectory(entry.chapter).path)
            }
            outcome.interrupted = CheckResult(id: running, name: CheckResult.readableName(running), status: .error, message: message, exercise: entry.exercise.id)
        } else if outcome.results.isEmpty, outcome.error == nil, !termination.succeeded {
            let log = (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? ""
            outcome.error = CrashReport.describe(log, status: termination, lessonDirectory: workspace.chapterDirectory(entry.chapter).path)
        }
        return outcome
    }
}

/// Turns a crashed grader's standard error into a sentence naming the learner's line.
public enum CrashReport {
    public static func describe(_ log: String, status: ChildProcess.Termination, lessonDirectory: String) -> String {
        // Swift runtime: "/path/File.swift:42: Fatal error: Unexpectedly found nil …"
        for line in log.split(separator: "\n") {
            guard let range = line.range(of: ": Fatal error: ") else { continue }
            let location = line[..<range.lowerBound]
            let reason = line[range.upperBound...]
            let parts = location.split(separator: ":")
            if parts.count >= 2, let number = Int(parts.last!) {
                let path = parts.dropLast().joined(separator: ":")
                let shown = path.hasPrefix(lessonDirectory) ? String(path.dropFirst(lessonDirectory.count + 1)) : (path as NSString).lastPathComponent
                return "Your code crashed at \(shown):\(number): \(reason). On a device the app would quit here."
            }
            return "The app crashed: \(reason)."
        }
        if let fatal = log.split(separator: "\n").first(where: { $0.contains("Fatal error") || $0.contains("Precondition failed") }) {
            return "The app crashed: \(fatal)."
        }
        return "The app crashed (\(status)) without a message; check force unwraps (!) and array indexes in your code."
    }
}
