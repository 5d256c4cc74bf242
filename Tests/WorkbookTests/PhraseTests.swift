import Expectations
import Foundation
import Grading
import Testing
import TestSupport
import Workbook

/// Phrases: English written where it is said, values apart, a catalogue per language; the
/// scanner that reads the English from the source; the self-check of the catalogues.
struct PhraseTests {
    let chinese = Catalogue(templates: [
        "t.gallery-hidden": "淡出之后画廊看不见（alpha 为 {0}，hidden 为 {1}）。",
        "t.moved": "{1}走了 {0} %",
        "t.name": "画廊",
        "t.first": "第一句。",
        "t.second": " 第二句。",
    ], writesWithoutSpaces: true)

    // MARK: Templates

    @Test func anEmptyLiteralIsATemplateWithoutValues() {
        let phrase = Phrase("t.empty", "")
        expectEqual(phrase.template, "")
        expectEqual(phrase.values, [])
        expectEqual(phrase.english, "")
    }

    @Test func eachInterpolationBecomesANumberedPlaceholder() {
        let alpha = 0.5, hidden = true
        let phrase = Phrase("t.gallery-hidden", "After the fade-out the gallery is not visible (alpha \(alpha), hidden \(hidden)).")
        expectEqual(phrase.template, "After the fade-out the gallery is not visible (alpha {0}, hidden {1}).")
        expectEqual(phrase.values, [.verbatim("0.5"), .verbatim("true")])
        expectEqual(phrase.english, "After the fade-out the gallery is not visible (alpha 0.5, hidden true).")
        expectEqual(phrase.rendered(chinese), "淡出之后画廊看不见（alpha 为 0.5，hidden 为 true）。")
    }

    @Test func aTranslationPutsTheValuesWhereItsWordOrderWants() {
        let phrase = Phrase("t.moved", "\(42) % of the way for \(Phrase("t.name", "the gallery"))")
        expectEqual(phrase.english, "42 % of the way for the gallery")
        expectEqual(phrase.rendered(chinese), "画廊走了 42 %")
    }

    @Test func aMissingTranslationIsEnglish() {
        let phrase = Phrase("t.unknown", "Still English, \(3) times.")
        expectEqual(phrase.rendered(chinese), "Still English, 3 times.")
        expectEqual(phrase.rendered(Catalogue(templates: ["t.unknown": ""])), "Still English, 3 times.")
    }

    @Test func bracesThatAreNotPlaceholdersStay() {
        let phrase = Phrase("t.braces", "Use `{ _ in }` or {x}, not {9}: \(1)")
        expectEqual(phrase.english, "Use `{ _ in }` or {x}, not {9}: 1")
    }

    @Test func sentencesJoinedLoseTheirSpaceInChineseOnly() {
        let joined = Phrase("t.first", "First.") + Phrase("t.second", " Second.")
        expectEqual(joined.english, "First. Second.")
        expectEqual(joined.rendered(chinese), "第一句。第二句。")
        expectEqual((Phrase("t.first", "First.") + " `code`").rendered(chinese), "第一句。`code`")
    }

    @Test func aContinuingPhraseStartsInLowerCaseUnlessItIsAName() {
        expectEqual(("For the push, " + Phrase("t.x", "The animator waits.").continuing).english, "For the push, the animator waits.")
        expectEqual(("For the push, " + Phrase("t.y", "UIKit waits.").continuing).english, "For the push, UIKit waits.")
    }

    @Test func countsSaySingularForOne() {
        let one = Phrase("t.tap", "tap"), many = Phrase("t.taps", "taps")
        expectEqual(Phrase.count(1, one, many).english, "1 tap")
        expectEqual(Phrase.count(0, one, many).english, "0 taps")
        expectEqual(Phrase.count(3, one, many).english, "3 taps")
    }

    @Test func aPhraseTravelsAsJSON() throws {
        let phrase = Phrase("t.moved", "\(7) % for \(Phrase("t.name", "the gallery"))") + Phrase(verbatim: "error: x", foreign: true)
        let decoded = try JSONDecoder().decode(Phrase.self, from: JSONEncoder().encode(phrase))
        expectEqual(decoded, phrase)
        expectEqual(decoded.all.map(\.id), ["t.moved", "t.name"])
    }

    @Test func aReportIsLocalizedCheckByCheck() {
        var report = GradeReport(exercise: "fade", status: .fail, tests: [
            CheckResult(id: "test_a", name: "a", status: .fail, message: "English", phrase: Phrase("t.first", "First."), exercise: "fade"),
            CheckResult(id: "test_b", name: "b", status: .pass, exercise: "fade"),
        ])
        report.say(Phrase("t.second", " Second."))
        let chineseReport = report.localized(chinese)
        expectEqual(chineseReport.tests[0].message, "第一句。")
        expectNil(chineseReport.tests[0].phrase)
        expectNil(chineseReport.tests[1].message)
        expectEqual(chineseReport.message, " 第二句。")
        expectEqual(report.localized(nil).tests[0].message, "First.")
    }

    // MARK: The scanner

