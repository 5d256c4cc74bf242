import ArgumentParser
import Foundation
import Graders
import Grading

/// The grader process (internal): loads a compiled lesson and runs one exercise's checks.
struct GradeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "__grade",
        abstract: "Run one exercise's checks against a compiled lesson (used by `check`).",
        shouldDisplay: false)

    @Option(name: .customLong("lesson")) var lesson: String
    @Option(name: .customLong("grader")) var grader: String
    @Option(name: .customLong("exercise")) var exercise: String
    @Option(name: .customLong("results")) var results: String
    @Option(name: .customLong("chapter-dir")) var chapterDirectory: String
    @Option(name: .customLong("goldens")) var goldens: String
    @Option(name: .customLong("runs")) var runs: String?
    @Option(name: .customLong("only")) var only: [String] = []
    @Option(name: .customLong("skip")) var skip: [String] = []
    @Option(name: .customLong("record")) var record: String = "never"

    func run() throws {
        let options = GraderMain.Options(
            lessonLibrary: lesson, grader: grader, exercise: exercise, resultsFile: results,
            chapterDirectory: chapterDirectory, goldensDirectory: goldens, runsDirectory: runs,
            only: only, skip: skip, recordMode: GoldenStore.RecordMode(rawValue: record) ?? .never)
        MainActor.assumeIsolated {
            GraderMain.run(options, graders: graderRegistry)
        }
    }
}
