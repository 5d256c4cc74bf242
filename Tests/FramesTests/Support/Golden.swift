import Foundation
import Testing
import Frames

// The renderer's tests compare frames with goldens through `GoldenStore` (Sources/Frames/Golden.swift,
// the one store the graders use too); this is the Swift Testing side: the goldens' folder, the
// command that re-records a test's goldens, and `assertGolden`, which records a difference as a
// test issue.

extension GoldenStore {
    /// `Tests/FramesTests/Goldens`, found from this source file's path, not the working directory.
    static let goldensDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()   // Support
        .deletingLastPathComponent()   // FramesTests
        .appendingPathComponent("Goldens", isDirectory: true)

    /// The package's root: paths in messages are relative to it.
    static let packageRoot = goldensDirectory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

enum Golden {
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
                                         mode: GoldenRecordMode.from(environment: ProcessInfo.processInfo.environment), root: GoldenStore.packageRoot)
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
