import Foundation
import Expectations
import Testing
import TestSupport
import Workbook

/// Mistakes no grader can see in a transition — a crash, an endless loop, a compile error —
/// become verdicts, and a cancelled check grades nothing. (The transition mistakes of each
/// exercise are the fixtures of `FixtureTests`.)
@Suite(.serialized)
struct CommonMistakesTests {
    @Test func crashNamesTheLearnersLine() throws {
        let s = try TestWorkspace.make(reusingBuilds: true)
        defer { s.recycle() }
        try s.solve("fade")
        try s.patch("fade", "FadeAnimator.swift", replacing: "            toView.alpha = 0\n", with: "            toView.alpha = 0\n            let missing: UIView? = nil\n            missing!.alpha = 1\n")
        let outcome = try s.check("fade")
        expectEqual(outcome.report.status, .error)
        #expect(outcome.messages.contains("Your code crashed at FadeAnimator.swift:"), "\(outcome.messages)")
        #expect(outcome.messages.contains("Unexpectedly found nil"), "\(outcome.messages)")
        // The other checks still ran in a fresh grader.
        expectEqual(outcome.report.tests.count, 3)
    }

    @Test func endlessLoopBecomesAVerdict() throws {
        let s = try TestWorkspace.make(reusingBuilds: true)
        defer { s.recycle() }
        try s.solve("fade")
        try s.patch("fade", "FadeAnimator.swift", replacing: "            toView.alpha = 0\n", with: "            toView.alpha = 0\n            var spins = 0\n            while toView.alpha == 0 { spins += 1 }\n")
        let outcome = try s.check("fade") { $0.checkTimeout = 2 }
        #expect(outcome.messages.contains("did not finish within 2 s of real time: your code was still running at FadeAnimator.swift:"), "\(outcome.messages)")
        #expect(outcome.messages.contains("(`while toView.alpha == 0 { spins += 1 }`)"), "the line of the loop, quoted: \(outcome.messages)")
        // One loop costs one time limit: the checks after it are not run.
        expectEqual(outcome.report.tests.map(\.cause), [.endlessLoop, .notRun, .notRun], "\(outcome.report.tests)")
    }

    @Test func twoGradersEachStopAtTheirOwnLoop() throws {
        // Checks 1 and 3 go to one grader, check 2 to the other: each meets the loop in its
        // first check, and the one after it in the first grader is not run.
        let s = try TestWorkspace.make(reusingBuilds: true)
        defer { s.recycle() }
        try s.solve("fade")
        try s.patch("fade", "FadeAnimator.swift", replacing: "            toView.alpha = 0\n", with: "            toView.alpha = 0\n            var spins = 0\n            while toView.alpha == 0 { spins += 1 }\n")
        let outcome = try s.check("fade") {
            $0.checkTimeout = 2
            $0.graders = 2
        }
        expectEqual(outcome.report.tests.map(\.cause), [.endlessLoop, .endlessLoop, .notRun], "\(outcome.report.tests)")
    }

    @Test func aCancelStopsBothGraders() throws {
        // Ctrl-C while two graders spin: both are killed and the check ends as cancelled,
        // long before the 60 s limit would have stopped them.
        let s = try TestWorkspace.make(reusingBuilds: true)
        defer { s.recycle() }
        try s.solve("fade")
        try s.patch("fade", "FadeAnimator.swift", replacing: "            toView.alpha = 0\n", with: "            toView.alpha = 0\n            var spins = 0\n            while toView.alpha == 0 { spins += 1 }\n")
        var options = Checker.Options()
        options.saveFrames = false
        options.graders = 2
        options.checkTimeout = 60
        let cancellation = GraderProcess.Cancellation()
        let builds = s.workspace.builds
        let cancelling = Thread {
            // The built library is copied into the check's folder just before grading starts.
            let deadline = Date().addingTimeInterval(120)
            func built() -> Bool {
                let folders = (try? FileManager.default.contentsOfDirectory(atPath: builds.path)) ?? []
                return folders.contains { folder in
                    folder.contains("-lesson-") && ((try? FileManager.default.contentsOfDirectory(atPath: builds.appendingPathComponent(folder).path)) ?? []).contains { $0.hasSuffix(".so") }
                }
            }
            while !built(), Date() < deadline { usleep(5_000) }
            Thread.sleep(forTimeInterval: 0.5)
            cancellation.cancel()
        }
        cancelling.start()
        let started = Date()
        let outcome = try s.checker().check(try s.entry("fade"), options: options, cancellation: cancellation)
        expectEqual(outcome.report.message, "Cancelled.", "\(outcome.messages)")
        #expect(outcome.report.tests.isEmpty, "\(outcome.report.tests)")
        expectLess(Date().timeIntervalSince(started), 50, "the graders were not stopped")
    }

    @Test func twoGradersGiveTheVerdictOneGives() throws {
        // A mistake that fails one of fade's three checks: the same results, in the same order,
        // whether one grader runs them all or two share them.
        let s = try TestWorkspace.make(reusingBuilds: true)
        defer { s.recycle() }
        try s.solve("fade")
        try s.patch("fade", "FadeAnimator.swift", replacing: "            toView.alpha = 0\n", with: "")
        let one = try s.check("fade") { $0.graders = 1 }
        let two = try s.check("fade") { $0.graders = 2 }
        #expect(one.report.tests.contains { $0.status != .pass }, "the patch must break something: \(one.messages)")
        expectEqual(two.report.tests.map(\.id), one.report.tests.map(\.id))
        expectEqual(two.report.tests.map(\.status), one.report.tests.map(\.status))
        expectEqual(two.report.tests.map(\.message), one.report.tests.map(\.message))
    }

