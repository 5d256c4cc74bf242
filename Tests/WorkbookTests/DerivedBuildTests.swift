import Foundation
import Grading
import Expectations
import Testing
import TestSupport
import Workbook

/// Versions of a chapter derived from its solution's build (how fixtures are built,
/// `QuickRebuild.derive`): a file changed inside its bodies is compiled against the solution's
/// other files and linked with them; one that declares something new is compiled with the
/// whole chapter in one job; the solution's folder is never changed. The fade chapter.
@Suite(.serialized)
struct DerivedBuildTests {
    struct Base {
        let s: TestWorkspace
        let chapter: Catalog.Chapter
        let folder: URL
        let builder: LessonBuilder

        /// `FadeAnimator.swift` as `text`, the other files the solution's.
        func version(_ text: String, file: String = "FadeAnimator.swift") throws -> LessonBuilder.Variant {
            let fixture = s.workspace.root.appendingPathComponent("fixture-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: fixture, withIntermediateDirectories: true)
            let url = fixture.appendingPathComponent(file)
            try text.write(to: url, atomically: true, encoding: .utf8)
            var files: [String: URL] = [:]
            for name in s.workspace.editableFiles(chapter) { files[name] = s.workspace.solutionFile(chapter, name) }
            files[file] = url
            return .files(files)
        }

        func solution(_ file: String = "FadeAnimator.swift") throws -> String {
            try String(contentsOf: s.workspace.solutionFile(chapter, file), encoding: .utf8)
        }

        /// What the folder holds that a derivation must leave alone.
        func snapshot() throws -> [String: Data] {
            var files: [String: Data] = [:]
            let fm = FileManager.default
            for path in try fm.subpathsOfDirectory(atPath: folder.path) where !path.hasPrefix("quick/interfaces") && !path.hasSuffix(".lock") {
                let url = folder.appendingPathComponent(path)
                var isDirectory: ObjCBool = false
                if fm.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue, (try? fm.destinationOfSymbolicLink(atPath: url.path)) == nil {
                    files[path] = try Data(contentsOf: url)
                }
            }
            return files
        }
    }

    func base() throws -> Base {
        let s = try TestWorkspace.make()
        let chapter = try s.entry("fade").chapter
        let toolchain = try #require(TestWorkspace.toolchain)
        let builder = LessonBuilder(modulesDirectory: toolchain.modules)
        let folder = s.workspace.builds.appendingPathComponent("fade-base")
        let scratch = s.workspace.builds.appendingPathComponent("scratch")
        guard case .built = try builder.build(chapter, in: s.workspace, variant: .solution, directory: scratch, incremental: folder) else {
            Issue.record("the solution did not build")
            return Base(s: s, chapter: chapter, folder: folder, builder: builder)
        }
        return Base(s: s, chapter: chapter, folder: folder, builder: builder)
    }

    func check(_ b: Base, _ variant: LessonBuilder.Variant) throws -> Checker.Outcome {
        try b.s.check("fade") {
            $0.variant = variant
            $0.base = b.folder
        }
    }

    @Test func aFileChangedInsideItsBodiesIsCompiledAlone() throws {
        let b = try base()
        defer { b.s.remove() }
        let before = try b.snapshot()
        let slower = try b.version(try b.solution().replacingOccurrences(of: "        0.5\n", with: "        let half = 0.5\n        return half * 2\n"))
        let directory = b.s.workspace.builds.appendingPathComponent("one")
        guard case let .built(library, sources) = try b.builder.build(b.chapter, in: b.s.workspace, variant: slower, directory: directory, base: b.folder) else {
            Issue.record("did not build")
            return
        }
        let fm = FileManager.default
        #expect(fm.fileExists(atPath: directory.appendingPathComponent("derived/0.o").path), "the file was compiled alone")
        #expect(!fm.fileExists(atPath: directory.appendingPathComponent("derived/module.o").path))
        expectEqual(library.deletingLastPathComponent().path, directory.path)
        // Line tables and messages name the chapter's files; the text is the version's.
        let animator = try #require(sources.first { $0.path.lastPathComponent == "FadeAnimator.swift" })
        expectEqual(animator.path.path, b.s.workspace.lessonFile(b.chapter, "FadeAnimator.swift").path)
        #expect(try String(contentsOf: animator.text, encoding: .utf8).contains("return half * 2"))
        expectEqual(try b.snapshot(), before, "the solution's folder changed")
        // And it is that version that is graded: a 1 s fade is not the reference's.
        let outcome = try check(b, slower)
        expectEqual(outcome.report.status, .fail, "\(outcome.messages)")
        #expect(outcome.messages.contains("1"), "\(outcome.messages)")
    }

    @Test func theSolutionItselfIsTheFoldersLibrary() throws {
        let b = try base()
        defer { b.s.remove() }
        let outcome = try check(b, .solution)
        expectEqual(outcome.report.status, .pass, "\(outcome.messages)")
    }

