import Foundation
import Testing
import Workbook

/// A scratch copy of the repository's lessons, solutions and goldens (a git repository of its
/// own, so "pristine" means as copied), where tests replace lesson files freely.
public struct TestWorkspace {
    public let workspace: Workspace
    public let catalog: Catalog

    /// The repository this test file belongs to.
    public static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Modules` and the workbook executable of the build running these tests.
    public static var toolchain: (modules: URL, executable: URL)? {
        let candidates = [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])].compactMap { $0 }
        for candidate in candidates {
            var directory = candidate.resolvingSymlinksInPath().deletingLastPathComponent()
            for _ in 0..<4 {
                if let found = Checker.locateToolchain(executable: directory.appendingPathComponent("workbook")) { return found }
                directory = directory.deletingLastPathComponent()
            }
        }
        return Checker.locateToolchain(executable: repository.appendingPathComponent(".build/debug/workbook"))
    }

    public static func make() throws -> TestWorkspace {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("workbook-test-\(UUID().uuidString)")
        for part in ["Lessons", "Stubs", "Solutions", "Tests/Goldens", "Tests/Fixtures"] {
            let target = root.appendingPathComponent(part)
            try fm.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fm.copyItem(at: repository.appendingPathComponent(part), to: target)
        }
        try? fm.removeItem(at: root.appendingPathComponent("Lessons/.workbook"))
        for command in [["init", "-q"], ["add", "-A"], ["-c", "user.name=test", "-c", "user.email=test@example.invalid", "commit", "-q", "-m", "pristine"]] {
            let result = try ChildProcess.run(["git", "-C", root.path] + command, timeout: 60)
            try #require(result.termination.succeeded, "git \(command.joined(separator: " ")) failed: \(result.text)")
        }
        let workspace = Workspace(root: root)
        return TestWorkspace(workspace: workspace, catalog: try Catalog.load(from: workspace.manifest))
    }

    public func remove() { try? FileManager.default.removeItem(at: workspace.root) }

    public func entry(_ id: String) throws -> Catalog.Entry { try #require(catalog.entry(id)) }

    /// Copies the reference solution over every editable file of a chapter.
    public func solve(_ chapterID: String) throws {
        let chapter = try #require(catalog.chapter(chapterID))
        for file in workspace.editableFiles(chapter) {
            let text = try String(contentsOf: workspace.solutionFile(chapter, file), encoding: .utf8)
            try text.write(to: workspace.lessonFile(chapter, file), atomically: true, encoding: .utf8)
        }
    }

    /// Replaces `old` by `new` in a lesson file (failing the test if `old` is not there, so the
    /// fixture cannot silently stop testing anything).
    public func patch(_ chapterID: String, _ file: String, replacing old: String, with new: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let chapter = try #require(catalog.chapter(chapterID))
        let url = workspace.lessonFile(chapter, file)
        let text = try String(contentsOf: url, encoding: .utf8)
        try #require(text.contains(old), "fixture out of date: \(file) no longer contains \(old)", sourceLocation: sourceLocation)
        try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
    }

    public func checker() throws -> Checker {
        let toolchain = try #require(Self.toolchain, "the workbook executable and Modules must be built (swift build)")
        return Checker(workspace: workspace, catalog: catalog, builder: LessonBuilder(modulesDirectory: toolchain.modules), grader: GraderProcess(executable: toolchain.executable))
    }

    public func check(_ id: String, _ configure: (inout Checker.Options) -> Void = { _ in }) throws -> Checker.Outcome {
        var options = Checker.Options()
        options.saveFrames = false
        // One grader, whatever the machine's load, so that what a test sees does not depend on
        // it; tests of shared grading ask for two.
        options.graders = 1
        configure(&options)
        return try checker().check(try entry(id), options: options)
    }
}

extension Checker.Outcome {
    /// Every failure message, joined.
    public var messages: String {
        ([report.message].compactMap { $0 } + report.tests.compactMap(\.message) + diagnostics.map(\.description)).joined(separator: "\n")
    }
}
