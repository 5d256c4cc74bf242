import Foundation
import Expectations
import Testing
import TestSupport
import Workbook

/// The authoring self-check holds the manifest, the graders, the stubs, the goldens and the
/// texts to one another, and says which file to fix (the static part: `author check
/// --static-only`).
@Suite(.serialized)
struct SelfCheckTests {
    /// The static self-check's problems after `change` was made to a scratch workspace.
    func problems(_ change: (TestWorkspace) throws -> Void) throws -> [String] {
        let scratch = try TestWorkspace.make()
        defer { scratch.remove() }
        try change(scratch)
        let catalog = try Catalog.load(from: scratch.workspace.manifest)
        let session = Session(workspace: scratch.workspace, catalog: catalog, output: BufferOutput(), style: .plain, input: nil, toolchain: TestWorkspace.toolchain)
        return try SelfCheck(session: session).run(entries: catalog.entries, grade: false)
    }

    /// Replaces `old` by `new` in a file of the scratch workspace (failing if `old` is not there).
    func edit(_ scratch: TestWorkspace, _ path: String, _ old: String, _ new: String) throws {
        let url = scratch.workspace.root.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        try #require(text.contains(old), "\(path) no longer contains \(old)")
        try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func theLessonsAsTheyAreHaveNoProblems() throws {
        let found = try problems { _ in }
        #expect(found.isEmpty, "\(found)")
    }

    @Test func aGraderNameTheRegistryDoesNotKnowNamesTheManifest() throws {
        let found = try problems { try edit($0, "Lessons/manifest.json", "\"grader\": \"FadeChecks\"", "\"grader\": \"FadeCheks\"") }
        #expect(found.contains { $0.contains("Lessons/manifest.json names the grader FadeCheks") && $0.contains("Tests/Graders/Registry.swift") }, "\(found)")
        // And the one it had is now registered for nothing.
        #expect(found.contains { $0.contains("registers FadeChecks, which no exercise") }, "\(found)")
    }

    @Test func aCheckLeftOutOfAllTestsNamesTheGraderFile() throws {
        let found = try problems { scratch in
            try scratch.ownCopy(of: "Tests/Graders")
            try edit(scratch, "Tests/Graders/FadeChecks.swift", "    func test_", "    func test_neverListed() {}\n\n    func test_")
        }
        #expect(found.contains { $0.hasPrefix("Tests/Graders/FadeChecks.swift: FadeChecks has test_neverListed, which its allTests does not list") }, "\(found)")
    }

    @Test func aCheckListedUnderAnotherNameNamesTheGraderFile() throws {
        let found = try problems { scratch in
            let graders = try scratch.ownCopy(of: "Tests/Graders")
            let text = try String(contentsOf: graders.appendingPathComponent("FadeChecks.swift"), encoding: .utf8)
            let pair = try #require(text.range(of: #"\("test_(\w+)", test_"#, options: .regularExpression).map { String(text[$0]) })
            try edit(scratch, "Tests/Graders/FadeChecks.swift", pair, pair.replacingOccurrences(of: "(\"test_", with: "(\"test_renamed"))
        }
        #expect(found.contains { $0.hasPrefix("Tests/Graders/FadeChecks.swift: FadeChecks.allTests lists test_") && $0.contains("as \"test_renamed") }, "\(found)")
    }

    @Test func aTodoNoStubHasNamesTheLineThatNamesIt() throws {
        let found = try problems { scratch in
            try scratch.ownCopy(of: "Tests/Graders")
            try edit(scratch, "Tests/Graders/FadeChecks.swift", "final class FadeChecks", "// Fix TODO 9.7 first.\nfinal class FadeChecks")
        }
        #expect(found.contains { $0.range(of: #"^Tests/Graders/FadeChecks\.swift:\d+: names TODO 9\.7, which no stub of fade has"#, options: .regularExpression) != nil }, "\(found)")
    }

    @Test func aHintsTodoNoStubHasNamesTheHint() throws {
        let found = try problems { try edit($0, "Lessons/manifest.json", "\"UIKit asks the gallery", "\"See TODO 8.1. UIKit asks the gallery") }
        #expect(found.contains { $0.contains("hint 1 in Lessons/manifest.json names TODO 8.1") }, "\(found)")
    }

    @Test func aFrameNameNoExerciseListsNamesTheGraderLine() throws {
        let found = try problems { scratch in
            try scratch.ownCopy(of: "Tests/Graders")
            try edit(scratch, "Tests/Graders/FadeChecks.swift", "match: \"fade-in\"", "match: \"fade-inn\"")
        }
        #expect(found.contains { $0.range(of: #"^Tests/Graders/FadeChecks\.swift:\d+: records or compares the frames "fade-inn""#, options: .regularExpression) != nil }, "\(found)")
    }

    @Test func aMissingGoldenNamesTheRecordCommand() throws {
        let found = try problems { scratch in
            let goldens = try scratch.ownCopy(of: "Tests/Goldens")
            try FileManager.default.removeItem(at: goldens.appendingPathComponent("00-fade/fade-in.frames"))
        }
        #expect(found.contains { $0.contains("fade-in.frames are not recorded") && $0.contains("author record") }, "\(found)")
    }

    @Test func aLessonFileThatIsNotItsDistributedCopyNamesBoth() throws {
        let found = try problems { try edit($0, "Lessons/00-fade/FadeAnimator.swift", "// TODO", "// TODO (changed)") }
        #expect(found.contains { $0.contains("Lessons/00-fade/FadeAnimator.swift differs from its distributed copy in Stubs/") }, "\(found)")
    }

    @Test func aChapterTheReadmeDoesNotListNamesTheReadme() throws {
        let text = try String(contentsOf: TestWorkspace.repository.appendingPathComponent("README.md"), encoding: .utf8)
        func readme(_ text: String) -> (TestWorkspace) throws -> Void {
            { try text.write(to: $0.workspace.root.appendingPathComponent("README.md"), atomically: true, encoding: .utf8) }
        }
        expectEqual(try problems(readme(text)), [], "the README as it is names every chapter")
        let found = try problems(readme(text.replacingOccurrences(of: "**2 Pop**", with: "**2 Pops**")))
        expectEqual(found, ["README.md: its list of chapters (\"Chapters so far\") does not name chapter 2, Pop: add **2 Pop** (what it teaches)"])
    }

    @Test func aPitfallNoFixtureMakesNamesTheTextAndTheFixturesFolder() throws {
        let found = try problems { try edit($0, "Lessons/00-fade/README.md", "- **The delegate property is weak.**", "- **A pitfall `nobody` makes!** Nothing.\n- **The delegate property is weak.**") }
        expectEqual(found, ["Lessons/00-fade/README.md: the pitfall \"A pitfall `nobody` makes\" of {#fade} is made by no mistake fixture: add one to Tests/Fixtures/00-fade/fade/ whose expect.json says \"pitfall\": \"a-pitfall-nobody-makes\""])
    }

    @Test func aFixturesPitfallTheTextDoesNotListNamesTheFixture() throws {
        let found = try problems { scratch in
            let fixtures = try scratch.ownCopy(of: "Tests/Fixtures")
            let folder = try #require(try FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent("00-fade/fade").path).sorted().first { name in
                (try? String(contentsOf: fixtures.appendingPathComponent("00-fade/fade/\(name)/expect.json"), encoding: .utf8))?.contains("\"fail\"") == true
            })
            let expect = fixtures.appendingPathComponent("00-fade/fade/\(folder)/expect.json")
            var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: expect)) as? [String: Any])
            json["pitfall"] = "no-such-pitfall"
            try JSONSerialization.data(withJSONObject: json).write(to: expect)
        }
        #expect(found.contains { $0.hasPrefix("Tests/Fixtures/00-fade/fade/") && $0.contains("expect.json: names the pitfall \"no-such-pitfall\", which the pitfalls of {#fade} in Lessons/00-fade/README.md do not list (they are the-sheet-ignores-your-animator, the-delegate-property-is-weak,") }, "\(found)")
    }

    @Test func pitfallsAreTheBoldTitlesOfTheSectionsPitfallsList() {
        let section = """
        ## 1. Fade {#fade}

        - **Not a pitfall.** A list before the pitfalls.

        ### Pitfalls

        - **The sheet ignores `transitioningDelegate`.** It runs on
          over two lines.
        - **Call `completeTransition(_:)` once!** Or it hangs.
        - No title here.

        ### Where to edit

        - **Not one either.**
        """
        let (pitfalls, untitled) = ChapterText.pitfalls(in: section)
        expectEqual(pitfalls.map(\.id), ["the-sheet-ignores-transitioningdelegate", "call-completetransition-once"])
        expectEqual(pitfalls.map(\.title), ["The sheet ignores `transitioningDelegate`", "Call `completeTransition(_:)` once"])
        expectEqual(untitled, ["No title here."])
        expectEqual(ChapterText.pitfalls(in: "## No pitfalls {#a}\n\nText.").pitfalls, [])
    }

    @Test func todoStepsAreReadInEveryWayTheTextsWriteThem() {
        expectEqual(GraderSources.todoSteps(in: "Set it (TODO 1.2)."), ["1.2"])
        expectEqual(GraderSources.todoSteps(in: "TODOs 2.4, 2.7 and 3.1"), ["2.4", "2.7", "3.1"])
        expectEqual(GraderSources.todoSteps(in: "TODO 4.1–4.3"), ["4.1", "4.3"])
        expectEqual(GraderSources.todoSteps(in: "see TODO 5"), ["5"])
        expectEqual(GraderSources.todoSteps(in: "no steps here, 1.2"), [])
        #expect(GraderSources.stub("    // TODO 1.2: add it", has: "1.2"))
        #expect(!GraderSources.stub("    // TODO 1.20: add it", has: "1.2"))
    }
}

