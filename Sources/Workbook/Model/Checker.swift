import Foundation
import Frames
import Grading

/// Build, then grade: the verdict for one exercise.
public struct Checker: Sendable {
    public let workspace: Workspace
    public let catalog: Catalog
    public let builder: LessonBuilder
    public let grader: GraderProcess

    public init(workspace: Workspace, catalog: Catalog, builder: LessonBuilder, grader: GraderProcess) {
        self.workspace = workspace
        self.catalog = catalog
        self.builder = builder
        self.grader = grader
    }

    /// The toolchain paths of the running workbook: its own executable and the `Modules`
    /// folder beside it (where `UIKit.swiftmodule` is).
    public static func locateToolchain(executable: URL) -> (modules: URL, executable: URL)? {
        let directory = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        let modules = directory.appendingPathComponent("Modules")
        let binary = directory.appendingPathComponent("workbook")
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("UIKit.swiftmodule").path),
              FileManager.default.fileExists(atPath: binary.path) else { return nil }
        return (modules, binary)
    }

    /// Options of one check run.
    public struct Options: Sendable {
        public var variant: LessonBuilder.Variant = .lesson
        /// How the grader grades (which checks, goldens, strictness, traces): sent to it as is.
        public var grading = GradingOptions()
        public var saveFrames = true
        /// Where to keep the frames (default: the exercise's runs folder).
        public var runsDirectory: URL?
        /// Stop grading at the first check that does not pass (with one grader, the first in
        /// order): for fixtures, whose verdict is that check's.
        public var stopAtFirstFailure = false
        /// Wall-clock seconds one check may take before it counts as an endless loop.
        public var checkTimeout: TimeInterval = 8
        /// Bytes of memory a grader may use before its check counts as a memory runaway.
        public var memoryLimit: UInt64 = 1 << 30
        /// How many grader processes share the checks (nil: two on a machine with two cores or
        /// more; see `GraderProcess.graders`).
        public var graders: Int?
        /// A build folder kept between checks, for variants other than the learner's files
        /// (whose folder is the chapter's own): checks of one version share it.
        public var buildFolder: URL?
        /// A build folder holding the solution's build, for fixtures: the files that differ
        /// from the solution are compiled against its other files (`LessonBuilder.build(…base:…)`).
        public var base: URL?
        public init() {}
    }

    /// A finished check: the report, the compiler diagnostics if the build failed, timings.
    public struct Outcome: Sendable {
        public var report: GradeReport
        public var diagnostics: [LessonBuilder.Diagnostic]
        public var buildSeconds: Double
        public var gradeSeconds: Double
        /// The compiler's whole output when the build failed (shown with `check --verbose`).
        public var buildLog: String = ""
        /// How many grader processes shared the checks (0 when nothing was graded).
        public var graders = 0
        /// The report's `warnings`, in every language the catalogues give.
        public var warnings: [Phrase] = []
    }

    /// The methods of the learner's files (of this variant) that nearly match an optional
    /// requirement of a UIKit protocol, and so are never called.
    func nearMisses(_ chapter: Catalog.Chapter, variant: LessonBuilder.Variant) -> [NearMisses.Miss] {
        let requirements = Self.requirements(workspace.root.appendingPathComponent("Sources/UIKit"))
        guard !requirements.isEmpty, let sources = try? builder.sources(chapter, in: workspace, variant: variant) else { return [] }
        return sources.filter { !$0.relative.hasPrefix("App/") }.flatMap { source in
            NearMisses.find(in: (try? String(contentsOf: source.url, encoding: .utf8)) ?? "", shown: source.relative, requirements: requirements)
        }
    }

    /// The engine's optional requirements, read once per process.
    static func requirements(_ engine: URL) -> [NearMisses.Requirement] {
        requirementsLock.withLock {
            if let known = knownRequirements[engine.path] { return known }
            let read = NearMisses.requirements(engineSources: engine)
            knownRequirements[engine.path] = read
            return read
        }
    }
    private static let requirementsLock = NSLock()
    nonisolated(unsafe) private static var knownRequirements: [String: [NearMisses.Requirement]] = [:]

    /// Where the learner's builds of `chapter` are kept between checks.
    public func incrementalFolder(_ chapter: Catalog.Chapter) -> URL {
        workspace.builds.appendingPathComponent("\(chapter.directory)-incremental")
    }

    /// Where the reference solution of `chapter` is built and kept for playback and replays
    /// (`play --expected`, `scrub`, `play --drive`): built once, then only checked.
    public func referenceFolder(_ chapter: Catalog.Chapter) -> URL {
        workspace.builds.appendingPathComponent("\(chapter.directory)-solution-incremental")
    }

    /// Builds the learner's files of `chapter` in its incremental folder and throws the library
    /// away: done while the learner reads, so that the first check of a session recompiles only
    /// what they change (about 0.3 s instead of the whole chapter's 1.5 s). Whether it built
    /// does not matter; a check reports that itself.
    public func warmUp(_ chapter: Catalog.Chapter, cancellation: GraderProcess.Cancellation) {
        let directory = workspace.builds.appendingPathComponent("\(chapter.directory)-warm-up-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try? builder.build(chapter, in: workspace, variant: .lesson, directory: directory, incremental: incrementalFolder(chapter), cancellation: cancellation)
        // And the protocols' requirements, read once (about 50 ms) before the first check needs them.
        _ = Self.requirements(workspace.root.appendingPathComponent("Sources/UIKit"))
    }

    public func check(_ entry: Catalog.Entry, options: Options = Options(), cancellation: GraderProcess.Cancellation = .init()) -> Outcome {
        check([entry], options: options, cancellation: cancellation)[0]
    }

    /// Grades exercises of one chapter on one build of it (`check --all` builds each chapter
    /// once): an outcome per exercise, in order. When the chapter does not build, each exercise
    /// gets the same compile errors; the build's time is counted in the first outcome.
    public func check(_ entries: [Catalog.Entry], options: Options = Options(), cancellation: GraderProcess.Cancellation = .init()) -> [Outcome] {
        guard let first = entries.first else { return [] }
        precondition(entries.allSatisfy { $0.chapter.id == first.chapter.id }, "one chapter per build")
        let buildStart = Date()
        do {
            return try withBuild(first.chapter, options: options, cancellation: cancellation) { built in
                grade(entries, built: built, buildSeconds: Date().timeIntervalSince(buildStart), options: options, cancellation: cancellation)
            }
        } catch {
            // A build error said in the learner's language when it has a phrase.
            let phrase = (error as? LessonBuilder.BuildError)?.phrase
            return entries.map { entry in
                let report = phrase.map { GradeReport(exercise: entry.exercise.id, status: .error, phrase: $0, tests: []) }
                    ?? GradeReport(exercise: entry.exercise.id, status: .error, message: "\(error)", tests: [])
                return Outcome(report: report, diagnostics: [], buildSeconds: 0, gradeSeconds: 0)
            }
        }
    }

    /// Builds `chapter` as a check of `options` does (the learner's files incrementally, in the
    /// folder kept per chapter) and gives `body` the outcome; the library is removed after.
    public func withBuild<T>(_ chapter: Catalog.Chapter, options: Options = Options(), cancellation: GraderProcess.Cancellation = .init(),
                             _ body: (LessonBuilder.Outcome) throws -> T) throws -> T {
        let variantName: String = switch options.variant {
        case .lesson: "lesson"
        case .solution: "solution"
        case .pristine: "pristine"
        case .files: "custom"
        }
        // A folder of its own: checks of one chapter may run at the same time (the tests run fixtures in parallel).
        let directory = workspace.builds.appendingPathComponent("\(chapter.directory)-\(variantName)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: directory) }
        // The learner's own files build incrementally, in a folder kept per chapter.
        let incremental = options.variant == .lesson ? incrementalFolder(chapter) : options.buildFolder
        let built = try builder.build(chapter, in: workspace, variant: options.variant, directory: directory, incremental: incremental,
                                      base: options.base, cancellation: cancellation)
        return try body(built)
    }

    private func grade(_ entries: [Catalog.Entry], built: LessonBuilder.Outcome, buildSeconds: Double, options: Options,
                       cancellation: GraderProcess.Cancellation) -> [Outcome] {
        let first = entries[0]
        switch built {
        case let .failed(diagnostics, log):
            let errors = diagnostics.filter { $0.severity == "error" }
            let compileErrors = errors.map { d in
                CompileError(file: workspace.relativePath(d.file), line: d.line, column: d.column, message: d.message, advice: CompilerAdvice.advice(for: d))
            }
            let message: Phrase = errors.isEmpty ? Phrase("check.did-not-compile", "The chapter did not compile:") + "\n" + Phrase(verbatim: log, foreign: true)
                : Phrase("check.compile-errors", "The chapter did not compile (\(Phrase.count(errors.count, Phrase("noun.error", "error"), Phrase("noun.errors", "errors")))):") + "\n"
                + compileErrors.map { e -> Phrase in
                    let place = Phrase(verbatim: "\(e.file):\(e.line):\(e.column): error: \(e.message)", foreign: true)
                    return e.advicePhrase.map { place + "\n  → " + $0 } ?? place
                }.joined(separator: "\n")
            return entries.enumerated().map { index, entry in
                Outcome(report: GradeReport(exercise: entry.exercise.id, status: .error, phrase: message, compileErrors: compileErrors, tests: []),
                        diagnostics: errors, buildSeconds: index == 0 ? buildSeconds : 0, gradeSeconds: 0, buildLog: log)
            }
        case let .built(library, sources):
            var options = options
            // Decided here, once, so that the outcome can say how it was graded.
            options.graders = options.graders ?? GraderProcess.defaultGraders()
            let misses = nearMisses(first.chapter, variant: options.variant)
            var outcomes: [Outcome] = []
            for (index, entry) in entries.enumerated() {
                if cancellation.isCancelled { break }
                let gradeStart = Date()
                let run = grader.run(GraderProcess.Request(library: library, sources: sources, entry: entry, workspace: workspace, options: options), cancellation: cancellation)
                let gradeSeconds = Date().timeIntervalSince(gradeStart)
                var report = GradeReport(exercise: entry.exercise.id, status: run.failure != nil ? .error : GradeReport.summarize(run.checks), message: nil,
                                         tests: NearMisses.explain(run.checks, by: misses))
                if let failure = run.failure { report.say(failure) }
                let warnings = misses.map { Phrase(verbatim: "\($0.file):\($0.line): ") + $0.phrase }
                if !misses.isEmpty { report.warnings = warnings.map(\.english) }
                outcomes.append(Outcome(report: report, diagnostics: [], buildSeconds: index == 0 ? buildSeconds : 0, gradeSeconds: gradeSeconds, graders: options.graders ?? 1, warnings: warnings))
            }
            // Cancelled before every exercise was graded: the rest say so.
            for entry in entries.dropFirst(outcomes.count) {
                outcomes.append(Outcome(report: GradeReport(exercise: entry.exercise.id, status: .error, phrase: Words.cancelled, tests: []), diagnostics: [], buildSeconds: 0, gradeSeconds: 0))
            }
            return outcomes
        }
    }
}
