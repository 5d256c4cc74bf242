import Foundation
import Grading
import Expectations
import Testing
import TestSupport
@testable import Workbook

/// The workbook's language: chosen by `--lang`, by `lang` (remembered with the progress) or by
/// the locale; chapter texts and hints shown in it where they are translated, in English where
/// not; translations held to the English text's anchors, code blocks and fix marks.
@Suite(.serialized)
struct LanguageTests {
    @Test func codesAndLocalesNameTheLanguage() {
        expectEqual(Language(code: "zh-Hans"), .simplifiedChinese)
        expectEqual(Language(code: "zh_CN.UTF-8"), .simplifiedChinese)
        expectEqual(Language(code: "ZH-sg"), .simplifiedChinese)
        expectEqual(Language(code: "en_GB.UTF-8"), .english)
        expectNil(Language(code: "zh-Hant"), "Traditional Chinese is another language")
        expectNil(Language(code: "zh_TW"))
        expectNil(Language(code: "fr"))
        expectNil(Language(code: ""))
        expectEqual(Language.fromEnvironment([:]), .english)
        expectEqual(Language.fromEnvironment(["LANG": "zh_CN.UTF-8"]), .simplifiedChinese)
        expectEqual(Language.fromEnvironment(["LC_MESSAGES": "zh_SG.UTF-8", "LANG": "en_US.UTF-8"]), .simplifiedChinese)
        expectEqual(Language.fromEnvironment(["LC_ALL": "en_US.UTF-8", "LANG": "zh_CN.UTF-8"]), .english, "LC_ALL comes first")
        expectEqual(Language.fromEnvironment(["LANG": "zh_TW.UTF-8"]), .english)
        expectEqual(Language.fromEnvironment(["LC_ALL": "", "LANG": "zh_Hans"]), .simplifiedChinese, "an empty variable does not count")
        expectEqual(Language.simplifiedChinese.localized("README.md"), "README.zh-Hans.md")
        expectEqual(Language.english.localized("README.md"), "README.md")
    }

    @Test func langChoosesRemembersAndFallsBackToEnglish() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let chapter = try #require(f.session.catalog.chapter("fade"))
        let directory = f.scratch.workspace.chapterDirectory(chapter)
        let english = try String(contentsOf: directory.appendingPathComponent("README.md"), encoding: .utf8)
        // A translation made of the English text with a marked section heading, and the hints.
        try english.replacingOccurrences(of: "{#fade}", with: "译文 {#fade}").write(to: directory.appendingPathComponent("README.zh-Hans.md"), atomically: true, encoding: .utf8)
        let hints = try #require(f.session.catalog.entries.first { $0.exercise.id == "fade" }).exercise.hints
        let table = ["fade": hints.map { "提示：" + $0 }]
        try JSONEncoder().encode(table).write(to: directory.appendingPathComponent("hints.zh-Hans.json"))

        let unknown = try f.run("lang klingon")
        expectNotEqual(unknown.exitCode, 0)
        #expect(unknown.output.contains("There is no language \"klingon\"") && unknown.output.contains("zh-Hans (简体中文)"), "\(unknown.output)")

