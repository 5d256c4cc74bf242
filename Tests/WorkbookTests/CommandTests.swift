import Foundation
import Grading
import Expectations
import Testing
import TestSupport
import Workbook

@Suite(.serialized)
struct NavigationCommandTests {
    @Test func listShowsProgressAndTheCurrentExercise() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        f.session.updateProgress { $0.markPassed("fade") }
        let out = try f.run("list").output
        // The current chapter's exercises; every other chapter folded to a line.
        #expect(out.contains("✓ 0. Fade  1/1 · `go fade`"), "\(out)")
        #expect(out.contains("▸ flip-present"), "the first unpassed exercise is current")
        #expect(!out.contains("pop-open"), "another chapter's exercises are folded:\n\(out)")
        #expect(out.contains("7. Magic move  0/3"), "\(out)")
        #expect(out.contains("1 of \(f.session.catalog.entries.count) done"))
        let all = try f.run("list --all").output
        #expect(all.contains("✓   fade") && all.contains("pop-open") && all.contains("pull-away"), "\(all)")
    }

    @Test func showRendersTheSectionAndWhereToEdit() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let out = try f.run("show flip-present").output
        #expect(out.contains("exercise 2/\(f.session.catalog.entries.count) · flip-present"))
        #expect(out.contains("Where to edit"))
        #expect(out.contains("Lessons/01-flip-card/FlipPresentAnimationController.swift:"))
        #expect(out.contains("TODO 1."))
    }

    @Test func whereToEditListsOnlyThisExercisesTodosOfASharedFile() throws {
        // CardViewController+Transitioning.swift carries TODO 1.6, 2.6, 3.4 and 3.5.
        let f = try SessionFixture()
        defer { f.remove() }
        let present = try f.run("show flip-present").output
        #expect(present.contains("TODO 1.6"))
        #expect(!present.contains("TODO 2.6") && !present.contains("TODO 3.4"))
        let swipe = try f.run("show flip-swipe").output
        #expect(swipe.contains("TODO 3.4") && swipe.contains("TODO 3.5"))
        #expect(!swipe.contains("TODO 1.6") && !swipe.contains("TODO 2.6"))
        // Chapter 0 has one exercise and undotted numbers: all are shown.
        let fade = try f.run("show fade").output
        #expect(fade.contains("TODO 1:") && fade.contains("TODO 7:"))
    }

    @Test func todoStepsAreListedInOrderAcrossFiles() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        // reveal-circle's first step is in its second file.
        let circle = try f.run("show reveal-circle").output
        let first = try #require(circle.range(of: "TODO 5.1"))
        let second = try #require(circle.range(of: "TODO 5.2"))
        expectLess(first.lowerBound, second.lowerBound)
        expectEqual(Presenter.todoStep(" 5.10: x"), [5, 10])
        expectEqual(Presenter.todoStep(" 7: x"), [7])
        expectNil(Presenter.todoStep(": check this"))
    }

    @Test func todoNumbersAreReadOnlyWhenDotted() {
        expectEqual(Presenter.todoExercise(" 2.6: Set it"), 2)
        expectEqual(Presenter.todoExercise(" 12.1: x"), 12)
        expectNil(Presenter.todoExercise(" 1: Return 0.5."))
        expectNil(Presenter.todoExercise(": check this"))
        expectNil(Presenter.todoExercise(" 3. Then"))
    }

    @Test func nextPreviousAndGo() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        expectEqual(f.session.current.exercise.id, "fade")
        try f.run("next")
        expectEqual(f.session.current.exercise.id, "flip-present")
        try f.run("go flip-swipe")
        expectEqual(f.session.current.exercise.id, "flip-swipe")
        try f.run("prev")
        expectEqual(f.session.current.exercise.id, "flip-dismiss")
        let entries = f.session.catalog.entries
        try f.run("go \(entries.count)")
        expectEqual(f.session.current.exercise.id, entries.last?.exercise.id)
        let last = try f.run("next")
        expectEqual(last.exitCode, 1)
        #expect(last.output.contains("last exercise"))
        try f.run("go 1")
        expectEqual(f.session.current.exercise.id, "fade")
        let first = try f.run("previous")
        #expect(first.output.contains("first exercise"))
        try f.run("go flip-card")
        expectEqual(f.session.current.exercise.id, "flip-present", "a chapter id goes to its first exercise")
    }

    @Test func anUnknownExerciseGetsASuggestion() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let result = try f.run("go flip-dismis")
        expectEqual(result.exitCode, 2)
        #expect(result.output.contains("There is no exercise or chapter \"flip-dismis\". Did you mean \"flip-dismiss\"?"))
        expectEqual(f.session.current.exercise.id, "fade")
    }

    @Test func progressIsSavedAndReloaded() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        try f.run("go flip-dismiss")
        try f.run("hint")
        let again = f.reopened()
        expectEqual(again.current.exercise.id, "flip-dismiss")
        expectEqual(again.progress.hintsShown["flip-dismiss"], 1)
    }

    @Test func aCorruptProgressFileIsReportedOnce() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        try FileManager.default.createDirectory(at: f.scratch.workspace.state, withIntermediateDirectories: true)
        try "garbage".write(to: f.scratch.workspace.progressFile, atomically: true, encoding: .utf8)
        let session = f.reopened()
        let notices = session.takeNotices()
        expectEqual(notices.count, 1)
        #expect(notices[0].contains("cannot be read"))
        #expect(session.takeNotices().isEmpty)
        expectEqual(session.current.exercise.id, "fade")
    }

    @Test func hintsComeOneTierAtATime() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let hints = try f.scratch.entry("fade").exercise.hints
        for tier in 1...hints.count {
            let out = try f.run("hint").output
            #expect(out.contains("Hint \(tier) of \(hints.count)"))
        }
        let after = try f.run("hint").output
        #expect(after.contains("That was the last hint"))
        let all = try f.run("hint --all").output
        for tier in 1...hints.count { #expect(all.contains("Hint \(tier) of \(hints.count)")) }
        let again = try f.run("hint --again").output
        #expect(again.contains("Hint 1 of"))
    }

    @Test func progressSummarises() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        f.session.updateProgress { $0.markPassed("fade") }
        let out = try f.run("progress").output
        #expect(out.contains("1/\(f.session.catalog.entries.count) exercises"))
        #expect(out.contains("Fade: 1/1"))
        #expect(out.contains("Flip card: 0/3"))
    }

    @Test func editWithoutAnEditorPrintsThePath() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        setenv("EDITOR", "", 1)
        setenv("VISUAL", "", 1)
        let out = try f.run("edit").output
        #expect(out.contains("Set $EDITOR"))
        #expect(out.contains("Lessons/00-fade/FadeAnimator.swift"))
        setenv("EDITOR", "true", 1)
        let opened = try f.run("edit 2")
        expectEqual(opened.exitCode, 0)
        let wrong = try f.run("edit 9")
        #expect(wrong.output.contains("The exercise's files are: 1. FadeAnimator.swift"))
        unsetenv("EDITOR")
    }

    @Test func editOpensTheFirstUnfinishedTodoWithTheEditorsOwnSyntax() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        // An editor whose path has a space, quoted as in a shell, that writes down its arguments.
        let folder = f.scratch.workspace.root.appendingPathComponent("my tools")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let log = folder.appendingPathComponent("arguments")
        let editor = folder.appendingPathComponent("vim")
        try "#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(log.path)'\n".write(to: editor, atomically: true, encoding: .utf8)
        chmod(editor.path, 0o755)
        setenv("VISUAL", "", 1)
        setenv("EDITOR", "'\(editor.path)'", 1)
        defer { unsetenv("EDITOR") }
        let opened = try f.run("edit")
        expectEqual(opened.exitCode, 0, "\(opened.output)")
        let arguments = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
        let todo = try #require(Presenter(session: f.session).todoLocations(f.session.current).first)
        expectEqual(arguments.count, 2)
        expectEqual(arguments.first, "+" + (todo.location.split(separator: ":").last.map(String.init) ?? ""), "\(arguments)")
        expectEqual(arguments.last?.hasSuffix("Lessons/00-fade/FadeAnimator.swift"), true, "\(arguments)")
    }

    @Test func eachEditorGetsTheLineItsOwnWay() {
        expectEqual(EditCommand.invocation(editor: ["nano"], file: "A.swift", line: 12), ["nano", "+12", "A.swift"])
        expectEqual(EditCommand.invocation(editor: ["/usr/bin/nvim"], file: "A.swift", line: 3), ["/usr/bin/nvim", "+3", "A.swift"])
        expectEqual(EditCommand.invocation(editor: ["emacs", "-nw"], file: "A.swift", line: 3), ["emacs", "-nw", "+3", "A.swift"])
        expectEqual(EditCommand.invocation(editor: ["code", "--wait"], file: "A.swift", line: 7), ["code", "--wait", "-g", "A.swift:7"])
        expectEqual(EditCommand.invocation(editor: ["subl", "-w"], file: "A.swift", line: 7), ["subl", "-w", "A.swift:7"])
        expectEqual(EditCommand.invocation(editor: ["ed"], file: "A.swift", line: 7), ["ed", "A.swift"])
        expectEqual(EditCommand.invocation(editor: ["vim"], file: "A.swift", line: nil), ["vim", "A.swift"])
    }
}

