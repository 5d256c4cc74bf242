import Foundation

/// The places a workbook checkout uses: lessons, solutions, goldens, and the learner's state
/// in `.workbook/` (progress, history, backups, builds, recorded frames — never committed).
public struct Workspace: Sendable {
    /// The repository root (holding `Package.swift` and `Lessons/`).
    public let root: URL

    public init(root: URL) { self.root = root.standardizedFileURL }

    /// The workspace containing `directory` (or an ancestor), if any.
    public static func locate(from directory: URL) -> Workspace? {
        var current = directory.standardizedFileURL
        while true {
            let manifest = current.appendingPathComponent("Lessons/manifest.json")
            if FileManager.default.fileExists(atPath: manifest.path) { return Workspace(root: current) }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    public var lessons: URL { root.appendingPathComponent("Lessons") }
    public var solutions: URL { root.appendingPathComponent("Solutions") }
    public var goldens: URL { root.appendingPathComponent("Tests/Goldens") }
    /// Learner-style files for each exercise: its known mistakes and correct alternatives.
    public var fixtures: URL { root.appendingPathComponent("Tests/Fixtures") }
    public var manifest: URL { lessons.appendingPathComponent("manifest.json") }
    public var state: URL { root.appendingPathComponent(".workbook") }
    public var builds: URL { state.appendingPathComponent("build") }
    public var runs: URL { state.appendingPathComponent("runs") }
    public var backups: URL { state.appendingPathComponent("backups") }
    public var progressFile: URL { state.appendingPathComponent("progress.json") }
    public var historyFile: URL { state.appendingPathComponent("history") }

    public func chapterDirectory(_ chapter: Catalog.Chapter) -> URL { lessons.appendingPathComponent(chapter.directory) }
    public func solutionDirectory(_ chapter: Catalog.Chapter) -> URL { solutions.appendingPathComponent(chapter.directory) }
    public func goldensDirectory(_ chapter: Catalog.Chapter) -> URL { goldens.appendingPathComponent(chapter.directory) }
    public func fixturesDirectory(_ chapter: Catalog.Chapter) -> URL { fixtures.appendingPathComponent(chapter.directory) }
    public func runsDirectory(_ exercise: Catalog.Exercise) -> URL { runs.appendingPathComponent(exercise.id) }

    /// A path as the learner sees it: relative to the repository when it is inside it
    /// ("Lessons/00-fade/FadeAnimator.swift"), else as it is.
    public func relativePath(_ path: String) -> String {
        let prefix = root.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The learner's copy of an editable file.
    public func lessonFile(_ chapter: Catalog.Chapter, _ file: String) -> URL { chapterDirectory(chapter).appendingPathComponent(file) }

    /// The reference solution of an editable file.
    public func solutionFile(_ chapter: Catalog.Chapter, _ file: String) -> URL { solutionDirectory(chapter).appendingPathComponent(file) }

    /// A chapter file as the reference has it: an app file (`App/<name>`) as the chapter has it,
    /// an editable file as the solution has it.
    public func referenceFile(_ chapter: Catalog.Chapter, _ file: String) -> URL {
        file.hasPrefix("App/") ? chapterDirectory(chapter).appendingPathComponent(file) : solutionFile(chapter, file)
    }

    /// The app files of a chapter (its `App/` folder), sorted.
    public func appFiles(_ chapter: Catalog.Chapter) -> [URL] {
        let app = chapterDirectory(chapter).appendingPathComponent("App")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: app.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { app.appendingPathComponent($0) }
    }

    /// Every editable file of a chapter (the union over its exercises), in manifest order.
    public func editableFiles(_ chapter: Catalog.Chapter) -> [String] {
        var seen = Set<String>()
        return chapter.exercises.flatMap(\.files).filter { seen.insert($0).inserted }
    }

    /// The distributed copy of a chapter's editable file: `Stubs/<chapter>/<file>`.
    public func stubFile(_ chapter: Catalog.Chapter, _ file: String) -> URL {
        root.appendingPathComponent("Stubs").appendingPathComponent(chapter.directory).appendingPathComponent(file)
    }

    /// The pristine (as distributed) text of a lesson file, from its copy in `Stubs/` — not
    /// from git, so that a learner's own commits do not change it and a checkout without git
    /// (a zip download) has it too. Nil when the copy is missing.
    public func pristineText(_ chapter: Catalog.Chapter, _ file: String) -> String? {
        try? String(contentsOf: stubFile(chapter, file), encoding: .utf8)
    }
}

