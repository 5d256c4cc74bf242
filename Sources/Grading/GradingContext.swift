import Foundation
import Frames
import UIKit

/// What the checks of one grader run share: the lesson to launch, where the reference frames
/// are, where to keep the learner's frames, and how strictly to compare. The grader process
/// makes one from its `GradingRequest` before the checks run; tests make their own.
@MainActor
public final class GradingContext {
    /// The context of the checks running now (XCTest creates the test cases, so they find it here).
    public static var current: GradingContext?

    /// Makes the lesson app's delegate.
    public let makeAppDelegate: () throws -> UIApplicationDelegate
    /// Told what the app is doing as transitions begin and end ("the dismiss transition …", nil
    /// when none runs): the grader passes it to the workbook, which names it if the learner's
    /// code crashes or hangs in the middle.
    public var reportActivity: ((String?) -> Void)?
    /// The chapter folder (its `art/` holds the images).
    public let chapterDirectory: URL?
    /// The chapter's reference frames.
    public let goldens: GoldenStore?
    /// Where to keep the learner's recorded frames (for `play` and `diff`).
    public let runsDirectory: URL?
    /// How to grade: which checks, whether goldens may be written, how strictly to compare.
    public let options: GradingOptions
    /// The exercise being graded.
    public let exercise: String

    public var recordMode: GoldenRecordMode { options.recordMode }
    public var exactFrames: Bool { options.exactFrames }
    public var includeTrace: Bool { options.includeTrace }

    public init(exercise: String, makeAppDelegate: @escaping () throws -> UIApplicationDelegate, chapterDirectory: URL?,
                goldensDirectory: URL?, runsDirectory: URL? = nil, options: GradingOptions = GradingOptions()) {
        self.options = options
        self.exercise = exercise
        self.makeAppDelegate = makeAppDelegate
        self.chapterDirectory = chapterDirectory
        goldens = goldensDirectory.map { GoldenStore(directory: $0, mode: options.recordMode, fileExtension: "frames") }
        self.runsDirectory = runsDirectory
    }

    /// Keeps frames in the learner's runs folder (for `play` and `diff`).
    public func saveRun(_ frames: [Frame], named name: String) {
        save(frames, as: name + ".frames")
    }

    /// Whether recordings also keep every display frame, for `play` (when the frames are kept).
    public var recordsPlayback: Bool { runsDirectory != nil }

    /// Keeps the frames `play` shows of the recording `name`: every display frame.
    public func savePlayback(_ frames: [Frame], named name: String) {
        save(frames, as: name + ".play.frames")
    }

    private func save(_ frames: [Frame], as file: String) {
        guard let runsDirectory else { return }
        try? FileManager.default.createDirectory(at: runsDirectory, withIntermediateDirectories: true)
        try? FrameFile.encode(frames).write(to: runsDirectory.appendingPathComponent(file), atomically: true, encoding: .utf8)
    }
}

/// A check's failure, for the learner: what happened and what to try, the kind of mistake, and
/// the frames that show it.
public struct GradingError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, for the learner, in every language the catalogues give.
    public let phrase: Phrase
    public let cause: Cause?
    public var mismatch: FrameMismatch?

    public init(_ phrase: Phrase, cause: Cause? = nil, mismatch: FrameMismatch? = nil) {
        self.phrase = phrase
        self.cause = cause
        self.mismatch = mismatch
    }

    /// Words with no translation: an authoring error, or another program's message.
    public init(_ message: String, cause: Cause? = nil, mismatch: FrameMismatch? = nil) {
        self.init(Phrase(verbatim: message), cause: cause, mismatch: mismatch)
    }

    /// The English.
    public var message: String { phrase.english }
    public var description: String { message }
}
