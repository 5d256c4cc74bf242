import Foundation
import Grading

/// Reads what a grader that crashed, hung or ran out of memory wrote to its standard error, and
/// finds the learner's line in it: the Swift runtime's fatal-error message and crash backtrace,
/// and the stack samples the grader writes on request (`workbook_install_stack_dump`), which
/// are symbolized here with the toolchain's `llvm-symbolizer`.
public struct Postmortem: Sendable {
    /// A line of the lesson's code.
    public struct Location: Equatable, Sendable, CustomStringConvertible {
        /// The source file's absolute path.
        public var file: String
        public var line: Int
        /// The function, as the runtime or symbolizer names it (may be mangled or missing).
        public var function: String?
        /// The file as the learner knows it ("FadeAnimator.swift", "App/CardViewController.swift").
        public var shown: String
        /// The line's text, trimmed, when the file can be read.
        public var source: String?

        public var description: String { "\(shown):\(line)" + (source.map { " (`\($0)`)" } ?? "") }
    }

    /// The grader's standard error.
    public let log: String
    /// The lesson's source files (absolute paths, as the line tables name them); a frame in one
    /// of them is the learner's.
    public let sources: [String]
    /// The chapter's folder, to show paths relative to it.
    public let chapterDirectory: String
    /// Where the text of a source is, when not at its path (a build of other files than the
    /// learner's, compiled under the chapter's names: a fixture, the solution).
    public let texts: [String: String]

    public init(log: String, sources: [String], chapterDirectory: String, texts: [String: String] = [:]) {
        self.log = log
        self.sources = sources
        self.chapterDirectory = chapterDirectory
        self.texts = texts
    }

    // MARK: The Swift runtime's report

    /// "File.swift:12: Fatal error: message" (also "Precondition failed", "Assertion failed").
    public var fatalError: (place: String, message: String)? {
        for line in log.split(separator: "\n") {
            for kind in [": Fatal error", ": Precondition failed", ": Assertion failed"] {
                guard let range = line.range(of: kind) else { continue }
                var message = line[range.upperBound...]
                if message.hasPrefix(": ") { message = message.dropFirst(2) }
                let text = message.isEmpty ? String(kind.dropFirst(2)) : String(message)
                return (String(line[..<range.lowerBound]), text)
            }
        }
        return nil
    }

    /// A frame of the Swift backtracer's crash report.
    struct ReportedFrame {
        var index: Int
        var function: String
        var file: String?
        var line: Int?
    }

