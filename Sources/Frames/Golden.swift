import Foundation

// Golden files: frames a test or a grader compares with reviewed text files in the frame-file
// format — the renderer's tests in `Tests/FramesTests/Goldens/<name>.frame`, the graders'
// reference frames in `Tests/Goldens/<chapter>/<name>.frames`. One store, one set of record
// modes for both:
//
// | mode      | absent golden                 | golden differs                 |
// |-----------|-------------------------------|--------------------------------|
// | `missing` | written, and the check FAILS  | the check fails                |
// | `failed`  | written, and the check fails  | rewritten, and the check fails |
// | `all`     | written, and the check fails  | rewritten, and the check fails |
// | `never`   | the check fails, nothing written | the check fails             |
//
// (`all` also rewrites goldens that match, which changes nothing.) A recorded golden always
// fails its check once, so that a person looks at the picture before it becomes the
// reference; a grader records only for `workbook author record`, which refuses to run on CI.
// From the environment (`RECORD_GOLDENS`) an unknown mode is an error, never a silent `never`.

/// What to do with goldens that are absent or differ (`RECORD_GOLDENS`).
public enum GoldenRecordMode: String, CaseIterable, Codable, Sendable {
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
    public static func from(environment: [String: String]) throws(GoldenError) -> GoldenRecordMode {
        guard let value = environment["RECORD_GOLDENS"], !value.isEmpty else {
            return isCI(environment) ? .never : .missing
        }
        guard let mode = GoldenRecordMode(rawValue: value.lowercased()) else {
            throw GoldenError("RECORD_GOLDENS=\(value) is not a record mode; use one of \(allCases.map(\.rawValue).joined(separator: ", ")).")
        }
        return mode
    }

    public var writesAbsent: Bool { self != .never }
    public var overwritesMismatches: Bool { self == .failed || self == .all }

    /// Whether `environment` says this is a CI run (`CI` set, and not 0 or false).
    public static func isCI(_ environment: [String: String]) -> Bool {
        guard let ci = environment["CI"] else { return false }
        return !ci.isEmpty && ci != "0" && ci.lowercased() != "false"
    }
}

/// A golden that could not be read or written, or a bad `RECORD_GOLDENS`.
public struct GoldenError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// A way of storing a value as a golden: how to write it, and how to say why a value does not
/// match a golden's text (nil when it matches). Compose with `pullback`.
public struct GoldenFormat<Value>: Sendable {
    public var encode: @Sendable (Value) -> String
    public var mismatch: @Sendable (_ golden: String, _ actual: Value) -> String?

    public init(encode: @escaping @Sendable (Value) -> String, mismatch: @escaping @Sendable (_ golden: String, _ actual: Value) -> String?) {
        self.encode = encode
        self.mismatch = mismatch
    }

    /// The same format for values that convert to this one.
    public func pullback<Other>(_ transform: @escaping @Sendable (Other) -> Value) -> GoldenFormat<Other> {
        GoldenFormat<Other>(encode: { encode(transform($0)) }, mismatch: { mismatch($0, transform($1)) })
    }
}

extension GoldenFormat where Value == [Frame] {
    /// A sequence of frames in one frame file. Frames match when their characters, sizes, time
    /// stamps (to the millisecond the file keeps) and device names do.
    public static var frames: GoldenFormat {
        GoldenFormat(encode: FrameFile.encode) { golden, actual in
            let expected: [Frame]
            do { expected = try FrameFile.decode(golden) } catch { return "The golden file cannot be read: \(error)" }
            if expected.count != actual.count {
                return "The golden holds \(expected.count) frame(s); the test drew \(actual.count)."
            }
            var problems: [String] = []
            for (index, (e, a)) in zip(expected, actual).enumerated() {
                let which = actual.count == 1 ? "The frame" : "Frame \(index + 1) of \(actual.count)"
                if let problem = GoldenStore.describeMismatch(expected: e, actual: a, which: which) { problems.append(problem) }
            }
            return problems.isEmpty ? nil : problems.joined(separator: "\n\n")
        }
    }
}

extension GoldenFormat where Value == Frame {
    /// One frame in a frame file.
    public static var frame: GoldenFormat { GoldenFormat<[Frame]>.frames.pullback { [$0] } }
}

/// What checking one golden did.
public struct GoldenOutcome: Equatable, Sendable {
    /// The failure to report, or nil when the value matched its golden.
    public var failure: String?
    /// Whether the golden file was written.
    public var wrote: Bool
    public var passed: Bool { failure == nil }

    public init(failure: String?, wrote: Bool) {
        self.failure = failure
        self.wrote = wrote
    }
}

/// Goldens in one directory, checked under one record mode.
public struct GoldenStore: Sendable {
    public let directory: URL
    public let mode: GoldenRecordMode
    /// The files' extension: `frame` for the renderer's tests, `frames` for the graders'.
    public let fileExtension: String
    /// Paths in messages are relative to this folder (the repository) when they are inside it.
    public let root: URL?

    public init(directory: URL, mode: GoldenRecordMode, fileExtension: String = "frame", root: URL? = nil) {
        self.directory = directory
        self.mode = mode
        self.fileExtension = fileExtension
        self.root = root
    }

    public func url(named name: String) -> URL { directory.appendingPathComponent(name + "." + fileExtension) }

    /// The frames of golden `name`, nil when there is none.
    public func load(_ name: String) throws(GoldenError) -> [Frame]? {
        guard let text = try? String(contentsOf: url(named: name), encoding: .utf8) else { return nil }
        do {
            return try FrameFile.decode(text)
        } catch {
            throw GoldenError("The golden \(displayPath(url(named: name))) is damaged (\(error)); record it again.")
        }
    }

    /// Writes golden `name`, whatever the mode (`workbook author record`).
    public func save(_ name: String, _ frames: [Frame]) throws(GoldenError) {
        try write(FrameFile.encode(frames), to: url(named: name))
    }

    /// `url`'s path relative to `root` when it is inside it.
    public func displayPath(_ url: URL) -> String {
        guard let root else { return url.path }
        let prefix = root.standardizedFileURL.path + "/"
        return url.path.hasPrefix(prefix) ? String(url.path.dropFirst(prefix.count)) : url.path
    }

    /// Compares `value` with golden `name`, writing the golden as the mode says.
    ///
    /// - Parameter rerun: the command that re-records this golden, quoted in failures.
    /// - Throws: `GoldenError` when a file cannot be read or written.
    public func check<Value>(_ value: Value, as format: GoldenFormat<Value>, named name: String, rerun: String) throws(GoldenError) -> GoldenOutcome {
        precondition(name.range(of: "^[a-z0-9][a-z0-9-]*$", options: .regularExpression) != nil,
                     "a golden's name is lowercase letters, digits and dashes: \(name)")
        let url = self.url(named: name)
        let path = displayPath(url)
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
            throw GoldenError("Cannot write the golden \(displayPath(url)): \(error.localizedDescription)")
        }
    }

    /// Says how `actual` differs from `expected`, with both side by side, or nil when they match.
    public static func describeMismatch(expected: Frame, actual: Frame, which: String) -> String? {
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
}
