import Foundation
import Expectations
import Testing
import TestSupport
import Workbook

/// Everyday actions never lose a learner's work: two workbooks at once, a progress file that
/// cannot be read, resets of every kind, Ctrl-C in the middle of a build.
@Suite(.serialized)
struct NoLostWorkTests {
    // MARK: Progress

    @Test func twoWorkbooksSavingAtOnceKeepEachOthersProgress() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        // A second workbook on the same checkout, opened at the same time (another terminal).
        let other = f.reopened()
        f.session.updateProgress { $0.markPassed("fade") }
        other.updateProgress { $0.markPassed("flip-present") }
        let onDisk = f.reopened().progress
        expectEqual(onDisk.passed.sorted(), ["fade", "flip-present"])
        // The first one learns what the other saved, and says which exercises it passed.
        expectEqual(f.session.refreshProgress(), ["flip-present"])
        expectEqual(f.session.progress.passed.sorted(), ["fade", "flip-present"])
    }

    @Test func theReplShowsWhatAnotherWorkbookSaved() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let other = f.reopened()
        other.updateProgress { $0.markPassed("fade") }
        expectEqual(f.session.refreshProgress(), ["fade"])
        #expect(f.session.progress.hasPassed("fade"))
    }

    @Test func manyWritersAtOnceLoseNoChange() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let url = f.scratch.workspace.progressFile
        // Eight writers (each a store of its own, as another process would have), 25 changes each.
        DispatchQueue.concurrentPerform(iterations: 8) { writer in
            let store = ProgressStore(url: url)
            for _ in 0..<25 {
                _ = try? store.update { $0.hintsShown["writer-\(writer)", default: 0] += 1 }
            }
        }
        guard case let .readable(progress) = ProgressStore(url: url).read() else {
            Issue.record("the progress file is not readable after concurrent writes")
            return
        }
        expectEqual(progress.hintsShown.count, 8)
        #expect(progress.hintsShown.values.allSatisfy { $0 == 25 }, "\(progress.hintsShown)")
    }

    @Test func anUnreadableProgressFileIsNeverSavedOver() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let url = f.scratch.workspace.progressFile
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let damaged = Data("{\"version\": 1, \"passed\": [\"fade\", ".utf8)
        try damaged.write(to: url)
        let session = f.reopened()
        let notice = session.takeNotices().joined(separator: "\n")
        #expect(notice.contains("cannot be read"), "\(notice)")
        #expect(notice.contains("nothing is saved over it"), "\(notice)")
        // The session goes on in memory; the file stays as it was.
        session.updateProgress { $0.markPassed("flip-present") }
        #expect(session.progress.hasPassed("flip-present"))
        expectEqual(try Data(contentsOf: url), damaged)
        #expect(session.takeNotices().isEmpty, "the load notice already said so")
    }

    @Test func aCheckThatFailsAfterAPassTakesTheTickAway() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        f.session.updateProgress { $0.markPassed("fade") }
        // The stub fails.
        let result = try f.run("check fade")
        expectEqual(result.exitCode, 1)
        #expect(!f.session.progress.hasPassed("fade"))
        let list = try f.run("list").output
        #expect(list.contains("fade") && list.contains("(passed before, failing now)"), "\(list)")
    }

    // MARK: Reset

    @Test func resetOfASharedFileNamesTheExercisesItWouldUndo() throws {
        let f = try SessionFixture(answers: ["n"])
        defer { f.remove() }
        try f.run("go pop-open")
        let url = f.scratch.workspace.lessonFile(try f.scratch.entry("pop-open").chapter, "PopAnimator.swift")
        try "// my work on every exercise\n".write(to: url, atomically: true, encoding: .utf8)
        let asked = try f.run("reset PopAnimator.swift")
        // The question is wrapped by words: its last line is the prompt, the others printed.
        let prompt = (f.session.input as? ScriptedInput)?.prompts.last ?? ""
        #expect(prompt.hasSuffix("[y/N] "), "\(prompt)")
        let question = (asked.output.replacingOccurrences(of: "Nothing was changed.\n", with: "") + prompt).replacingOccurrences(of: "\n", with: " ")
        #expect(question.contains("shared with shrink-back, smooth-edges"), "\(question)")
        #expect(asked.output.contains("Nothing was changed."))
        expectEqual(try String(contentsOf: url, encoding: .utf8), "// my work on every exercise\n")

        // Without anyone to ask, it says the same and changes nothing.
        let unasked = try SessionFixture()
        defer { unasked.remove() }
        try unasked.run("go pop-open")
        let refused = try unasked.run("reset PopAnimator.swift")
        expectNotEqual(refused.exitCode, 0)
        #expect(refused.output.contains("--yes") && refused.output.contains("shared with shrink-back"), "\(refused.output)")
    }

    @Test func resetRestoresTheDistributedFileNotTheLastCommit() throws {
        let f = try SessionFixture(git: true)
        defer { f.remove() }
        let chapter = try f.scratch.entry("fade").chapter
        let url = f.scratch.workspace.lessonFile(chapter, "FadeAnimator.swift")
        try "// committed by the learner\n".write(to: url, atomically: true, encoding: .utf8)
        let root = f.scratch.workspace.root.path
        for command in [["add", "-A"], ["-c", "user.name=l", "-c", "user.email=l@example.invalid", "commit", "-q", "-m", "mine"]] {
            let result = try ChildProcess.run(["git", "-C", root] + command, timeout: 60)
            try #require(result.termination.succeeded, "\(result.text)")
        }
        let reset = try f.run("reset --yes FadeAnimator.swift")
        expectEqual(reset.exitCode, 0, "\(reset.output)")
        expectEqual(try String(contentsOf: url, encoding: .utf8), f.scratch.workspace.pristineText(chapter, "FadeAnimator.swift"))
        #expect(try String(contentsOf: url, encoding: .utf8).contains("// TODO"))
    }

    @Test func resetWorksWithoutGit() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        #expect(!FileManager.default.fileExists(atPath: f.scratch.workspace.root.appendingPathComponent(".git").path))
        let chapter = try f.scratch.entry("fade").chapter
        let url = f.scratch.workspace.lessonFile(chapter, "FadeAnimator.swift")
        try "// downloaded as a zip, then edited\n".write(to: url, atomically: true, encoding: .utf8)
        let reset = try f.run("reset --yes FadeAnimator.swift")
        expectEqual(reset.exitCode, 0, "\(reset.output)")
        #expect(try String(contentsOf: url, encoding: .utf8).contains("// TODO"))
    }

    @Test func threeResetsInOneSecondKeepThreeBackups() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let chapter = try f.scratch.entry("fade").chapter
        let url = f.scratch.workspace.lessonFile(chapter, "FadeAnimator.swift")
        for version in 1...3 {
            try "// version \(version)\n".write(to: url, atomically: true, encoding: .utf8)
            let reset = try f.run("reset --yes FadeAnimator.swift")
            expectEqual(reset.exitCode, 0, "\(reset.output)")
        }
        let backups = f.scratch.workspace.backups
        let folders = try FileManager.default.contentsOfDirectory(atPath: backups.path)
        let kept = try folders.map { try String(contentsOf: backups.appendingPathComponent($0).appendingPathComponent("FadeAnimator.swift"), encoding: .utf8) }
        expectEqual(kept.sorted(), ["// version 1\n", "// version 2\n", "// version 3\n"], "\(folders)")
    }

    @Test func resetTakesTheTickAwayFromEveryExerciseItUndoes() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        f.session.updateProgress { $0.markPassed("pop-open"); $0.markPassed("shrink-back") }
        try f.run("go pop-open")
        let url = f.scratch.workspace.lessonFile(try f.scratch.entry("pop-open").chapter, "PopAnimator.swift")
        try "// solved\n".write(to: url, atomically: true, encoding: .utf8)
        try f.run("reset --yes PopAnimator.swift")
        #expect(!f.session.progress.hasPassed("pop-open"))
        #expect(!f.session.progress.hasPassed("shrink-back"))
        #expect(f.session.progress.passedBefore.contains("shrink-back"))
    }

    // MARK: Ctrl-C

    @Test func ctrlCDuringABuildLeavesNoCompilerRunning() throws {
        // Nothing built, so that the check runs the compiler long enough to be seen.
        let f = try SessionFixture(fresh: true)
        defer { f.remove() }
        let interrupts = f.session.interrupts
        let root = f.scratch.workspace.root.path
        // Ctrl-C once the compiler's frontend is running on the scratch lesson.
        let pressing = Thread {
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline, !Self.processes(mentioning: root).contains(where: { $0.contains("swift-frontend") }) {
                usleep(2_000)
            }
            interrupts.interrupt()
        }
        pressing.start()
        let result = try f.run("check fade")
        #expect(result.output.contains("Check cancelled."), "\(result.output)")
        let deadline = Date().addingTimeInterval(10)
        var left = Self.processes(mentioning: root)
        while !left.isEmpty, Date() < deadline {
            usleep(50_000)
            left = Self.processes(mentioning: root)
        }
        #expect(left.isEmpty, "still running after Ctrl-C:\n\(left.joined(separator: "\n"))")
    }

    /// The command lines of this machine's processes (other than this one) that mention `text`.
    static func processes(mentioning text: String) -> [String] {
        let me = ProcessInfo.processInfo.processIdentifier
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> String? in
            guard let pid = Int32(entry), pid != me,
                  let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
            guard line.contains(text) else { return nil }
            // A zombie waiting to be reaped runs nothing.
            if let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8), stat.contains(") Z ") { return nil }
            return "\(pid): \(line)"
        }
    }
}
