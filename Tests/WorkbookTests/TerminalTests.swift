import Testing
@testable import Workbook

struct MarkdownRendererTests {
    let plain = MarkdownRenderer(style: TerminalStyle(colors: false, width: 40))

    @Test func headingsListsAndCodeBlocks() {
        let out = plain.render("# Title\n\nSome *emphasis* and `code`.\n\n- one\n- two\n\n1. first\n\n```swift\nlet x = 1\n```\n> a quote")
        #expect(out.contains("Title"))
        #expect(out.contains("Some emphasis and code."))
        #expect(out.contains("  • one"))
        #expect(out.contains("  1. first"))
        #expect(out.contains("  │ let x = 1"))
        #expect(out.contains("  ┃ a quote"))
    }

    @Test func paragraphsWrapAtTheWidth() {
        let out = plain.render(String(repeating: "word ", count: 30))
        for line in out.split(separator: "\n") { #expect(line.count <= 40) }
        #expect(out.split(separator: "\n").count > 1)
    }

    @Test func colourAddsEscapesThatDoNotCountTowardsWidth() {
        let styled = MarkdownRenderer(style: TerminalStyle(colors: true, width: 40))
        let out = styled.render("**bold** word `code`")
        #expect(out.contains("\u{1B}[1mbold\u{1B}[0m"))
        #expect(MarkdownRenderer.visibleLength(out) == "bold word code".count)
    }

    @Test func linksShowTheirTarget() {
        #expect(plain.render("[docs](https://example.com)") == "docs (https://example.com)")
    }

    @Test func aListItemRunsOnOverTheLinesThatFollowIt() {
        // The chapter texts wrap long items in the source; the terminal wraps them again under
        // the item's own indent (the bug: continuation lines became a separate paragraph).
        let source = """
            Intro.

            - **First item.** It goes on
              over a second line and
              a third.
            - Second item
            continues lazily.

            After the list.
            """
        let out = plain.render(source)
        #expect(out == """
            Intro.

              • First item. It goes on over a second
                line and a third.
              • Second item continues lazily.

            After the list.
            """)
    }

    @Test func aBlankLineBetweenItemsKeepsOneList() {
        let out = plain.render("- one\n\n- two\n\n## Next\n\ntext")
        #expect(out == "  • one\n  • two\n\nNext\n\ntext")
    }

    @Test func aHeadingRightAfterAListStartsAfterABlankLine() {
        let out = plain.render("1. first\n2. second\n# Title")
        #expect(out == "  1. first\n  2. second\n\nTitle")
    }

    @Test func codeInsideBoldOrEmphasisIsStillCode() {
        #expect(plain.render("**Call `completeTransition(_:)` once.**") == "Call completeTransition(_:) once.")
        #expect(plain.render("*see `cancel()`*") == "see cancel()")
    }

    @Test func emptyTextRendersEmpty() {
        #expect(plain.render("") == "")
    }
}

struct LineDiffTests {
    @Test func identicalTextsHaveNoHunks() {
        #expect(LineDiff.unified(from: "a\nb", to: "a\nb").isEmpty)
    }

    @Test func oneChangedLine() {
        let out = LineDiff.unified(from: "a\nb\nc", to: "a\nB\nc")
        #expect(out == ["@@", "  a", "- b", "+ B", "  c"])
    }

    @Test func insertionsAndDeletions() {
        let changes = LineDiff.changes(from: ["a", "b", "c"], to: ["b", "c", "d"])
        #expect(changes == [.removed("a"), .same("b"), .same("c"), .added("d")])
    }

    @Test func contextLimitsTheHunks() {
        let old = (1...20).map(String.init).joined(separator: "\n")
        let new = old.replacingOccurrences(of: "\n10\n", with: "\nten\n")
        let out = LineDiff.unified(from: old, to: new, context: 1)
        #expect(out == ["@@", "  9", "- 10", "+ ten", "  11"])
    }

    @Test func emptyToText() {
        #expect(LineDiff.changes(from: [], to: ["x"]) == [.added("x")])
    }
}

struct ReplSplitTests {
    @Test func wordsQuotesAndEscapes() throws {
        #expect(try Repl.split("go  flip-card") == ["go", "flip-card"])
        #expect(try Repl.split("edit \"My File.swift\"") == ["edit", "My File.swift"])
        #expect(try Repl.split("a\\ b 'c d'") == ["a b", "c d"])
        #expect(try Repl.split("   ") == [])
    }

    @Test func anOpenQuoteIsAnError() {
        #expect(throws: CommandError.self) { try Repl.split("show \"oops") }
    }
}