    /// The frames of the crashed thread in the Swift backtracer's report ("  3 [ra] 0x… f() + 42
    /// in libX.so at /path/File.swift:12:9").
    var reportedFrames: [ReportedFrame] {
        var frames: [ReportedFrame] = []
        for raw in log.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard let first = line.split(separator: " ").first, let index = Int(first), let inRange = line.range(of: " in ", options: .backwards) else { continue }
            var function = line[line.index(line.startIndex, offsetBy: first.count)..<inRange.lowerBound].trimmingCharacters(in: .whitespaces)
            while function.hasPrefix("[") { function = String(function.drop { $0 != "]" }.dropFirst()).trimmingCharacters(in: .whitespaces) }
            if function.hasPrefix("0x") { function = String(function.drop { $0 != " " }).trimmingCharacters(in: .whitespaces) }
            if let plus = function.range(of: " + ", options: .backwards) { function = String(function[..<plus.lowerBound]) }
            var frame = ReportedFrame(index: index, function: function)
            let rest = line[inRange.upperBound...]
            if let at = rest.range(of: " at ") {
                let place = rest[at.upperBound...].split(separator: ":")
                if place.count >= 2, let number = Int(place[1]) {
                    frame.file = String(place[0])
                    frame.line = number
                }
            }
            frames.append(frame)
        }
        return frames
    }

    /// Where the learner's code crashed: the place the runtime names when the fatal error is the
    /// learner's own (a `!` or an implicitly unwrapped optional that met nil: exact, where the
    /// backtrace's frame may have no line), else the first frame of the crash report in the
    /// learner's code. In an endless recursion, the line that calls the function again.
    public var crashLocation: Location? {
        if let place = fatalError?.place {
            let parts = place.split(separator: ":")
            if parts.count >= 2, let line = Int(parts.last!), let location = location(file: parts.dropLast().joined(separator: ":"), line: line, function: nil) {
                return location
            }
        }
        let located = reportedFrames.compactMap { frame -> Location? in
            guard let file = frame.file, let line = frame.line, line > 0 else { return nil }
            return location(file: file, line: line, function: frame.function)
        }
        if let function = recursion, let call = located.dropFirst().first(where: { $0.function == function }) { return call }
        return located.first
    }

    /// The runtime's message for a failed `as!`: "Could not cast value of type 'A' (0x…) to 'B' (0x…)."
    /// → ("A", "B").
    public var failedCast: (from: String, to: String)? {
        for line in log.split(separator: "\n") {
            guard let range = line.range(of: "Could not cast value of type '") else { continue }
            let rest = line[range.upperBound...]
            guard let end = rest.firstIndex(of: "'"), let to = rest.range(of: " to '") else { continue }
            let target = rest[to.upperBound...]
            guard let close = target.firstIndex(of: "'") else { continue }
            return (Self.unqualified(String(rest[..<end])), Self.unqualified(String(target[..<close])))
        }
        return nil
    }

    /// The reason of a check the compiler put in the learner's code itself ("Unconditional cast
    /// failed", "arithmetic overflow"), which the backtrace shows as its first frame:
    /// "Swift runtime failure: Unconditional cast failed".
    public var runtimeFailure: String? {
        let prefix = "Swift runtime failure: "
        return reportedFrames.first { $0.function.hasPrefix(prefix) }.map { String($0.function.dropFirst(prefix.count)) }
    }

    /// "FlipCardLesson.PetViewController" → "PetViewController".
    static func unqualified(_ type: String) -> String {
        type.split(separator: ".").last.map(String.init) ?? type
    }

    /// Whether the crash report shows one of the learner's functions calling itself over and
    /// over (an endless recursion that overflowed the stack).
    public var recursion: String? {
        var counts: [String: Int] = [:]
        for frame in reportedFrames where frame.file.map(isLearnerFile) == true { counts[frame.function, default: 0] += 1 }
        let deepest = reportedFrames.map(\.index).max() ?? 0
        guard let (function, count) = counts.max(by: { $0.value < $1.value }), count >= 8 || (deepest > 1000 && count >= 2) else { return nil }
        return function
    }

    // MARK: Stack samples

    /// A raw frame of a stack sample: the object file and the symbol and offset glibc printed.
    struct SampledFrame: Equatable {
        var object: String
        var symbol: String
        var offset: UInt64
    }

    /// The stack samples in the log: each a reason ("sampled", "exit") and its frames.
    var samples: [(reason: String, frames: [SampledFrame])] {
        var result: [(String, [SampledFrame])] = []
        var current: (String, [SampledFrame])?
        for raw in log.split(separator: "\n") {
            let line = String(raw)
            if line.hasPrefix("=== workbook stack: ") {
                current = (String(line.dropFirst(20)), [])
            } else if line.hasPrefix("=== end of stack") {
                if let current { result.append(current) }
                current = nil
            } else if current != nil, let open = line.firstIndex(of: "("), let close = line[open...].firstIndex(of: ")") {
                let inside = line[line.index(after: open)..<close]
                guard let plus = inside.range(of: "+0x", options: .backwards), let offset = UInt64(inside[plus.upperBound...], radix: 16) else { continue }
                current!.1.append(SampledFrame(object: String(line[..<open]), symbol: String(inside[..<plus.lowerBound]), offset: offset))
            }
        }
        return result
    }

    /// How many stack samples the log holds.
    public var sampleCount: Int { samples.count }

    /// Where the learner's code was in the stack samples (the most frequent place), found by
    /// symbolizing the frames in `library`. Nil when no sample has a learner frame, or no
    /// symbolizer is at hand.
    public func sampledLocation(library: String) -> Location? {
        // Per innermost place: the place, how many samples found it, and the most of the
        // learner's frames a sample showed around it. A stack walked from a signal can lose the
        // caller of the function interrupted (it had not saved its frame yet), never add one:
        // the sample with more of the learner's frames is the truer one.
        var seen: [String: (location: Location, count: Int, depth: Int)] = [:]
        for sample in samples {
            // After a signal, the frame right after libc's trampoline is the exact address;
            // the others are return addresses, one past the call.
            let trampoline = sample.reason == "sampled" ? sample.frames.firstIndex { $0.object.contains("libc.so") } : nil
            var queries: [String] = []
            for (i, frame) in sample.frames.enumerated() where frame.object == library {
                let offset = frame.offset - (trampoline.map { i == $0 + 1 } == true ? 0 : 1)
                queries.append(frame.symbol.isEmpty ? String(format: "0x%llx", offset) : "\(frame.symbol)+0x\(String(offset, radix: 16))")
            }
            guard !queries.isEmpty else { continue }
            let places = Self.symbolize(queries, in: library).compactMap { self.location(file: $0.file, line: $0.line, function: $0.function) }
            guard let found = places.first else { continue }
            let key = "\(found.file):\(found.line)"
            seen[key] = (found, (seen[key]?.count ?? 0) + 1, max(seen[key]?.depth ?? 0, places.count))
        }
        return seen.values.max { ($0.depth, $0.count) < ($1.depth, $1.count) }?.location
    }

    /// The toolchain's `llvm-symbolizer` (beside the `swiftc` on the PATH), if there is one.
    static let symbolizer: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let compiler = URL(fileURLWithPath: "\(directory)/swiftc")
            guard FileManager.default.isExecutableFile(atPath: compiler.path) else { continue }
            let candidate = compiler.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("llvm-symbolizer").path
            return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
        }
        return nil
    }()

    /// File, line and function of each query (`0x1f2e` or `symbol+0x1f`) in `object`, innermost
    /// inlined frame first, in order; queries it cannot place are left out.
    static func symbolize(_ queries: [String], in object: String) -> [(file: String, line: Int, function: String?)] {
        guard let symbolizer, let result = try? ChildProcess.run([symbolizer, "--obj=\(object)", "--output-style=JSON"] + queries, error: .null, timeout: 10),
              result.termination.succeeded, let entries = try? JSONSerialization.jsonObject(with: result.output) as? [[String: Any]] else { return [] }
        var places: [(String, Int, String?)] = []
        for entry in entries {
            let frames = (entry["Symbol"] ?? entry["Loc"]) as? [[String: Any]] ?? []
            for frame in frames {
                guard let file = frame["FileName"] as? String, let line = frame["Line"] as? Int, line > 0 else { continue }
                places.append((file, line, frame["FunctionName"] as? String))
            }
        }
        return places
    }

    // MARK: Places

    func isLearnerFile(_ path: String) -> Bool { sources.contains(path) }

    /// The source a `#fileID` names ("FlipCardLesson/SwipeInteractionController.swift", as the
    /// runtime's fatal errors give their place): the one source of that name.
    func fileID(_ file: String) -> String? {
        let parts = file.split(separator: "/")
        guard !file.hasPrefix("/"), parts.count == 2 else { return nil }
        let named = sources.filter { ($0 as NSString).lastPathComponent == parts[1] }
        return named.count == 1 ? named[0] : nil
    }

    /// A location when `file` is one of the lesson's sources.
    func location(file: String, line: Int, function: String?) -> Location? {
        let match = sources.first { $0 == file } ?? sources.first { !file.hasPrefix("/") && $0.hasSuffix("/" + file) }
            ?? fileID(file)
        guard let path = match else { return nil }
        let shown = path.hasPrefix(chapterDirectory + "/") ? String(path.dropFirst(chapterDirectory.count + 1)) : (path as NSString).lastPathComponent
        var source: String?
        if let text = try? String(contentsOfFile: texts[path] ?? path, encoding: .utf8) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if line - 1 < lines.count {
                let trimmed = lines[line - 1].trimmingCharacters(in: .whitespaces)
                if !trimmed.isEmpty { source = trimmed.count > 80 ? String(trimmed.prefix(77)) + "…" : trimmed }
            }
        }
        return Location(file: path, line: line, function: function, shown: shown, source: source)
    }
}