@Suite(.serialized)
struct CheckCommandTests {
    /// A one-frame flash is no moment of a recording: its frames carry their own captions, and
    /// no `diff` is offered for them.
    @Test func aFlashShowsItsOwnCaptionsAndOffersNoDiff() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let wide = { (c: Character) in [String](repeating: String(repeating: c, count: 40), count: 2) }
        var flash = FrameMismatch(time: 0.65, expected: wide("a"), actual: wide("x"), differingCells: 80, totalCells: 80)
        flash.captions = ["yours a frame later", "yours for one frame at 0.65 s"]
        Presenter(session: f.session).showMismatch(flash, check: "map opens", height: nil)
        #expect(f.output.text.contains("yours a frame later") && f.output.text.contains("yours for one frame at 0.65 s"), "\(f.output.text)")
        #expect(!f.output.text.contains("expected at"), "\(f.output.text)")
        // In a window with no room for the frames, a taller window is the way, not `diff`.
        let small = BufferOutput()
        let session = Session(workspace: f.scratch.workspace, catalog: f.scratch.catalog, output: small,
                              style: TerminalStyle(colors: false, width: 80, height: 24), input: nil, toolchain: TestWorkspace.toolchain)
        Presenter(session: session).showMismatch(flash, check: "map opens", height: 3)
        #expect(small.text.contains("A taller window shows") && !small.text.contains("`diff"), "\(small.text)")
        // A moment of a recording still offers `diff`.
        small.clear()
        var recorded = flash
        recorded.captions = nil
        recorded.animation = "circle-open"
        Presenter(session: session).showMismatch(recorded, check: "map opens", height: 3)
        #expect(small.text.contains("`diff 0.65` shows the moment"), "\(small.text)")
    }

    @Test func checkOnTheStubFailsWithTheLearnersMessage() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let result = try f.run("check")
        expectEqual(result.exitCode, 1)
        #expect(result.output.contains("✗ detail fades in"))
        #expect(result.output.contains("Return your FadeAnimator there."))
        #expect(result.output.contains("0 of 3 checks pass"))
        #expect(!f.session.progress.hasPassed("fade"))
    }

    @Test func checkOnTheSolutionPassesAndRecordsProgress() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        try f.scratch.solve("fade")
        let result = try f.run("check")
        expectEqual(result.exitCode, 0)
        #expect(result.output.contains("All 3 checks pass."))
        #expect(f.reopened().progress.hasPassed("fade"))
    }

    @Test func jsonFollowsTheExercismShape() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let result = try f.run("check --json")
        expectEqual(result.exitCode, 1)
        let data = Data(result.output.utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["version"] as? Int == 2)
        #expect(object["status"] as? String == "fail")
        #expect(object["exercise"] as? String == "fade")
        let tests = try #require(object["tests"] as? [[String: Any]])
        expectEqual(tests.count, 3)
        #expect(tests[0]["name"] as? String == "detail fades in")
        #expect(tests[0]["status"] as? String == "fail")
        #expect(tests[0]["exercise"] as? String == "fade")
        expectEqual((tests[0]["message"] as? String)?.isEmpty, false)
        // And it decodes as the report type.
        let report = try JSONDecoder().decode(GradeReport.self, from: data)
        expectEqual(report.tests.map(\.id), ["test_detailFadesIn", "test_detailFadesOut", "test_detailOpensAgainAfterClosing"])
    }

    @Test func jsonCarriesTheCauseAndTheExplanationOfEachFailure() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let result = try f.run("check --json")
        let report = try JSONDecoder().decode(GradeReport.self, from: Data(result.output.utf8))
        // The pristine stub returns no animator: UIKit's default slide plays.
        let first = try #require(report.tests.first)
        expectEqual(first.cause, .animatorNotReturned)
        expectEqual(first.message?.contains("(`animationController(forPresented:presenting:source:)`) and got nil"), true, "\(first.message ?? "")")
    }

    @Test func jsonCarriesCompileErrorsWithTheirPlaceAndAdvice() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let chapter = try #require(f.scratch.catalog.chapter("fade"))
        let url = f.scratch.workspace.lessonFile(chapter, "FadeAnimator.swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        try text.replacingOccurrences(of: "import UIKit", with: "import UIKit\nimport Grading").write(to: url, atomically: true, encoding: .utf8)
        let result = try f.run("check --json")
        expectEqual(result.exitCode, 2)
        let report = try JSONDecoder().decode(GradeReport.self, from: Data(result.output.utf8))
        expectEqual(report.status, .error)
        let error = try #require(report.compileErrors?.first)
        expectEqual(error.file, "Lessons/00-fade/FadeAnimator.swift")
        expectEqual(error.line, 2)
        expectGreater(error.column, 0)
        #expect(error.message.contains("no such module 'Grading'"), "lessons see only UIKit: \(error.message)")
        expectEqual(error.advice?.contains("Lessons can import UIKit (and Foundation) only"), true)
        expectEqual(report.message?.contains("Lessons/00-fade/FadeAnimator.swift:2:"), true, "the message says it too, as Exercism asks: \(report.message ?? "")")
    }

    @Test func whatTheLearnersCodePrintsComesWithItsCheck() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        try f.scratch.solve("fade")
        let chapter = try #require(f.scratch.catalog.chapter("fade"))
        let url = f.scratch.workspace.lessonFile(chapter, "FadeAnimator.swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        let marker = "    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {\n"
        try #require(text.contains(marker + "        0.5\n"))
        try text.replacingOccurrences(of: marker + "        0.5\n", with: marker + "        print(\"asked for the duration\")\n" + "        for i in 0..<200 { print(\"line \\(i) of a long story\") }\n        return 0.5\n")
            .write(to: url, atomically: true, encoding: .utf8)
        let result = try f.run("check --json")
        let report = try JSONDecoder().decode(GradeReport.self, from: Data(result.output.utf8))
        let output = try #require(report.tests.first?.output, "\(result.output)")
        #expect(output.hasPrefix("asked for the duration\n"))
        expectLessOrEqual(output.count, CheckResult.outputLimit)
        #expect(output.hasSuffix("(output cut to 500 characters)"))
    }

    @Test func aCompileErrorShowsFileLineAndCaret() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let chapter = try #require(f.scratch.catalog.chapter("fade"))
        let url = f.scratch.workspace.lessonFile(chapter, "FadeAnimator.swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        try text.replacingOccurrences(of: "import UIKit", with: "import UIKit\nlet broken: Int = \"text\"").write(to: url, atomically: true, encoding: .utf8)
        let result = try f.run("check")
        expectEqual(result.exitCode, 2)
        #expect(result.output.contains("Your code does not compile yet (1 error)"))
        #expect(result.output.contains("Lessons/00-fade/FadeAnimator.swift:2:"))
        #expect(result.output.contains("^"))
        #expect(!result.output.contains("swiftc"), "nothing else of the build log")
    }

    @Test func aSelectorFromIOSHabitGetsTheRewrite() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let chapter = try #require(f.scratch.catalog.chapter("fade"))
        let url = f.scratch.workspace.lessonFile(chapter, "FadeAnimator.swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        let habit = """
            import UIKit
            final class Tapper { @objc func tapped() {}; func make() -> Any { UITapGestureRecognizer(target: self, action: #selector(tapped)) } }
            """
        try text.replacingOccurrences(of: "import UIKit", with: habit).write(to: url, atomically: true, encoding: .utf8)
        let result = try f.run("check")
        expectEqual(result.exitCode, 2)
        #expect(result.output.contains("→ Remove @objc"), "\(result.output)")
        #expect(result.output.contains("action: YourType.tapped"), "\(result.output)")
    }

    @Test func ctrlCDuringAWatchedCheckEndsTheWatch() throws {
        // Nothing built: the entry file below appears only when this check's build starts.
        let f = try SessionFixture(fresh: true)
        defer { f.remove() }
        // Ctrl-C once the first check's compiler is about to start (the learner's builds are
        // kept in 00-fade-incremental, and the entry file is copied there just before swiftc runs).
        let entry = f.scratch.workspace.builds.appendingPathComponent("00-fade-incremental/sources/WorkbookEntry.swift")
        let interrupts = f.session.interrupts
        let pressing = Thread {
            let deadline = Date().addingTimeInterval(60)
            func compiling() -> Bool { FileManager.default.fileExists(atPath: entry.path) }
            while !compiling(), Date() < deadline { usleep(1_000) }
            interrupts.interrupt()
        }
        pressing.start()
        let result = try f.run("watch")
        expectEqual(result.exitCode, 0, "\(result.output)")
        #expect(result.output.contains("— check 1 —"))
        #expect(result.output.contains("Check cancelled."))
        #expect(result.output.hasSuffix("Stopped watching.\n"), "\(result.output)")
        #expect(!result.output.contains("checks pass"), "the cancelled check shows no verdict")
    }

    @Test func verboseShowsTheWholeCompilerOutput() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let chapter = try #require(f.scratch.catalog.chapter("fade"))
        try "let broken: Int = \"text\"\n".write(to: f.scratch.workspace.lessonFile(chapter, "FadeAnimator.swift"), atomically: true, encoding: .utf8)
        let short = try f.run("check").output
        #expect(short.contains("`check --verbose` shows the compiler's whole output"))
        let long = try f.run("check --verbose").output
        #expect(long.contains("The compiler's whole output:"))
        #expect(long.contains("error: cannot convert value of type 'String' to specified type 'Int'"))
    }

    @Test func aLessonThatDoesNotCompileInAnotherChapterDoesNotStopThisOne() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        try f.scratch.solve("fade")
        let flip = try #require(f.scratch.catalog.chapter("flip-card"))
        try "this is not Swift".write(to: f.scratch.workspace.lessonFile(flip, "FlipPresentAnimationController.swift"), atomically: true, encoding: .utf8)
        let fade = try f.run("check fade")
        expectEqual(fade.exitCode, 0)
        #expect(fade.output.contains("All 3 checks pass."))
        let broken = try f.run("check flip-present")
        expectEqual(broken.exitCode, 2)
        #expect(broken.output.contains("Lessons/01-flip-card/FlipPresentAnimationController.swift:1:"))
    }

    @Test func twoSavesInTheSameSecondAreBothGraded() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        // Save the solution, check (pass); save the stub back within the same second, check (fail):
        // every check compiles the files as they are now, whatever their modification times.
        try f.scratch.solve("fade")
        let chapter = try #require(f.scratch.catalog.chapter("fade"))
        let url = f.scratch.workspace.lessonFile(chapter, "FadeAnimator.swift")
        let solved = try String(contentsOf: url, encoding: .utf8)
        let stub = try #require(f.scratch.workspace.pristineText(chapter, "FadeAnimator.swift"))
        try solved.write(to: url, atomically: false, encoding: .utf8)
        let pass = try f.run("check")
        try stub.write(to: url, atomically: false, encoding: .utf8)
        let fail = try f.run("check")
        try solved.write(to: url, atomically: false, encoding: .utf8)
        let passAgain = try f.run("check")
        expectEqual(pass.exitCode, 0)
        expectEqual(fail.exitCode, 1)
        expectEqual(passAgain.exitCode, 0)
    }

    @Test func playAndDiffUseTheRecordedFrames() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let expected = try f.run("play --expected --once").output
        #expect(expected.contains("expected t = 0.00 s"))
        // Without a check yet, diff (and play) record the learner's animation first.
        let diff = try f.run("diff").output
        #expect(diff.contains("Recording your animation first"))
        #expect(diff.contains("expected at"))
        #expect(diff.contains("yours at"))
        #expect(diff.contains("cells differ"))
        let atTime = try f.run("diff 0.25").output
        #expect(atTime.contains("expected at 0.25 s"))
        let mine = try f.run("play --once").output
        #expect(mine.contains("yours t = 0.50 s"))
    }
}

@Suite(.serialized)
struct SolutionAndResetTests {
    @Test func solutionAsksBeforeThePuzzleIsSolved() throws {
        let f = try SessionFixture(answers: ["n", "yes"])
        defer { f.remove() }
        let declined = try f.run("solution").output
        #expect(declined.contains("Not shown"))
        #expect(!f.session.progress.solutionsSeen.contains("fade"))
        let shown = try f.run("solution").output
        #expect(shown.contains("Solutions/00-fade/FadeAnimator.swift"))
        #expect(shown.contains("+ "))
        #expect(f.session.progress.solutionsSeen.contains("fade"))
    }

    @Test func solutionNeedsYesWhenNobodyCanAnswer() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let result = try f.run("solution")
        #expect(result.output.contains("Add --yes"))
        let forced = try f.run("solution --yes")
        #expect(forced.output.contains("Solutions/00-fade/GalleryViewController+Transitioning.swift"))
    }

    @Test func solutionAfterPassingShowsNoDifference() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        try f.scratch.solve("fade")
        f.session.updateProgress { $0.markPassed("fade"); $0.current = "fade" }
        let out = try f.run("solution").output
        #expect(out.contains("Your file is the same as the solution."))
    }

    @Test func resetRestoresThePristineStubAndKeepsABackup() throws {
        let f = try SessionFixture(answers: ["y"])
        defer { f.remove() }
        let chapter = try #require(f.scratch.catalog.chapter("fade"))
        let url = f.scratch.workspace.lessonFile(chapter, "FadeAnimator.swift")
        let pristine = try String(contentsOf: url, encoding: .utf8)
        try "// my attempt\n".write(to: url, atomically: true, encoding: .utf8)
        let out = try f.run("reset FadeAnimator").output
        expectEqual(try String(contentsOf: url, encoding: .utf8), pristine)
        #expect(out.contains("Your FadeAnimator.swift is saved as .workbook/backups/fade-"))
        let backups = try FileManager.default.subpathsOfDirectory(atPath: f.scratch.workspace.backups.path).filter { $0.hasSuffix("FadeAnimator.swift") }
        expectEqual(backups.count, 1)
        expectEqual(try String(contentsOf: f.scratch.workspace.backups.appendingPathComponent(backups[0]), encoding: .utf8), "// my attempt\n")
    }

    @Test func resetOfAnUntouchedFileChangesNothing() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let out = try f.run("reset --yes").output
        #expect(out.contains("already as distributed"))
        #expect(!FileManager.default.fileExists(atPath: f.scratch.workspace.backups.path))
    }

    @Test func resetRefusesAFileOfAnotherExercise() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let result = try f.run("reset --yes SwipeInteractionController.swift")
        #expect(result.output.contains("is not one of this exercise's files"))
    }
}

@Suite(.serialized)
struct ReplTests {
    @Test func unknownCommandsGetASuggestion() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let repl = Repl(session: f.session, reader: PlainLineReader(lines: []))
        #expect(repl.execute("chekc"))
        #expect(f.output.text.contains("Unknown command \"chekc\". Did you mean \"check\"?"))
        f.output.clear()
        #expect(repl.execute("xyzzy"))
        #expect(f.output.text.contains("Unknown command \"xyzzy\". Type `help` for the list."))
    }

    @Test func aScriptedSessionRunsCommandsAndQuits() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let repl = Repl(session: f.session, reader: PlainLineReader(lines: ["list", "", "go flip-present", "help", "help hint", "show --bogus", "quit", "list"]))
        repl.run()
        let out = f.output.text
        #expect(out.contains("Transitions Workbook"))
        #expect(out.contains("You are on fade"))
        #expect(out.contains("Flip card"))
        #expect(out.contains("Commands"))
        #expect(out.contains("Show the next hint"))
        #expect(out.contains("Unknown option '--bogus'"))
        #expect(out.hasSuffix("See you soon.\n"), "quit ends the session before the last line")
        expectEqual(f.session.current.exercise.id, "flip-present")
    }

    @Test func endOfInputEndsTheSession() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        Repl(session: f.session, reader: PlainLineReader(lines: ["progress"])).run()
        #expect(f.output.text.contains("See you soon."))
    }

    @Test func completionOffersCommandsIdsAndFiles() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let repl = Repl(session: f.session, reader: PlainLineReader(lines: []))
        #expect(repl.completions(for: "ch").contains("check"))
        expectEqual(repl.completions(for: "go flip-").sorted(), ["flip-card", "flip-dismiss", "flip-present", "flip-swipe"])
        expectEqual(repl.completions(for: "edit "), ["FadeAnimator.swift", "GalleryViewController+Transitioning.swift"])
        // Each command says what its arguments can be: play and diff take the animations.
        expectEqual(repl.completions(for: "play "), ["fade-in", "fade-out"])
        expectEqual(repl.completions(for: "diff fade-o"), ["fade-out"])
        #expect(repl.completions(for: "play --slow 2 fade-in ").isEmpty, "play takes one animation")
        #expect(repl.completions(for: "progress ").isEmpty)
    }
}