    @Test func aCrashInOneCheckLeavesTheOthersToRun() throws {
        // The crash happens only when presenting again: the first checks pass in the first
        // grader, the crashing one is reported, and nothing is left unreported.
        let s = try TestWorkspace.make(reusingBuilds: true)
        defer { s.recycle() }
        try s.solve("fade")
        try s.patch("fade", "GalleryViewController+Transitioning.swift", replacing: "        FadeAnimator(presenting: false)\n",
                    with: "        presentations += 1\n        return FadeAnimator(presenting: false)\n")
        try s.patch("fade", "GalleryViewController+Transitioning.swift", replacing: "        FadeAnimator(presenting: true)\n",
                    with: "        precondition(presentations < 1, \"shown twice\")\n        return FadeAnimator(presenting: true)\n")
        try s.patch("fade", "GalleryViewController+Transitioning.swift", replacing: "extension GalleryViewController: UIViewControllerTransitioningDelegate {\n",
                    with: "nonisolated(unsafe) var presentations = 0\n\nextension GalleryViewController: UIViewControllerTransitioningDelegate {\n")
        let outcome = try s.check("fade")
        expectEqual(outcome.report.tests.map(\.status), [.pass, .pass, .error], "\(outcome.messages)")
        #expect(outcome.messages.contains("Your code crashed at GalleryViewController+Transitioning.swift:"), "\(outcome.messages)")
        #expect(outcome.messages.contains("shown twice"), "\(outcome.messages)")
    }

    @Test func aMemoryRunawayNamesTheLearnersLine() throws {
        // The learner's own files, built in the chapter's incremental folder as `check` builds
        // them: the stack sampled before the grader is stopped names their line.
        let s = try TestWorkspace.make(reusingBuilds: true)
        defer { s.recycle() }
        try s.solve("fade")
        try s.patch("fade", "FadeAnimator.swift", replacing: "            toView.alpha = 0\n",
                    with: "            toView.alpha = 0\n            var kept: [CGFloat] = []\n            while kept.count >= 0 { kept += Array(repeating: toView.alpha, count: 1 << 20) }\n")
        let outcome = try s.check("fade")
        expectEqual(outcome.report.tests.first?.cause, .memoryRunaway, "\(outcome.report.tests)")
        #expect(outcome.messages.contains("FadeAnimator.swift:30 (`while kept.count >= 0"), "\(outcome.messages)")
    }

    @Test func aCheckCancelledBeforeItsBuildBuildsAndGradesNothing() throws {
        let s = try TestWorkspace.make()
        defer { s.remove() }
        try s.solve("fade")
        let cancellation = GraderProcess.Cancellation()
        cancellation.cancel()
        let outcome = try s.checker().check(try s.entry("fade"), cancellation: cancellation)
        expectEqual(outcome.report.status, .error)
        expectEqual(outcome.report.message, "Cancelled.", "\(outcome.messages)")
        #expect(outcome.report.tests.isEmpty)
    }

    @Test func aCheckCancelledWithNothingToBuildGradesNothing() throws {
        // The bug that bit: with the library up to date nothing noticed the cancel before the
        // graders, and the check ended as an error with no message at all.
        let s = try TestWorkspace.make(reusingBuilds: true)
        defer { s.recycle() }
        try s.solve("fade")
        var options = Checker.Options()
        options.saveFrames = false
        _ = try s.checker().check(try s.entry("fade"), options: options)
        let cancellation = GraderProcess.Cancellation()
        cancellation.cancel()
        let outcome = try s.checker().check(try s.entry("fade"), options: options, cancellation: cancellation)
        expectEqual(outcome.report.status, .error)
        expectEqual(outcome.report.message, "Cancelled.", "\(outcome.messages)")
        #expect(outcome.report.tests.isEmpty)
    }

    @Test func aCancelDuringTheBuildStopsTheCompiler() throws {
        // Ctrl-C while swiftc runs: the compiler (in its own process group) is killed.
        let s = try TestWorkspace.make(reusingBuilds: true)
        defer { s.recycle() }
        let toolchain = try #require(TestWorkspace.toolchain)
        let chapter = try #require(s.catalog.chapter("fade"))
        let cancellation = GraderProcess.Cancellation()
        let builder = LessonBuilder(modulesDirectory: toolchain.modules)
        let directory = s.workspace.root.appendingPathComponent("build-cancel")
        // Cancel once the compiler is about to start (its entry file is written just before).
        let entry = directory.appendingPathComponent("WorkbookEntry.swift")
        let cancelling = Thread {
            let deadline = Date().addingTimeInterval(60)
            while !FileManager.default.fileExists(atPath: entry.path), Date() < deadline { usleep(1_000) }
            cancellation.cancel()
        }
        cancelling.start()
        #expect {
            _ = try builder.build(chapter, in: s.workspace, variant: .lesson, directory: directory, cancellation: cancellation)
        } throws: { error in
            "\(error)" == "Cancelled."
        }
    }

    @Test func compileErrorInAnotherChapterDoesNotMatter() throws {
        let s = try TestWorkspace.make(reusingBuilds: true)
        defer { s.recycle() }
        try s.solve("fade")
        let chapter = try #require(s.catalog.chapter("flip-card"))
        try "this is not Swift".write(to: s.workspace.lessonFile(chapter, "FlipPresentAnimationController.swift"), atomically: true, encoding: .utf8)
        let fade = try s.check("fade")
        expectEqual(fade.report.status, .pass, "\(fade.messages)")
        let flip = try s.check("flip-present")
        expectEqual(flip.report.status, .error)
        let diagnostic = try #require(flip.diagnostics.first)
        #expect(diagnostic.file.hasSuffix("FlipPresentAnimationController.swift"))
        expectEqual(diagnostic.line, 1)
    }
}