/// Turns a grader that stopped in the middle of a check into the learner's explanation.
public enum StoppedCheck {
    /// Why the grader stopped.
    public enum Reason: Sendable {
        /// It ran longer than the limit, in seconds.
        case timedOut(seconds: Int)
        /// It used more memory than the limit, in bytes.
        case outOfMemory(limit: UInt64)
        /// It ended by itself (a crash, or an exit).
        case ended(ChildProcess.Termination)
    }

    /// The message (in English) and cause for the check `name` that was running when the grader stopped.
    public static func describe(_ reason: Reason, check name: String, postmortem: Postmortem, library: String, during activity: String? = nil) -> (message: String, cause: Cause) {
        let (phrase, cause) = explain(reason, check: Phrase(verbatim: name), postmortem: postmortem, library: library, during: activity)
        return (phrase.english, cause)
    }

    /// The explanation, in every language the catalogues give, and cause for the check `name`
    /// that was running when the grader stopped.
    public static func explain(_ reason: Reason, check name: Phrase, postmortem: Postmortem, library: String, during activity: String? = nil) -> (phrase: Phrase, cause: Cause) {
        let (phrase, cause) = explain(reason, check: name, postmortem: postmortem, library: library)
        guard let activity, cause != .exitCalled else { return (phrase, cause) }
        // Which transition was running: a crash names the line, this says which way it went.
        let what = Self.activity(activity)
        let when: Phrase
        switch reason {
        case .timedOut, .outOfMemory: when = Phrase("workbook.stopped.during-stopped", "It was stopped during \(what).")
        case .ended: when = Phrase("workbook.stopped.during-crash", "It happened during \(what).")
        }
        return (phrase + " " + when, cause)
    }