        try f.run("lang zh-Hans")
        expectEqual(f.session.progress.language, "zh-Hans")
        expectEqual(f.reopened().progress.language, "zh-Hans", "remembered with the progress")
        #expect(try f.run("show fade").output.contains("译文"))
        #expect(try f.run("hint").output.contains("提示："))
        // A chapter with no translation is shown in English.
        #expect(try f.run("show flip-present").output.contains("Flip"))
        try f.run("lang en")
        #expect(!(try f.run("show fade").output.contains("译文")))
        try f.run("lang auto")
        expectNil(f.session.progress.language)
        #expect(try f.run("lang").output.contains("Available: en (English), zh-Hans (简体中文)"))
    }

    @Test func theCatalogueSpeaksTheLanguageWithItsValuesInPlace() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let chinese = Translations(language: .simplifiedChinese).catalogue(in: f.session.workspace, catalog: f.session.catalog)
        expectEqual(Message.somePass(passed: 2, of: 5).english, "2 of 5 checks pass.")
        expectEqual(Message.somePass(passed: 2, of: 5).phrase.rendered(chinese), "5 项检查中通过了 2 项。")
        expectEqual(Set(Message.all.map(\.id)).count, Message.all.count, "ids are unique")
        for message in Message.all {
            expectEqual(message.phrase.all.first?.id, message.id)
            #expect(chinese?.templates[message.id] != nil, "\(message.id) untranslated")
        }
        try f.run("lang zh-Hans")
        let card = try f.run("go catch-in-flight").output
        #expect(card.contains("半路接住") && card.contains("要修改的地方") && card.contains("练习 31/"), "\(card)")
        #expect(try f.run("hint").output.contains("提示 1/3"))
        // A command's page: its texts translated, its usage line as ArgumentParser writes it.
        let page = try f.run("help check").output
        #expect(page.contains("概述：编译你的代码") && page.contains("用法：check [<exercise>]") && page.contains("以 JSON 输出结果。") && page.contains("显示帮助信息。"), "\(page)")
        #expect(!page.contains("OVERVIEW") && !page.contains("Print the results"), "\(page)")
        try f.run("lang en")
        let english = try f.run("help check").output
        #expect(english.contains("OVERVIEW: Build your code") && english.contains("Print the results as JSON."), "\(english)")
        #expect(try f.run("go catch-in-flight").output.contains("Catch it in flight"))
        // A step marked twice in one file (TODO 1.5 sets the delegate and vends the animators)
        // is listed once.
        let open = try f.run("go open-card").output
        #expect(open.contains("TODO 1.5") && !open.contains("1.5, 1.5"), "\(open)")
    }

    @Test func aTranslationKeepsTheEnglishAnchorsCodeBlocksFixMarksAndHintCounts() throws {
        let f = try SessionFixture()
        defer { f.remove() }
        let chapter = try #require(f.session.catalog.chapter("flip-card"))
        let directory = f.scratch.workspace.chapterDirectory(chapter)
        let english = try String(contentsOf: directory.appendingPathComponent("README.md"), encoding: .utf8)
        let check = SelfCheck(session: f.session)
        #expect(check.translationProblems([chapter]).isEmpty)
        // An anchor renamed, a code block dropped, a fix mark lost; a hint missing.
        var broken = english.replacingOccurrences(of: "{#present}", with: "{#呈现}")
        if let fence = broken.range(of: "```\n0 s") {
            let end = broken.range(of: "```\n", range: broken.index(after: fence.upperBound)..<broken.endIndex)!
            broken.removeSubrange(fence.lowerBound..<end.upperBound)
        }
        if let mark = broken.range(of: "{fix ") { broken.removeSubrange(mark.lowerBound..<broken[mark.lowerBound...].firstIndex(of: "}")!) }
        try broken.write(to: directory.appendingPathComponent("README.zh-Hans.md"), atomically: true, encoding: .utf8)
        let exercise = chapter.exercises[0]
        try JSONEncoder().encode([exercise.id: Array(exercise.hints.dropLast()), "no-such": ["x"]]).write(to: directory.appendingPathComponent("hints.zh-Hans.json"))
        let problems = check.translationProblems([chapter])
        #expect(problems.contains { $0.contains("README.zh-Hans.md: its sections are") }, "\(problems)")
        #expect(problems.contains { $0.contains("code blocks") }, "\(problems)")
        #expect(problems.contains { $0.contains("fix marks") } == english.contains("{fix "), "\(problems)")
        #expect(problems.contains { $0.contains("\(exercise.id) has \(exercise.hints.count - 1) hints") }, "\(problems)")
        #expect(problems.contains { $0.contains("\"no-such\" is not an exercise") }, "\(problems)")
        // What is untranslated is listed, not failed: flip-card's other exercises' hints.
        let open = try #require(check.untranslated().first { $0.language == .simplifiedChinese })
        #expect(!open.texts.contains("flip-card"))
        #expect(open.hints.contains(exercise.id), "too few hints count as untranslated")
    }
}
