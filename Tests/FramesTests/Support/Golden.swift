import Foundation
import Testing
import Frames

// Golden files: a test draws frames and compares them with reviewed text files in
// `Tests/FramesTests/Goldens/<name>.frame`, written in the frame-file format.
//
// `RECORD_GOLDENS` chooses what happens when a golden is absent or differs:
//
// | value     | absent golden                 | golden differs                 |
// |-----------|-------------------------------|--------------------------------|
// | `missing` | written, and the test FAILS   | the test fails                 |
// | `failed`  | written, and the test fails   | rewritten, and the test fails  |
// | `all`     | written, and the test fails   | rewritten, and the test fails  |
// | `never`   | the test fails, nothing written | the test fails               |
//
// (`all` also rewrites goldens that match, which changes nothing.) The default is `missing`, or
// `never` when `CI` is set. A recorded golden always fails the test once, so that a human looks
// at the picture before it becomes the reference.

/// What to do with goldens that are absent or differ (`RECORD_GOLDENS`).
enum GoldenRecordMode: String, CaseIterable, Sendable {
    /// Write absent goldens (and fail); never overwrite one.
    case missing
    /// Write absent goldens and overwrite those that differ (and fail).
    case failed
    /// Rewrite every golden; fail where one was absent or differed.
    case all
    /// Write nothing: an absent golden is a failure. The default on CI.
    case never

    /// The mode `environment` asks for.
    ///
    /// - Throws: `GoldenError` when `RECORD_GOLDENS` holds something other than a mode's name.
    static func from(environment: [String: String]) throws(GoldenError) -> GoldenRecordMode {
        guard let value = environment["RECORD_GOLDENS"], !value.isEmpty else {
            return environment["CI"].map { !$0.isEmpty } == true ? .never : .missing
        }
        guard let mode = GoldenRecordMode(rawValue: value.lowercased()) else {
            throw GoldenError("RECORD_GOLDENS=\(value) is not a record mode; use one of \(allCases.map(\.rawValue).joined(separator: ", ")).")
        }
        return mode
    }

    var writesAbsent: Bool { self != .never }
    var overwritesMismatches: Bool { self == .failed || self == .all }
}

/// A golden that could not be read or written, or a bad `RECORD_GOLDENS`.
struct GoldenError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A way of storing a value as a golden: how to write it, and how to say why a value does not
/// match a golden's text (nil when it matches). Compose with `pullback`.
struct GoldenFormat<Value>: Sendable {
    var encode: @Sendable (Value) -> String
    var mismatch: @Sendable (_ golden: String, _ actual: Value) -> String?

    /// The same format for values that convert to this one.
    func pullback<Other>(_ transform: @escaping @Sendable (Other) -> Value) -> GoldenFormat<Other> {
        GoldenFormat<Other>(encode: { encode(transform($0)) }, mismatch: { mismatch($0, transform($1)) })
    }
}

extension GoldenFormat where Value == [Frame] {
    /// A sequence of frames in one frame file. Frames match when their characters, sizes, time
    /// stamps (to the millisecond the file keeps) and device names do.
    static var frames: GoldenFormat {
        GoldenFormat(encode: FrameFile.encode) { golden, actual in
            let expected: [Frame]
            do { expected = try FrameFile.decode(golden) } catch { return "The golden file cannot be read: \(error)" }
            if expected.count != actual.count {
                return "The golden holds \(expected.count) frame(s); the test drew \(actual.count)."
            }
            var problems: [String] = []
            for (index, (e, a)) in zip(expected, actual).enumerated() {
                let which = actual.count == 1 ? "The frame" : "Frame \(index + 1) of \(actual.count)"
                if let problem = Golden.describeMismatch(expected: e, actual: a, which: which) { problems.append(problem) }
            }
            return problems.isEmpty ? nil : problems.joined(separator: "\n\n")
        }
    }
}

extension GoldenFormat where Value == Frame {
    /// One frame in a frame file.
    static var frame: GoldenFormat { GoldenFormat<[Frame]>.frames.pullback { [$0] } }
}

/// What checking one golden did.
struct GoldenOutcome: Equatable {
    /// The failure to report, or nil when the value matched its golden.
    var failure: String?
    /// Whether the golden file was written.
    var wrote: Bool
    var passed: Bool { failure == nil }
}

/// Goldens in one directory, checked under one record mode.
struct GoldenStore {
    let directory: URL
    let mode: GoldenRecordMode

    /// `Tests/FramesTests/Goldens`, found from this source file's path, not the working directory.
    static let goldensDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()   // Support
        .deletingLastPathComponent()   // FramesTests
        .appendingPathComponent("Goldens", isDirectory: true)

    func url(named name: String) -> URL { directory.appendingPathComponent(name + ".frame") }