    /// What the grader said the app was doing ("the dismiss transition DetailViewController →
    /// GalleryViewController"), in the learner's language when it is a transition.
    static func activity(_ text: String) -> Phrase {
        let words = text.split(separator: " ", maxSplits: 3).map(String.init)
        guard words.count == 4, words[0] == "the", words[2] == "transition" else { return Phrase(verbatim: text) }
        let sides = words[3].components(separatedBy: " → ")
        guard sides.count == 2 else { return Phrase(verbatim: text) }
        return Phrase("workbook.stopped.transition", "the \(words[1]) transition \(sides[0]) → \(sides[1])")
    }

    static func explain(_ reason: Reason, check name: Phrase, postmortem: Postmortem, library: String) -> (phrase: Phrase, cause: Cause) {
        switch reason {
        case let .timedOut(seconds):
            let place = postmortem.sampledLocation(library: library)
            let stopped = place.map { Phrase("workbook.stopped.timeout-at", "The check \"\(name)\" did not finish within \(seconds) s of real time: your code was still running at \($0).") }
                ?? Phrase("workbook.stopped.timeout", "The check \"\(name)\" did not finish within \(seconds) s of real time.")
            let advice = Phrase("workbook.stopped.timeout-advice", "Is that a loop whose condition never changes while it runs (a `while` waiting for an animation, which cannot move until your code returns), or a function that calls itself? The check was stopped.")
            return (stopped + " " + advice, .endlessLoop)
        case let .outOfMemory(limit):
            let place = postmortem.sampledLocation(library: library)
            let used = place.map { Phrase("workbook.stopped.memory-at", "Your code used more than \(Self.amount(limit)) of memory in the check \"\(name)\", last at \($0).") }
                ?? Phrase("workbook.stopped.memory", "Your code used more than \(Self.amount(limit)) of memory in the check \"\(name)\".")
            let advice = Phrase("workbook.stopped.memory-advice", "Is a loop appending to an array (or making views) for ever? The check was stopped.")
            return (used + " " + advice, .memoryRunaway)
        case let .ended(termination):
            return explainEnd(termination, postmortem: postmortem, library: library)
        }
    }

    /// "1 GiB", "384 MiB".
    static func amount(_ bytes: UInt64) -> String {
        bytes >= 1 << 30 && bytes % (1 << 30) == 0 ? "\(bytes >> 30) GiB" : "\(bytes >> 20) MiB"
    }

    /// "exit code 3", "signal 11".
    static func termination(_ termination: ChildProcess.Termination) -> Phrase {
        termination.reason == .exit ? Phrase("workbook.termination.exit", "exit code \(termination.code)")
            : Phrase("workbook.termination.signal", "signal \(termination.code)")
    }

