import Foundation
import Testing
import Workbook

/// A scratch workspace over the repository's lessons: `Lessons/` is a copy that tests change
/// freely; `Stubs/`, `Solutions/`, `Tests/Goldens`, `Tests/Fixtures` and `Tests/Graders` (read
/// by the self-check), which tests only read, are links to the repository's (copying their
/// thousand files cost seconds per test). A test that changes one makes it a copy first
/// (`ownCopy(of:)`).
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

    /// A new scratch workspace. With `git`, it is also a git repository whose one commit holds
    /// the lessons as copied (for tests of what a learner's own commits change).
    ///
    /// With `reusingBuilds`, a workspace another test `recycle`d is taken over when there is one:
    /// the lessons are copied again and nothing is left of it but the learner's incremental
    /// builds, so that a check rebuilds what changed instead of the whole chapter (a chapter
    /// from nothing takes a second or two, and about fifty tests check one). Only for a test
    /// that does not depend on what a first build does.
    public static func make(git: Bool = false, reusingBuilds: Bool = false) throws -> TestWorkspace {
        let fm = FileManager.default
        let root = (reusingBuilds && !git ? recycled.withLock { $0.popLast() } : nil) ?? fm.temporaryDirectory.appendingPathComponent("workbook-test-\(UUID().uuidString)")
        try fm.createDirectory(at: root.appendingPathComponent("Tests"), withIntermediateDirectories: true)
        try fm.copyItem(at: repository.appendingPathComponent("Lessons"), to: root.appendingPathComponent("Lessons"))
        try? fm.removeItem(at: root.appendingPathComponent("Lessons/.workbook"))
        for part in ["Stubs", "Solutions", "Tests/Goldens", "Tests/Fixtures", "Tests/Graders"] {
            try fm.createSymbolicLink(at: root.appendingPathComponent(part), withDestinationURL: repository.appendingPathComponent(part))
        }
        if git {
            for command in [["init", "-q"], ["add", "-A"], ["-c", "user.name=test", "-c", "user.email=test@example.invalid", "commit", "-q", "-m", "pristine"]] {
                let result = try ChildProcess.run(["git", "-C", root.path] + command, timeout: 60)
                try #require(result.termination.succeeded, "git \(command.joined(separator: " ")) failed: \(result.text)")
            }
        }
        let workspace = Workspace(root: root)
        return TestWorkspace(workspace: workspace, catalog: try Catalog.load(from: workspace.manifest))
    }

    /// One scratch workspace for the tests that only read the lessons (solutions, stubs,
    /// fixtures): each check builds in a folder of its own. Removed when the test run ends.
    public static func shared() throws -> TestWorkspace {
        try sharedLock.withLock {
            if let sharedScratch { return sharedScratch }
            let scratch = try make()
            sharedScratch = scratch
            atexit { TestWorkspace.sharedScratch?.remove() }
            return scratch
        }
    }

    private static let sharedLock = NSLock()
    nonisolated(unsafe) private static var sharedScratch: TestWorkspace?

    /// A build folder for one version of the chapter of exercise `id`, shared by the checks of
    /// its exercises: the chapter is built once, and the other exercises' checks find it built.
    /// The solution's are the fixtures' bases too (`sharedBases("solution")`).
    public func sharedBuildFolder(_ id: String, _ version: String) throws -> URL {
        sharedBases(version).appendingPathComponent(try entry(id).chapter.directory)
    }

    /// The folder of every chapter's shared build of one version (a `FixtureRun`'s `bases`).
    public func sharedBases(_ version: String) -> URL {
        workspace.builds.appendingPathComponent("\(version)-shared")
    }

    /// Makes the linked part (`"Tests/Graders"`, `"Stubs"`…) a copy of the repository's, which
    /// the test may change, and returns it.
    @discardableResult
    public func ownCopy(of part: String) throws -> URL {
        let fm = FileManager.default
        let url = workspace.root.appendingPathComponent(part)
        try fm.removeItem(at: url)
        try fm.copyItem(at: Self.repository.appendingPathComponent(part), to: url)
        return url
    }

    public func remove() { try? FileManager.default.removeItem(at: workspace.root) }

    /// Removes the workspace, all but its incremental builds (`<chapter>-incremental`), which
    /// the next workspace made `reusingBuilds` takes over. Only for a workspace no process of the
    /// test's own still uses: the next test's lessons would change under it.
    public func recycle() {
        let fm = FileManager.default
        let root = workspace.root
        let builds = workspace.builds
        // Anything but a build folder gone, it is a workspace as `make` leaves it, builds aside.
        func keep(only kept: (String) -> Bool, in folder: URL) {
            for name in (try? fm.contentsOfDirectory(atPath: folder.path)) ?? [] where !kept(name) {
                try? fm.removeItem(at: folder.appendingPathComponent(name))
            }
        }
        keep(only: { $0 == ".workbook" }, in: root)
        keep(only: { $0 == "build" }, in: workspace.state)
        keep(only: { $0.hasSuffix("-incremental") }, in: builds)
        guard fm.fileExists(atPath: builds.path) else { return remove() }
        _ = Self.removedAtExit
        Self.recycled.withLock { $0.append(root) }
    }

    /// Workspaces recycled and not yet taken again.
    private static let recycled = Locked<[URL]>([])
    private static let removedAtExit: Void = {
        atexit { TestWorkspace.recycled.withLock { $0.forEach { try? FileManager.default.removeItem(at: $0) } } }
    }()

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

/// A value behind a lock.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        try lock.withLock { try body(&value) }
    }
}