    /// Compares `value` with golden `name`, writing the golden as the mode says.
    ///
    /// - Parameter rerun: the command that re-records this golden, quoted in failures.
    /// - Throws: `GoldenError` when a file cannot be read or written.
    func check<Value>(_ value: Value, as format: GoldenFormat<Value>, named name: String, rerun: String) throws(GoldenError) -> GoldenOutcome {
        precondition(name.range(of: "^[a-z0-9][a-z0-9-]*$", options: .regularExpression) != nil,
                     "a golden's name is lowercase letters, digits and dashes: \(name)")
        let url = self.url(named: name)
        let path = Golden.displayPath(url)
        let actualText = format.encode(value)
        guard FileManager.default.fileExists(atPath: url.path) else {
            guard mode.writesAbsent else {
                return GoldenOutcome(failure: """
                    No golden \(path) (RECORD_GOLDENS=\(mode.rawValue) writes none). The test drew:
                    \(actualText)
                    To record it, run:
                        \(rerun.replacingOccurrences(of: "RECORD_GOLDENS=all", with: "RECORD_GOLDENS=missing"))
                    """, wrote: false)
            }
            try write(actualText, to: url)
            return GoldenOutcome(failure: """
                Recorded a new golden \(path): look at it, and if it is right, commit it and run the test again.
                \(actualText)
                """, wrote: true)
        }
        let goldenText: String
        do { goldenText = try String(contentsOf: url, encoding: .utf8) } catch {
            throw GoldenError("Cannot read the golden \(path): \(error.localizedDescription)")
        }
        guard let mismatch = format.mismatch(goldenText, value) else {
            if mode == .all && goldenText != actualText { try write(actualText, to: url); return GoldenOutcome(failure: nil, wrote: true) }
            return GoldenOutcome(failure: nil, wrote: false)
        }
        if mode.overwritesMismatches {
            try write(actualText, to: url)
            return GoldenOutcome(failure: """
                \(mismatch)

                Rewrote the golden \(path) (RECORD_GOLDENS=\(mode.rawValue)): review it with `git diff \(path)`.
                """, wrote: true)
        }
        return GoldenOutcome(failure: """
            \(mismatch)

            If the new picture is right, re-record the golden \(path) with:
                \(rerun)
            and review it with `git diff \(path)`.
            """, wrote: false)
    }

    private func write(_ text: String, to url: URL) throws(GoldenError) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            throw GoldenError("Cannot write the golden \(Golden.displayPath(url)): \(error.localizedDescription)")
        }
    }
}

enum Golden {
    /// Says how `actual` differs from `expected`, with both side by side, or nil when they match.
    static func describeMismatch(expected: Frame, actual: Frame, which: String) -> String? {
        var lines: [String] = []
        if expected.columns != actual.columns || expected.rows != actual.rows {
            lines.append("\(which) is \(actual.columns)×\(actual.rows) cells; the golden is \(expected.columns)×\(expected.rows).")
        } else if expected != actual {
            let diff = expected.diff(actual)
            let percent = String(format: "%.1f", diff.fraction * 100)
            lines.append("\(which) differs from the golden in \(diff.count) cell\(diff.count == 1 ? "" : "s") (\(percent) %): \(diff.whereabouts).")
        }
        let time: (Frame) -> String = { $0.time.map { String(format: "%.3f", $0) } ?? "-" }
        if time(expected) != time(actual) || expected.deviceName != actual.deviceName {
            lines.append("\(which) is at t=\(time(actual)) on device \"\(actual.deviceName)\"; the golden is at t=\(time(expected)) on \"\(expected.deviceName)\".")
        }
        guard !lines.isEmpty else { return nil }
        lines.append("")
        lines.append(contentsOf: SideBySide.render(expected, actual, leftCaption: "expected", rightCaption: "actual"))
        return lines.joined(separator: "\n")
    }

    /// A path relative to the package root when it is inside it.
    static func displayPath(_ url: URL) -> String {
        let root = GoldenStore.goldensDirectory
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path + "/"
        return url.path.hasPrefix(root) ? String(url.path.dropFirst(root.count)) : url.path
    }

    /// The command that re-records the goldens of the running test.
    static func rerunCommand() -> String {
        var filter = "FramesTests"
        if let test = Test.current {
            let suite = test.id.nameComponents.dropLast().last
            let function = test.name.split(separator: "(").first.map(String.init) ?? test.name
            filter = suite.map { "\($0)/\(function)" } ?? function
        }
        return "RECORD_GOLDENS=all swift test --filter '\(filter)'"
    }
}

/// Compares `value` with the golden file `Goldens/<name>.frame`; a difference (or a newly
/// recorded golden) is recorded as a test issue that shows both pictures and the command to
/// re-record.
///
/// - Throws: `GoldenError` when `RECORD_GOLDENS` is invalid or a file cannot be read or written.
func assertGolden<Value>(_ value: Value, as format: GoldenFormat<Value>, named name: String, store: GoldenStore? = nil,
                         sourceLocation: SourceLocation = #_sourceLocation) throws {
    let store = try store ?? GoldenStore(directory: GoldenStore.goldensDirectory,
                                         mode: GoldenRecordMode.from(environment: ProcessInfo.processInfo.environment))
    let outcome = try store.check(value, as: format, named: name, rerun: Golden.rerunCommand())
    if let failure = outcome.failure {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}

/// Compares a frame with its golden (see `assertGolden(_:as:named:store:sourceLocation:)`).
func assertGolden(_ frame: Frame, named name: String, store: GoldenStore? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try assertGolden(frame, as: .frame, named: name, store: store, sourceLocation: sourceLocation)
}

/// Compares a sequence of frames with its golden (one file, the frames one after the other).
func assertGolden(_ frames: [Frame], named name: String, store: GoldenStore? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try assertGolden(frames, as: .frames, named: name, store: store, sourceLocation: sourceLocation)
}