    static func explainEnd(_ termination: ChildProcess.Termination, postmortem: Postmortem, library: String) -> (phrase: Phrase, cause: Cause) {
        if termination.reason == .exit {
            let place = postmortem.sampledLocation(library: library)
            return (place.map { Phrase("workbook.crash.exit-at", "Your code called `exit(\(termination.code))` at \($0), and the app quit in the middle of the check. An iOS app never quits by itself: remove the call.") }
                ?? Phrase("workbook.crash.exit", "Your code called `exit(\(termination.code))`, and the app quit in the middle of the check. An iOS app never quits by itself: remove the call."), .exitCalled)
        }
        let place = postmortem.crashLocation
        // "Your code crashed at FadeAnimator.swift:31 (`…`)", the start of most of what follows.
        let crashed = place.map { Phrase("workbook.crash.crashed-at", "Your code crashed at \($0)") } ?? Phrase("workbook.crash.crashed", "Your code crashed")
        if let function = postmortem.recursion {
            // "topView #1 (_:) in …" (a nested function) or "f(_:)": the name alone.
            let name = function.prefix { $0 != "(" && $0 != "#" }.trimmingCharacters(in: .whitespaces)
            return (Phrase("workbook.crash.recursion", "\(crashed): `\(name)` calls itself again and again without end, until the stack overflowed. Give the recursion a case that returns without calling itself."), .stackOverflow)
        }
        if let cast = postmortem.failedCast {
            let runtime = Phrase(verbatim: "Could not cast value of type `\(cast.from)` to `\(cast.to)`", foreign: true)
            return (Phrase("workbook.crash.failed-cast", "\(crashed): \(runtime) — an `as!` met an object of another class. On a device the app would quit here. Check which object you have (`as?` with `guard let` says so without crashing), and cast to its class."), .crash)
        }
        if let failure = postmortem.runtimeFailure, postmortem.fatalError == nil {
            let said = Phrase(verbatim: failure, foreign: true)
            if failure.contains("cast failed") {
                // The compiler checked the cast in place: the runtime cannot say the object's class.
                let target = place?.source.flatMap { line in line.range(of: #"as!\s*[A-Za-z_][\w.]*"#, options: .regularExpression).map { String(line[$0]) } }
                let cast = target.map { Phrase(verbatim: "`\($0)`") } ?? Phrase("workbook.crash.an-as", "an `as!`")
                return (Phrase("workbook.crash.checked-cast", "\(crashed): \(cast) met an object of another class (Swift: \"\(said)\"). On a device the app would quit here. Check which object you have there (`as?` with `guard let` finds out without crashing), and cast to its class."), .crash)
            }
            return (Phrase("workbook.crash.runtime-check", "\(crashed): \(said) (a check Swift makes in your code). On a device the app would quit here."), .crash)
        }
        if let fatal = postmortem.fatalError {
            let said = Phrase(verbatim: fatal.message, foreign: true)
            if fatal.message.contains("Unexpectedly found nil") {
                return (Phrase("workbook.crash.force-unwrap", "\(crashed): \(said) — a `!` met nil. On a device the app would quit here. Unwrap with `guard let` (or `if let`) and decide what to do when the value is missing."), .forceUnwrapOfNil)
            }
            if fatal.message.contains("Index out of range") {
                return (Phrase("workbook.crash.index-out-of-range", "\(crashed): \(Phrase(verbatim: "Index out of range", foreign: true)) — an array was read at a position it does not have. On a device the app would quit here. Check the index against the array's `indices` first."), .indexOutOfRange)
            }
            return (Phrase("workbook.crash.fatal-error", "\(crashed): \(said). On a device the app would quit here."), .crash)
        }
        if termination.code == SIGSEGV || termination.code == SIGBUS, place != nil, postmortem.reportedFrames.count > 40 {
            return (Phrase("workbook.crash.stack-overflow", "\(crashed): the stack overflowed, most likely a function that calls itself without end."), .stackOverflow)
        }
        if termination.code == SIGABRT {
            return (place.map { Phrase("workbook.crash.abort-at", "Your code stopped the app with `abort()` at \($0) (or something it called did). On a device the app would quit here.") }
                ?? Phrase("workbook.crash.abort", "Your code stopped the app with `abort()` (or something it called did). On a device the app would quit here."), .crash)
        }
        let how = Self.termination(termination)
        if place != nil {
            return (Phrase("workbook.crash.signal", "\(crashed) (\(how)). On a device the app would quit here."), .crash)
        }
        return (Phrase("workbook.crash.nowhere", "The app crashed (\(how)) without saying where; check force unwraps (`!`) and array indexes in your code."), .crash)
    }
}