    @Test func aFileThatDeclaresSomethingNewIsCompiledWithTheWholeChapter() throws {
        // The other file reads `isPresenting`: compiled against the solution's layout it would
        // read the new stored property in its place.
        let b = try base()
        defer { b.s.remove() }
        let before = try b.snapshot()
        let reader = try b.solution("GalleryViewController+Transitioning.swift").replacingOccurrences(
            of: "        FadeAnimator(presenting: true)\n",
            with: "        let animator = FadeAnimator(presenting: true)\n        precondition(animator.isPresenting, \"read at the wrong place\")\n        return animator\n")
        expectNotEqual(reader, (try b.solution("GalleryViewController+Transitioning.swift")))
        let fixture = b.s.workspace.root.appendingPathComponent("fixture-layout")
        try FileManager.default.createDirectory(at: fixture, withIntermediateDirectories: true)
        try reader.write(to: fixture.appendingPathComponent("GalleryViewController+Transitioning.swift"), atomically: true, encoding: .utf8)
        try b.solution().replacingOccurrences(of: "    let isPresenting: Bool\n", with: "    var before: (Int, Int) = (0, 0)\n    let isPresenting: Bool\n")
            .write(to: fixture.appendingPathComponent("FadeAnimator.swift"), atomically: true, encoding: .utf8)
        let variant = LessonBuilder.Variant.files([
            "FadeAnimator.swift": fixture.appendingPathComponent("FadeAnimator.swift"),
            "GalleryViewController+Transitioning.swift": fixture.appendingPathComponent("GalleryViewController+Transitioning.swift"),
        ])
        let directory = b.s.workspace.builds.appendingPathComponent("layout")
        guard case .built = try b.builder.build(b.chapter, in: b.s.workspace, variant: variant, directory: directory, base: b.folder) else {
            Issue.record("did not build")
            return
        }
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("derived/module.o").path), "not compiled whole")
        let outcome = try check(b, variant)
        expectEqual(outcome.report.status, .pass, "\(outcome.messages)")
        expectEqual(try b.snapshot(), before, "the solution's folder changed")
    }

    @Test func aCompileErrorNamesTheChaptersFileAndLine() throws {
        let b = try base()
        defer { b.s.remove() }
        let broken = try b.version(try b.solution().replacingOccurrences(of: "            toView.alpha = 0\n", with: "            toView.alpha = \"none\"\n"))
        let outcome = try check(b, broken)
        expectEqual(outcome.report.status, .error)
        let error = try #require(outcome.diagnostics.first)
        expectEqual(error.file, b.s.workspace.lessonFile(b.chapter, "FadeAnimator.swift").path, "\(error)")
        expectEqual(error.line, 28, "\(error)")
    }

    @Test func aCrashQuotesTheVersionsOwnLine() throws {
        let b = try base()
        defer { b.s.remove() }
        let crashing = try b.version(try b.solution().replacingOccurrences(
            of: "            toView.alpha = 0\n", with: "            toView.alpha = 0\n            let derivedMissing: UIView? = nil\n            derivedMissing!.alpha = 1\n"))
        let outcome = try check(b, crashing)
        expectEqual(outcome.report.status, .error, "\(outcome.messages)")
        #expect(outcome.messages.contains("Your code crashed at FadeAnimator.swift:30 (`derivedMissing!.alpha = 1`)"), "\(outcome.messages)")
    }

    @Test func manyVersionsDeriveFromOneFolderAtOnce() throws {
        let b = try base()
        defer { b.s.remove() }
        let before = try b.snapshot()
        let durations = ["0.5", "0.25", "1.0", "0.5"]
        let variants = try durations.map { try b.version(try b.solution().replacingOccurrences(of: "        0.5\n", with: "        \($0)\n")) }
        let checker = try b.s.checker()
        let entry = try b.s.entry("fade")
        let results = Results(count: variants.count)
        let folder = b.folder
        DispatchQueue.concurrentPerform(iterations: variants.count) { i in
            var options = Checker.Options()
            options.saveFrames = false
            options.graders = 1
            options.variant = variants[i]
            options.base = folder
            results.set(i, checker.check(entry, options: options).report.status)
        }
        expectEqual(results.all, [.pass, .fail, .fail, .pass])
        expectEqual(try b.snapshot(), before, "the solution's folder changed")
    }

    @Test func incrementalBuildsNameNoPrefixMap() throws {
        // Every new -debug-prefix-map makes Clang build its modules again (two seconds and
        // 16 MB of module cache for each new build folder).
        let b = try base()
        defer { b.s.remove() }
        let recipe = try String(contentsOf: b.folder.appendingPathComponent("quick/recipe.json"), encoding: .utf8)
        #expect(!recipe.contains("debug-prefix-map"))
        #expect(recipe.contains("-file-compilation-dir"))
    }

    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var statuses: [GradeReport.Status?]
        init(count: Int) { statuses = Array(repeating: nil, count: count) }
        func set(_ i: Int, _ status: GradeReport.Status) { lock.withLock { statuses[i] = status } }
        var all: [GradeReport.Status?] { lock.withLock { statuses } }
    }
}
