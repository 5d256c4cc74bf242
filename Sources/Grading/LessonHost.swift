import Foundation
import Frames
import UIKit

/// Where graders find the lesson under test and their reference frames. The grader process sets
/// it before running checks.
@MainActor
public enum LessonHost {
    /// Makes the lesson app's delegate.
    public static var makeAppDelegate: (() -> UIApplicationDelegate)?
    /// The chapter folder (its `art/` holds the images).
    public static var chapterDirectory: URL?
    /// The chapter's goldens folder.
    public static var goldensDirectory: URL?
    /// Where to save the learner's recorded frames (for `play` and `diff`).
    public static var runsDirectory: URL?
    /// Whether goldens may be written.
    public static var recordMode: GoldenStore.RecordMode = .never
    /// The exercise being graded.
    public static var exercise = ""
    /// Structured details a check attaches to its failure (read by the result observer).
    public static var pendingMismatch: FrameMismatch?
}

/// Errors a grader reports to the learner.
public struct GradingError: Error, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
