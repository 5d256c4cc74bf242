import Foundation
import Frames

/// Everything the grader process needs to grade one exercise, sent by the workbook as one JSON
/// file (`workbook __grade --request <file>`).
/// How a grader grades. One value travels from the workbook's check options
/// (`Checker.Options.grading`) in the request to the grader process, and to the context its checks read.
public struct GradingOptions: Codable, Equatable, Sendable {
    /// Only these checks (empty: all).
    public var only: [String] = []
    /// Whether reference frames may be written.
    public var recordMode: GoldenRecordMode = .never
    /// Compare frames cell by cell with no tolerance (the solutions must reproduce their goldens).
    public var exactFrames = false
    /// Report each check's transition trace with its result (for authors: `author fixtures --trace`).
    public var includeTrace = false

    public init() {}
}

public struct GradingRequest: Codable, Equatable, Sendable {
    /// The compiled lesson (a shared library exporting `GraderMain.entrySymbol`).
    public var lessonLibrary: String
    /// The grader's name in the registry (the manifest's `grader`).
    public var grader: String
    /// The exercise's id.
    public var exercise: String
    /// Where the grader appends its result lines.
    public var resultsFile: String
    /// The chapter's folder (its `art/` holds the images).
    public var chapterDirectory: String
    /// The chapter's reference frames.
    public var goldensDirectory: String
    /// Where to keep the learner's recorded frames for `play` and `diff` (nil: nowhere).
    public var runsDirectory: String?
    /// How to grade: the same options the workbook's `check` was given.
    public var options = GradingOptions()
    /// Not these checks (they already ran, or stopped an earlier grader).
    public var skip: [String] = []
    /// This grader runs every `shards`-th check of the exercise's list, starting at `shard`
    /// (0-based): the workbook grades an exercise in several processes at once when it has the
    /// cores. Checks are dealt out before `skip` applies, so a grader started again after a crash
    /// keeps the same share.
    public var shard = 0
    public var shards = 1

    public init(lessonLibrary: String, grader: String, exercise: String, resultsFile: String, chapterDirectory: String, goldensDirectory: String, runsDirectory: String? = nil) {
        self.lessonLibrary = lessonLibrary
        self.grader = grader
        self.exercise = exercise
        self.resultsFile = resultsFile
        self.chapterDirectory = chapterDirectory
        self.goldensDirectory = goldensDirectory
        self.runsDirectory = runsDirectory
    }
}