/// Code offered as a fix — a grader's `\(fix:todo:)`, a hint's `` `code`{fix n.m} `` — compiles
/// where the learner types it: pasted at its step's place in the solution.
@Suite
struct FixSnippetTests {
    func problems(_ change: (TestWorkspace) throws -> Void, exercises: [String]? = nil) throws -> [String] {
        let scratch = try TestWorkspace.make()
        defer { scratch.remove() }
        try change(scratch)
        let catalog = try Catalog.load(from: scratch.workspace.manifest)
        let session = Session(workspace: scratch.workspace, catalog: catalog, output: BufferOutput(), style: .plain, input: nil, toolchain: TestWorkspace.toolchain)
        let entries = exercises.map { ids in catalog.entries.filter { ids.contains($0.exercise.id) } } ?? catalog.entries
        return SelfCheck(session: session).fixSnippetProblems(entries, builder: try scratch.checker().builder)
    }

    func edit(_ scratch: TestWorkspace, _ path: String, _ old: String, _ new: String) throws {
        let url = scratch.workspace.root.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        try #require(text.contains(old), "\(path) no longer contains \(old)")
        try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func everyMarkedFixCompilesInItsPlace() throws {
        let found = try problems { _ in }
        #expect(found.isEmpty, "\(found)")
    }

    @Test func aFixAloneNamingALocalOfTheSolutionsOwnStepFails() throws {
        let found = try problems({ try edit($0, "Lessons/manifest.json", "`guard let thumbnail = selectedImage, let shelf = thumbnail.superview else { return nil }`{fix 1.5}, then `shelf.convert(thumbnail.frame, to: nil)`{fix 1.5}", "`thumbnail.superview!.convert(thumbnail.frame, to: nil)`{fix 1.5}") }, exercises: ["pop-open"])
        #expect(found.count == 1 && found[0].hasPrefix("pop-open: hint 2 in Lessons/manifest.json: the fix `thumbnail.superview!.convert(thumbnail.frame, to: nil)` does not compile where the learner types it, at TODO 1.5") && found[0].contains("thumbnail"), "\(found)")
    }

    @Test func aGradersFixNamesTheGraderLine() throws {
        let found = try problems({ scratch in
            try scratch.ownCopy(of: "Tests/Graders")
            try edit(scratch, "Tests/Graders/MagicMoveChecks.swift", #"\(fix: "grid.collectionView.cellForItem(at: grid.selectedIndexPath!)", todo: "2.2")"#, #"\(fix: "grid.collectionView.cellForItem(at: grid.selectedIndexPath)", todo: "2.2")"#)
        }, exercises: ["fly-back"])
        #expect(found.contains { $0.range(of: #"^Tests/Graders/MagicMoveChecks\.swift:\d+: the fix `grid\.collectionView\.cellForItem\(at: grid\.selectedIndexPath\)` does not compile where the learner types it, at TODO 2\.2"#, options: .regularExpression) != nil }, "\(found)")
    }

    @Test func aStepTheSolutionDoesNotMarkSaysWhereToMarkIt() throws {
        let found = try problems({ scratch in
            try edit(scratch, "Lessons/manifest.json", "\"The same animator plays backwards", "\"Set `transition.presenting = false`{fix 2.1}. The same animator plays backwards")
            // The solution without its step 2.1 comment.
            let solution = try scratch.ownCopy(of: "Solutions").appendingPathComponent("02-pop/HerbListViewController+Transitioning.swift")
            let lines = try String(contentsOf: solution, encoding: .utf8).components(separatedBy: "\n")
            try lines.filter { $0.range(of: #"^\s*// *(\d+\.\d+ *(/|,|and) *)*2\.1\b"#, options: .regularExpression) == nil }.joined(separator: "\n").write(to: solution, atomically: true, encoding: .utf8)
        }, exercises: ["shrink-back"])
        #expect(found.contains("shrink-back: hint 1 in Lessons/manifest.json: a fix for TODO 2.1, but Solutions/02-pop/HerbListViewController+Transitioning.swift does not say where that step's code starts: put a comment `// 2.1: …` (what the step does) there"), "\(found)")
    }

    @Test func marksAreReadAndHiddenFromTheLearner() {
        let hint = "Then `a.b = c`{fix 1.5}, and `d()` (TODO 2)."
        expectEqual(FixSnippet.inMarkdown(hint, chapter: "pop", origin: "h"), [FixSnippet(chapter: "pop", todo: "1.5", code: "a.b = c", origin: "h")])
        expectEqual(FixSnippet.unmarked(hint), "Then `a.b = c`, and `d()` (TODO 2).")
        let source = #"""
        let m = "Set \(fix: "view.alpha = 0", todo: "1.2") and \(fix: "label.text = \"Hi\"", todo: "3.1")."
        """#
        expectEqual(FixSnippet.inSwift(source, chapter: "c", file: "F.swift"), [
            FixSnippet(chapter: "c", todo: "1.2", code: "view.alpha = 0", origin: "F.swift:1"),
            FixSnippet(chapter: "c", todo: "3.1", code: #"label.text = "Hi""#, origin: "F.swift:1"),
        ])
        #expect(FixSnippet.inSwift("no marks", chapter: "c", file: "F.swift").isEmpty)
    }

    @Test func aSnippetGoesInADoBlockAtItsStepsComment() throws {
        let solution = """
        func f() {
            let a = 1
            // 1.1 / 2.1: the second step
            let b = a
            // 1.2: the third
        }
        """
        expectEqual(FixPasting.anchor(of: "2.1", in: solution), 2)
        expectEqual(FixPasting.anchor(of: "1.2", in: solution), 4)
        expectNil(FixPasting.anchor(of: "1.3", in: solution))
        expectNil(FixPasting.anchor(of: "1", in: solution))
        let pasted = try #require(FixPasting.paste("print(a)\nlet b = 2", at: "2.1", in: solution))
        expectEqual(pasted.lines, 3...6)
        expectEqual(pasted.text.components(separatedBy: "\n")[2...6], ["    do {", "        print(a)", "        let b = 2", "    }", "    // 1.1 / 2.1: the second step"])
    }
}

/// `author new chapter` and `author new exercise` write every place a chapter is made of; the
/// self-check then lists what is left to write, and nothing else once it is written.
@Suite
struct ScaffoldTests {
    func problems(_ scratch: TestWorkspace) throws -> [String] {
        let catalog = try Catalog.load(from: scratch.workspace.manifest)
        let session = Session(workspace: scratch.workspace, catalog: catalog, output: BufferOutput(), style: .plain, input: nil, toolchain: TestWorkspace.toolchain)
        return try SelfCheck(session: session).run(entries: catalog.entries, grade: false)
    }

    /// The folder `author new chapter card-stack` makes: after the workbook's last chapter.
    static let cardStack: String = {
        let count = (try? Catalog.load(from: TestWorkspace.repository.appendingPathComponent("Lessons/manifest.json")).chapters.count) ?? 0
        return String(format: "%02d-card-stack", count)
    }()

    /// A scratch workspace whose every part `author new` writes to is its own.
    func scratch() throws -> TestWorkspace {
        let scratch = try TestWorkspace.make()
        for part in ["Stubs", "Solutions", "Tests/Graders", "Tests/Goldens", "Tests/Fixtures"] { _ = try scratch.ownCopy(of: part) }
        return scratch
    }

    @Test func theManifestIsWrittenBackAsItIsSpelt() throws {
        let url = TestWorkspace.repository.appendingPathComponent("Lessons/manifest.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        expectEqual(try Catalog.load(from: url).manifestText, text)
    }

    @Test func aNewChapterWithoutExercisesSaysHowToAddOne() throws {
        let scratch = try scratch()
        defer { scratch.remove() }
        let changes = try Scaffold(workspace: scratch.workspace).newChapter(id: "card-stack", title: "Card stack")
        #expect(changes.map(\.path).contains("Lessons/\(Self.cardStack)/App/AppDelegate.swift"))
        let found = try problems(scratch)
        #expect(found.contains("card-stack: Lessons/manifest.json lists no exercises for it: add one with `workbook author new exercise <id> --chapter card-stack`"), "\(found)")
        #expect(found.contains { $0.hasPrefix("Lessons/\(Self.cardStack)/README.md:3: still holds a placeholder") }, "\(found)")
        #expect(throws: Scaffold.Failure.self) { try Scaffold(workspace: scratch.workspace).newChapter(id: "card-stack", title: nil) }
        #expect(throws: Scaffold.Failure.self) { try Scaffold(workspace: scratch.workspace).newChapter(id: "Card Stack", title: nil) }
    }

    @Test func aNewExerciseNeedsOnlyItsContentAndARebuild() throws {
        let scratch = try scratch()
        defer { scratch.remove() }
        let scaffold = Scaffold(workspace: scratch.workspace)
        _ = try scaffold.newChapter(id: "card-stack", title: "Card stack")
        let changes = try scaffold.newExercise(id: "deal-card", chapter: "card-stack", title: "Deal a card", file: nil)
        #expect(Set(changes.map(\.path)).isSuperset(of: [
            "Lessons/\(Self.cardStack)/DealCardAnimator.swift", "Stubs/\(Self.cardStack)/DealCardAnimator.swift", "Solutions/\(Self.cardStack)/DealCardAnimator.swift",
            "Lessons/\(Self.cardStack)/README.md", "Tests/Graders/CardStackChecks.swift", "Tests/Graders/Registry.swift", "Lessons/manifest.json",
        ]), "\(changes)")
        #expect(throws: Scaffold.Failure.self) { try scaffold.newExercise(id: "deal-card", chapter: "card-stack", title: nil, file: nil) }
        #expect(throws: Scaffold.Failure.self) { try scaffold.newExercise(id: "shuffle", chapter: "no-such-chapter", title: nil, file: nil) }

        // What is left to write, each by its file.
        let before = try problems(scratch)
        for file in ["Lessons/\(Self.cardStack)/README.md", "Lessons/\(Self.cardStack)/DealCardAnimator.swift", "Solutions/\(Self.cardStack)/DealCardAnimator.swift", "Tests/Graders/CardStackChecks.swift", "Lessons/\(Self.cardStack)/App/CardStackViewController.swift"] {
            #expect(before.contains { $0.hasPrefix(file + ":") && $0.contains("still holds a placeholder") }, "\(file): \(before)")
        }
        #expect(before.contains("deal-card: hint 1 in Lessons/manifest.json is still a placeholder of `author new`: write the hint"), "\(before)")
        #expect(before.contains { $0.contains("needs at least two correct alternatives in Tests/Fixtures/\(Self.cardStack)/deal-card/") }, "\(before)")

        // The author writes the content (here: the placeholders made plain text) and fixtures.
        let root = scratch.workspace.root
        for file in ["Lessons/manifest.json", "Lessons/\(Self.cardStack)/README.md", "Lessons/\(Self.cardStack)/App/CardStackViewController.swift", "Lessons/\(Self.cardStack)/DealCardAnimator.swift",
                     "Stubs/\(Self.cardStack)/DealCardAnimator.swift", "Solutions/\(Self.cardStack)/DealCardAnimator.swift", "Tests/Graders/CardStackChecks.swift"] {
            let url = root.appendingPathComponent(file)
            try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: Scaffold.marker + " ", with: "").write(to: url, atomically: true, encoding: .utf8)
        }
        for (name, verdict) in [("ok-one", #"{"about": "a", "verdict": "pass"}"#), ("ok-two", #"{"about": "b", "verdict": "pass"}"#),
                                ("bug-no-completion", #"{"about": "c", "verdict": "fail", "cause": "transitionHangs", "pitfall": "a-mistake-a-learner-makes"}"#)] {
            let folder = root.appendingPathComponent("Tests/Fixtures/\(Self.cardStack)/deal-card/\(name)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try verdict.write(to: folder.appendingPathComponent("expect.json"), atomically: true, encoding: .utf8)
        }
        let after = try problems(scratch)
        // All that is left: the workbook's build does not know the new grader until it is rebuilt.
        expectEqual(after, ["deal-card: Tests/Graders/Registry.swift registers DealCardChecks, but the workbook's build does not know it yet: rebuild (swift build) and run the self-check again"], "\(after)")
    }
}
