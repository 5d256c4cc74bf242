import Foundation
import Expectations
import Testing
import TestSupport
import Workbook

/// A check rebuilds without the compiler driver when one file changed inside its bodies, and
/// leaves every other change to the driver (docs: `QuickRebuild`). The fade chapter, solved: the
/// driver builds it first; `module.priors` is the driver's record, written by each of its builds.
@Suite(.serialized)
struct QuickRebuildTests {
    struct Chapter {
        let s: TestWorkspace
        var folder: URL { s.workspace.builds.appendingPathComponent("00-fade-incremental") }
        var driverRecord: Date? {
            (try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("objects/module.priors").path))?[.modificationDate] as? Date
        }
        func known(_ file: String) throws -> String {
            try String(contentsOf: folder.appendingPathComponent("quick/known/\(file)"), encoding: .utf8)
        }
    }

    func solvedAndChecked() throws -> Chapter {
        let s = try TestWorkspace.make()
        try s.solve("fade")
        let first = try s.check("fade")
        expectEqual(first.report.status, .pass, "\(first.messages)")
        return Chapter(s: s)
    }

    @Test func anEditInsideABodyIsCompiledAndLinkedWithoutTheDriver() throws {
        let c = try solvedAndChecked()
        defer { c.s.remove() }
        let record = try #require(c.driverRecord)
        // A longer fade: only the body of transitionDuration changes.
        try c.s.patch("fade", "FadeAnimator.swift", replacing: "        0.5\n", with: "        let half = 0.25\n        return half * 4\n")
        let outcome = try c.s.check("fade")
        expectEqual(outcome.report.status, .fail, "a 1 s fade is not the reference's: \(outcome.messages)")
        expectEqual(c.driverRecord, record, "the driver ran")
        #expect(try c.known("FadeAnimator.swift").contains("return half * 4"))
        // Back as it was: graded as the reference again, still without the driver.
        try c.s.patch("fade", "FadeAnimator.swift", replacing: "        let half = 0.25\n        return half * 4\n", with: "        0.5\n")
        let back = try c.s.check("fade")
        expectEqual(back.report.status, .pass, "\(back.messages)")
        expectEqual(c.driverRecord, record, "the driver ran")
    }

    @Test func aCheckWithNothingChangedReusesTheLibrary() throws {
        let c = try solvedAndChecked()
        defer { c.s.remove() }
        let record = try #require(c.driverRecord)
        let again = try c.s.check("fade")
        expectEqual(again.report.status, .pass, "\(again.messages)")
        expectEqual(c.driverRecord, record)
    }

    @Test func aStoredPropertyAddedGoesToTheDriverAndTheOtherFileSeesTheNewLayout() throws {
        // The other learner file reads `isPresenting` from the animator: compiled against the
        // old layout it would read the new property in its place. The interface changed, so the
        // driver recompiles it and the check passes.
        let c = try solvedAndChecked()
        defer { c.s.remove() }
        try c.s.patch("fade", "GalleryViewController+Transitioning.swift", replacing: "        FadeAnimator(presenting: true)\n",
                      with: "        let animator = FadeAnimator(presenting: true)\n        precondition(animator.isPresenting, \"read at the wrong place\")\n        return animator\n")
        let patched = try c.s.check("fade")
        expectEqual(patched.report.status, .pass, "\(patched.messages)")
        let record = try #require(c.driverRecord)
        try c.s.patch("fade", "FadeAnimator.swift", replacing: "    let isPresenting: Bool\n", with: "    var before: (Int, Int) = (0, 0)\n    let isPresenting: Bool\n")
        let outcome = try c.s.check("fade")
        expectEqual(outcome.report.status, .pass, "\(outcome.messages)")
        expectNotEqual(c.driverRecord, record, "the driver did not build")
    }

    @Test func aRenamedInitializerReportsTheCallersErrorThroughTheDriver() throws {
        // The file itself compiles; the call in the other file no longer does.
        let c = try solvedAndChecked()
        defer { c.s.remove() }
        try c.s.patch("fade", "FadeAnimator.swift", replacing: "    init(presenting: Bool) {\n", with: "    init(showing presenting: Bool) {\n")
        let outcome = try c.s.check("fade")
        expectEqual(outcome.report.status, .error)
        #expect(outcome.diagnostics.contains { $0.file.hasSuffix("Lessons/00-fade/GalleryViewController+Transitioning.swift") }, "\(outcome.diagnostics)")
    }

    @Test func anErrorInTheBodyIsReportedAtTheChaptersFileAndTheFixIsGraded() throws {
        let c = try solvedAndChecked()
        defer { c.s.remove() }
        let record = try #require(c.driverRecord)
        try c.s.patch("fade", "FadeAnimator.swift", replacing: "            toView.alpha = 0\n", with: "            toView.alpha = \"none\"\n")
        let broken = try c.s.check("fade")
        expectEqual(broken.report.status, .error)
        let error = try #require(broken.diagnostics.first)
        #expect(error.file.hasSuffix("Lessons/00-fade/FadeAnimator.swift"), "\(error)")
        expectEqual(error.line, 28, "\(error)")
        expectEqual(c.driverRecord, record, "the driver ran")
        try c.s.patch("fade", "FadeAnimator.swift", replacing: "            toView.alpha = \"none\"\n", with: "            toView.alpha = 0\n")
        expectEqual(try c.s.check("fade").report.status, .pass)
    }

    @Test func twoFilesChangedGoToTheDriver() throws {
        let c = try solvedAndChecked()
        defer { c.s.remove() }
        let record = try #require(c.driverRecord)
        try c.s.patch("fade", "FadeAnimator.swift", replacing: "        0.5\n", with: "        0.25 + 0.25\n")
        try c.s.patch("fade", "GalleryViewController+Transitioning.swift", replacing: "        FadeAnimator(presenting: false)\n", with: "        return FadeAnimator(presenting: false)\n")
        let outcome = try c.s.check("fade")
        expectEqual(outcome.report.status, .pass, "\(outcome.messages)")
        expectNotEqual(c.driverRecord, record, "the driver did not build")
    }

    @Test func theDriversPlanBecomesARecipe() throws {
        // Quotes as the driver prints paths with spaces.
        let plan = """
            /usr/bin/swift-frontend -frontend -c -primary-file '/w/my lessons/A.swift' /w/B.swift -o '/w/my lessons/A.o'
            /usr/bin/swift-frontend -frontend -c '/w/my lessons/A.swift' -primary-file /w/B.swift -o /w/B.o
            /usr/bin/swift-autolink-extract '/w/my lessons/A.o' /w/B.o -o /w/M.autolink
            /usr/bin/clang -shared '/w/my lessons/A.o' /w/B.o @/w/M.autolink -o /w/libM.so
            """
        let recipe = try #require(QuickRebuild.recipe(from: plan, key: "k", inputs: [URL(fileURLWithPath: "/w/my lessons/A.swift"), URL(fileURLWithPath: "/w/B.swift")]))
        expectEqual(recipe.compile["/w/my lessons/A.swift"]?.last, "/w/my lessons/A.o")
        expectEqual(recipe.compile["/w/B.swift"]?.contains("-primary-file"), true)
        expectEqual(recipe.link.first, "/usr/bin/clang")
        // A plan without a job for every input is not a recipe.
        expectNil(QuickRebuild.recipe(from: plan, key: "k", inputs: [URL(fileURLWithPath: "/w/C.swift")]))
    }

    @Test func commandLinesSplitAsAShellSplitsThem() {
        expectEqual(QuickRebuild.shellWords("a 'b c' \"d \\\"e\\\"\" f\\ g"), ["a", "b c", "d \"e\"", "f g"])
        expectEqual(QuickRebuild.shellWords(" \"/opt/ld.lld\" \"-o\" \"x\""), ["/opt/ld.lld", "-o", "x"])
        expectEqual(QuickRebuild.shellWords(""), [])
        expectNil(QuickRebuild.shellWords("'open"))
    }
}
