import Foundation
import Expectations
import Testing
import TestSupport
import Workbook

struct CatalogTests {
    @Test func theLessonManifestLoads() throws {
        let catalog = try Catalog.load(from: TestWorkspace.repository.appendingPathComponent("Lessons/manifest.json"))
        expectEqual(catalog.entries.map(\.exercise.id).prefix(8), ["fade", "flip-present", "flip-dismiss", "flip-swipe", "pop-open", "shrink-back", "smooth-edges", "turn-the-phone"])
        expectEqual(catalog.entry("flip-dismiss")?.index, 2)
        expectEqual(catalog.chapter("flip-card")?.exercises.count, 3)
    }

    private func write(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString).json")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func aMissingManifestIsExplained() {
        #expect { try Catalog.load(from: URL(fileURLWithPath: "/nonexistent/manifest.json")) } throws: { "\($0)".contains("Cannot read the lesson manifest") }
    }

    @Test func invalidJSONIsExplained() throws {
        let url = try write("{ not json")
        #expect { try Catalog.load(from: url) } throws: { "\($0)".contains("is not valid") }
    }

    @Test func aNewerVersionAsksForAnUpdate() throws {
        let url = try write(#"{"version": 2, "chapters": []}"#)
        #expect { try Catalog.load(from: url) } throws: { "\($0)".contains("version 2") && "\($0)".contains("git pull") }
    }

    @Test func duplicateExerciseIDsAreRefused() throws {
        let exercise = #"{"id": "a", "title": "A", "section": "a", "grader": "G", "files": [], "hints": []}"#
        let url = try write(#"{"version": 1, "chapters": [{"id": "c", "title": "C", "directory": "c", "text": "README.md", "exercises": [\#(exercise), \#(exercise)]}]}"#)
        #expect { try Catalog.load(from: url) } throws: { "\($0)".contains("twice") }
    }
}

struct ProgressStoreTests {
    let catalog: Catalog
    let directory: URL
    let store: ProgressStore

    init() throws {
        catalog = try Catalog.load(from: TestWorkspace.repository.appendingPathComponent("Lessons/manifest.json"))
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString)")
        store = ProgressStore(url: directory.appendingPathComponent("progress.json"))
    }

    @Test func aMissingFileIsAFreshStart() {
        let loaded = store.load(catalog: catalog)
        expectEqual(loaded.progress, Progress())
        expectNil(loaded.notice)
    }

    @Test func progressIsSavedAndReloaded() throws {
        var p = Progress()
        p.current = "flip-dismiss"
        p.markPassed("fade")
        p.markPassed("fade")
        p.hintsShown["flip-present"] = 2
        try store.update { $0 = p }
        let loaded = store.load(catalog: catalog)
        expectEqual(loaded.progress, p)
        expectEqual(loaded.progress.passed, ["fade"])
        expectNil(loaded.notice)
        // Written atomically: no temporary files are left behind.
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        expectEqual(files.sorted(), ["progress.json", "progress.json.lock"])
    }

    @Test func aDamagedFileIsReportedAndLeftAsItIs() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let damaged = "{ \"version\": 1, \"passed\": ["
        try damaged.write(to: store.url, atomically: true, encoding: .utf8)
        let loaded = store.load(catalog: catalog)
        expectEqual(loaded.progress, Progress())
        expectEqual(loaded.notice?.english.contains("cannot be read"), true)
        expectEqual(loaded.notice?.english.contains("lesson files are untouched"), true)
        #expect(throws: ProgressStore.NotSaved.self) { try store.update { $0.markPassed("fade") } }
        expectEqual(try String(contentsOf: store.url, encoding: .utf8), damaged)
    }

    @Test func aNewerVersionIsLeftAlone() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let newer = #"{"version": 9, "somethingNew": true}"#
        try newer.write(to: store.url, atomically: true, encoding: .utf8)
        let loaded = store.load(catalog: catalog)
        expectEqual(loaded.notice?.english.contains("newer workbook"), true)
        #expect(throws: ProgressStore.NotSaved.self) { try store.update { $0 = Progress() } }
        expectEqual(try String(contentsOf: store.url, encoding: .utf8), newer)
    }

    @Test func exercisesThatNoLongerExistAreDropped() throws {
        var p = Progress()
        p.passed = ["fade", "gone"]
        p.current = "vanished"
        try store.update { $0 = p }
        let loaded = store.load(catalog: catalog)
        expectEqual(loaded.progress.passed, ["fade"])
        expectNil(loaded.progress.current)
        expectEqual(loaded.notice?.english.contains("gone"), true)
        expectEqual(loaded.notice?.english.contains("vanished"), true)
    }
}

struct ChapterTextTests {
    @Test func sectionsAreSplitByAnchors() {
        let text = ChapterText(markdown: "# Title\nIntro line.\n\n## 1. One {#one}\nFirst.\n\n## 2. Two {#two}\nSecond.\n")
        expectEqual(text.introduction, "# Title\nIntro line.")
        expectEqual(text.order, ["one", "two"])
        expectEqual(text.sections["one"], "## 1. One\nFirst.")
        expectEqual(text.sections["two"], "## 2. Two\nSecond.")
    }

    @Test func noAnchorsMeansAllIntroduction() {
        let text = ChapterText(markdown: "Just text.")
        #expect(text.sections.isEmpty)
        expectEqual(text.introduction, "Just text.")
    }

    @Test func everyExerciseHasItsSection() throws {
        let root = TestWorkspace.repository
        let catalog = try Catalog.load(from: root.appendingPathComponent("Lessons/manifest.json"))
        for chapter in catalog.chapters {
            let text = try ChapterText.load(root.appendingPathComponent("Lessons/\(chapter.directory)/\(chapter.text)"))
            for exercise in chapter.exercises { expectNotNil(text.sections[exercise.section], "\(exercise.id)") }
        }
    }
}

struct GraderProcessTests {
    @Test func aGraderThatReportsNothingIsAnErrorNotAPass() throws {
        // /bin/true exits at once with status 0 and writes no results.
        let scratch = try TestWorkspace.make()
        defer { scratch.remove() }
        let grader = GraderProcess(executable: URL(fileURLWithPath: "/bin/true"))
        let request = GraderProcess.Request(library: URL(fileURLWithPath: "/nonexistent.so"), entry: try scratch.entry("fade"), workspace: scratch.workspace)
        let run = grader.run(request)
        expectEqual(run.checks.count, 0)
        expectEqual(run.failure?.english.contains("without running a single check"), true, "\(run)")
    }
}