    @Test func theScannerReadsWhatTheCompilerBuilds() throws {
        // Phrases of every shape the code writes; the scanner must read each as Swift does.
        let name = "card", flag = true, list = ["a", "b"]
        let built = [
            Phrase("t.scan.plain", "Plain \"quoted\" and back\\slash."),
            Phrase("t.scan.values", "\(name) at (\(1 + 2), \(list.map { "(\($0))" }.joined(separator: ", ")))"),
            Phrase("t.scan.nested", "Shown \(flag ? Phrase("t.scan.yes", "yes") : Phrase("t.scan.no", "no (really)")) now"),
            Phrase("t.scan.multiline", """
                First line, \(name),
                  indented second line \
                joined.
                """),
        ]
        let text = try String(contentsOfFile: #filePath, encoding: .utf8)
        let scanned = PhraseSource(text: text, file: "PhraseTests.swift").templates
        for phrase in built + built.flatMap(\.all) {
            expectEqual(scanned[phrase.id], phrase.template, "\(phrase.id)")
        }
        expectEqual(scanned["t.scan.yes"], "yes")
        expectEqual(scanned["t.scan.no"], "no (really)")
    }

    @Test func theScannerReportsConflictsAndWhatItCannotRead() {
        let text = #"""
            let a = Phrase("x.one", "One \(n).")
            let b = Phrase("x.one", "Another.")
            let c = Phrase(id, "Not a literal id.")
            let d = Phrase("x.two", english)
            """#
        let source = PhraseSource(text: text, file: "F.swift")
        expectEqual(source.found.map(\.id), ["x.one", "x.one"])
        expectEqual(source.conflicts, ["x.one (F.swift:2)"])
        expectEqual(source.unreadable, ["F.swift:3", "F.swift:4"])
        // Nor are phrases in comments or made of words that are not translated.
        expectEqual(PhraseSource(text: "// Phrase(\"x.c\", \"In a comment.\")\nPhrase(verbatim: text)", file: "G.swift").found, [])
    }

    // MARK: The catalogues

    @Test func theSelfCheckFailsATranslationWithOtherPlaceholdersOrStaleEnglish() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("phrases-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let source = PhraseSource(text: #"""
            Phrase("x.moved", "Moved \(a) of \(b).")
            Phrase("x.kept", "Kept.")
            Phrase("x.changed", "New English.")
            """#, file: "F.swift")
        let file = root.appendingPathComponent("messages.zh-Hans.json")
        try Catalogue.write([
            "x.moved": .init(source: "Moved {0} of {1}.", translation: "移动了 {0}"),
            "x.kept": .init(source: "Kept.", translation: "保留。"),
            "x.changed": .init(source: "Old English.", translation: "旧的。"),
            "x.gone": .init(source: "Gone.", translation: "没了。"),
        ], to: file)
        let problems = SelfCheck.phraseProblems(source, catalogue: [file], root: root)
        expectEqual(problems.count, 3, "\(problems)")
        #expect(problems.contains { $0.contains("x.moved has placeholders {0}, the English {0} {1}") })
        #expect(problems.contains { $0.contains("x.changed has changed since it was translated") })
        #expect(problems.contains { $0.contains("x.gone is not said anywhere") })
        try Data("{".utf8).write(to: file)
        #expect(SelfCheck.phraseProblems(source, catalogue: [file], root: root).contains { $0.contains("cannot be read") })
    }

    /// The done-when of the translation: every phrase the workbook says is in the Chinese
    /// catalogue, each with the English's placeholders and source.
    @Test func everyPhraseIsTranslatedIntoChinese() throws {
        let workspace = Workspace(root: TestWorkspace.repository)
        let catalog = try Catalog.load(from: workspace.manifest)
        let source = try PhraseSource(root: workspace.root)
        expectGreaterOrEqual(source.templates.count, 500)
        let files = Translations(language: .simplifiedChinese).catalogueFiles(in: workspace, catalog: catalog)
        let problems = SelfCheck.phraseProblems(source, catalogue: files, root: workspace.root)
        expectEqual(problems, [])
        let catalogue = try #require(Translations(language: .simplifiedChinese).catalogue(in: workspace, catalog: catalog))
        expectEqual(SelfCheck.untranslatedPhrases(source, catalogue: catalogue), [])
    }

    // MARK: English left in a translation

    @Test func englishProseIsThreeWordsInARowOutsideCode() {
        expectEqual(EnglishProse.runs(in: ""), [])
        expectEqual(EnglishProse.runs(in: "请调用 `completeTransition(_:)`，from-view 的 alpha 为 0。"), [])
        expectEqual(EnglishProse.runs(in: "UIKit 播放了默认的 push 或 pop。"), [])
        expectEqual(EnglishProse.runs(in: "你的 FadeAnimator 从来没有调用它"), [])
        expectEqual(EnglishProse.runs(in: "点「Peek at the chart」后，动画自己播完了"), [])
        expectEqual(EnglishProse.runs(in: "淡出之后 the gallery is hidden，请检查。"), ["the gallery is hidden"])
        expectEqual(EnglishProse.runs(in: "Check the frame, then the alpha."), ["Check the frame", "then the alpha"])
        let quoting = Phrase("t.first", "First.") + Phrase(verbatim: "error: cannot find 'x' in scope", foreign: true)
        expectEqual(EnglishProse.runs(in: quoting, catalogue: chinese), [])
        let leaking = Phrase("t.moved", "\(5) % of the way for \("the detail screen")")
        expectEqual(EnglishProse.runs(in: leaking, catalogue: chinese), ["the detail screen"])
    }
}
