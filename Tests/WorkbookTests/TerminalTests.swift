import Frames
import Expectations
import Testing
import TestSupport
import Workbook

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
        for line in out.split(separator: "\n") { expectLessOrEqual(line.count, 40) }
        expectGreater(out.split(separator: "\n").count, 1)
    }

    @Test func colourAddsEscapesThatDoNotCountTowardsWidth() {
        let styled = MarkdownRenderer(style: TerminalStyle(colors: true, width: 40))
        let out = styled.render("**bold** word `code`")
        #expect(out.contains("\u{1B}[1mbold\u{1B}[0m"))
        expectEqual(MarkdownRenderer.visibleLength(out), "bold word code".count)
    }

    @Test func linksShowTheirTarget() {
        expectEqual(plain.render("[docs](https://example.com)"), "docs (https://example.com)")
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
        expectEqual(out, "  • one\n  • two\n\nNext\n\ntext")
    }

    @Test func aHeadingRightAfterAListStartsAfterABlankLine() {
        let out = plain.render("1. first\n2. second\n# Title")
        expectEqual(out, "  1. first\n  2. second\n\nTitle")
    }

    @Test func codeInsideBoldOrEmphasisIsStillCode() {
        expectEqual(plain.render("**Call `completeTransition(_:)` once.**"), "Call completeTransition(_:) once.")
        expectEqual(plain.render("*see `cancel()`*"), "see cancel()")
    }

    @Test func emptyTextRendersEmpty() {
        expectEqual(plain.render(""), "")
    }

    @Test func underscoresInNamesAreNotEmphasis() {
        // Hints name methods outside backticks: the underscores stay.
        expectEqual(plain.render("containerView.addSubview(_:) and insertSubview(_:belowSubview:)").replacingOccurrences(of: "\n", with: " "), "containerView.addSubview(_:) and insertSubview(_:belowSubview:)")
        expectEqual(plain.render("a snake_case_name here"), "a snake_case_name here")
        expectEqual(plain.render("an _emphasised_ word, and _this_."), "an emphasised word, and this.")
    }

    @Test func nestedListsKeepTheirNesting() {
        let out = plain.render("- outer\n  - inner one\n  - inner two\n- outer again")
        expectEqual(out, "  • outer\n    ◦ inner one\n    ◦ inner two\n  • outer again")
    }
}

struct FoldingTests {
    @Test func aShortLineIsLeftAlone() {
        expectEqual(Folding.fold("let x = 1", width: 20), ["let x = 1"])
        expectEqual(Folding.fold("", width: 20), [""])
    }

    @Test func aLongLineBreaksAtASpaceAndKeepsItsIndent() {
        let lines = Folding.fold("    let snapshot = toView.snapshotView(afterScreenUpdates: true)", width: 40)
        expectEqual(lines.count, 3)
        #expect(lines.allSatisfy { $0.count <= 40 }, "\(lines)")
        expectEqual(lines[0], "    let snapshot =")
        #expect(lines[1].hasPrefix("      toView.snapshotView"))
    }

    @Test func aWordLongerThanTheWidthIsCut() {
        let lines = Folding.fold(String(repeating: "x", count: 25), width: 10)
        // Each line after the first starts with the continuation's two spaces.
        expectEqual(lines.map(\.count), [10, 10, 9])
    }

    @Test func aColourRunningAtABreakEndsAndStartsAgain() {
        let red = "\u{1B}[31m", reset = "\u{1B}[0m"
        let lines = Folding.fold(red + "one two three four" + reset, width: 10)
        expectEqual(lines.count, 3)
        #expect(lines[0].hasSuffix(reset))
        #expect(lines[1].contains(red))
        #expect(lines.allSatisfy { MarkdownRenderer.visibleLength($0) <= 10 }, "\(lines)")
    }

    @Test func aLineStartedEarlierHasLessRoom() {
        let lines = Folding.fold("abc def ghi", width: 10, startColumn: 6)
        expectLessOrEqual(MarkdownRenderer.visibleLength(lines[0]), 4, "\(lines)")
    }
}

struct PromptTests {
    @Test func escapeSequencesAreMarkedAsNonPrinting() {
        let prompt = "\u{1B}[1mfade ❯\u{1B}[0m "
        expectEqual(TerminalStyle.markingNonPrinting(prompt), "\u{1}\u{1B}[1m\u{1}fade ❯\u{1}\u{1B}[0m\u{1} ")
        expectEqual(TerminalStyle.markingNonPrinting("plain ❯ "), "plain ❯ ")
    }

    @Test func textGoesToThePagerOnlyWhenThereIsOne() {
        expectNil(Session.pagerCommand(["PAGER": "cat"]))
        expectNil(Session.pagerCommand(["PAGER": " "]))
        expectEqual(Session.pagerCommand(["PAGER": "less -R"]), "less -R")
        expectNil(Session.pagerCommand(["PATH": "/nonexistent"]))
    }
}

struct LineDiffTests {
    @Test func identicalTextsHaveNoHunks() {
        #expect(LineDiff.unified(from: "a\nb", to: "a\nb").isEmpty)
    }

    @Test func oneChangedLine() {
        let out = LineDiff.unified(from: "a\nb\nc", to: "a\nB\nc")
        expectEqual(out, ["@@", "  a", "- b", "+ B", "  c"])
    }

    @Test func insertionsAndDeletions() {
        let changes = LineDiff.changes(from: ["a", "b", "c"], to: ["b", "c", "d"])
        expectEqual(changes, [.removed("a"), .same("b"), .same("c"), .added("d")])
    }

    @Test func contextLimitsTheHunks() {
        let old = (1...20).map(String.init).joined(separator: "\n")
        let new = old.replacingOccurrences(of: "\n10\n", with: "\nten\n")
        let out = LineDiff.unified(from: old, to: new, context: 1)
        expectEqual(out, ["@@", "  9", "- 10", "+ ten", "  11"])
    }

    @Test func emptyToText() {
        expectEqual(LineDiff.changes(from: [], to: ["x"]), [.added("x")])
    }
}

struct ReplSplitTests {
    @Test func wordsQuotesAndEscapes() throws {
        expectEqual(try Repl.split("go  flip-card"), ["go", "flip-card"])
        expectEqual(try Repl.split("edit \"My File.swift\""), ["edit", "My File.swift"])
        expectEqual(try Repl.split("a\\ b 'c d'"), ["a b", "c d"])
        expectEqual(try Repl.split("   "), [])
    }

    @Test func anOpenQuoteIsAnError() {
        #expect(throws: CommandError.self) { try Repl.split("show \"oops") }
    }
}

/// Text that wraps like a book: by words, a long code span at its punctuation, never inside a
/// name; compiler excerpts cut around the caret; a question's last line is its prompt.
struct WrappingTests {
    let plain = MarkdownRenderer(style: TerminalStyle(colors: false, width: 40))

    @Test func aLongCodeSpanBreaksAfterItsPunctuation() {
        let lines = plain.render("Call `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)` now.").split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.count <= 40 }, "\(lines)")
        // Every break falls after a `:`, `(` or `.`, never inside a name.
        for line in lines.dropLast() {
            #expect(line.hasSuffix(":") || line.hasSuffix("(") || line.hasSuffix(".") || line.hasSuffix("Call"), "\(lines)")
        }
        expectEqual(lines.joined().replacingOccurrences(of: " ", with: ""), "CallUIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)now.")
    }

    @Test func aNameLongerThanTheLineIsTheOnlyThingCut() {
        let lines = plain.wrap(String(repeating: "x", count: 50), width: 20, indent: "")
        expectEqual(lines.map(\.count), [20, 20, 10])
    }

    @Test func anExcerptTooWideIsCutAroundItsCaret() {
        let code = "        let snapshot = thumbnail.superview!.convert(thumbnail.frame, to: nil).insetBy(dx: 2, dy: 2)"
        let caret = String(repeating: " ", count: 60) + "^~~~~~~"
        let fitted = Presenter.fitted(excerpt: [code, caret], width: 40)
        #expect(fitted.allSatisfy { $0.count <= 40 }, "\(fitted)")
        // The caret is still under the same character of the code.
        let column = fitted[1].firstIndex(of: "^").map { fitted[1].distance(from: fitted[1].startIndex, to: $0) }
        let marked = column.map { Array(fitted[0])[$0] }
        expectEqual(marked, Array(code)[60], "\(fitted)")
        #expect(fitted[0].hasPrefix("…") && fitted[0].hasSuffix("…"), "\(fitted)")
        // An excerpt that fits is left alone.
        expectEqual(Presenter.fitted(excerpt: ["let x = 1", "    ^"], width: 40), ["let x = 1", "    ^"])
    }

    @Test func aMessagesFirstSentenceEndsOutsideCode() {
        expectEqual(Presenter.firstSentence("Call `a.b()` first. Then more."), "Call `a.b()` first.")
        expectEqual(Presenter.firstSentence("No end"), "No end")
        expectEqual(Presenter.firstSentence("Not run: the check \"a\" before it never finished. Fix it."), "Not run: the check \"a\" before it never finished.")
        expectEqual(Presenter.firstSentence("It starts at the thumbnail's frame in the shelf: convert it."), "It starts at the thumbnail's frame in the shelf:")
    }

    @Test func aLongQuestionIsAskedOnItsLastLine() throws {
        let output = BufferOutput()
        let input = ScriptedInput(["n"])
        let scratch = try TestWorkspace.make()
        defer { scratch.remove() }
        let session = Session(workspace: scratch.workspace, catalog: scratch.catalog, output: output, style: TerminalStyle(colors: false, width: 40), input: input, toolchain: nil)
        let answer = session.ask("Restore PopAnimator.swift as distributed? Your versions are kept as backups. [y/N]")
        expectEqual(answer, "n")
        let printed = output.text.split(separator: "\n").map(String.init)
        #expect(!printed.isEmpty && printed.allSatisfy { $0.count <= 32 }, "\(printed)")
        expectEqual(input.prompts.last?.hasSuffix("[y/N] "), true)
        expectEqual(input.prompts.last?.hasPrefix(" "), false)
        #expect((printed + [input.prompts.last ?? ""]).joined(separator: " ").contains("as distributed? Your versions"))
    }
}

struct WhereaboutsTests {
    func diff(columns: Int, rows: Int, box: (ClosedRange<Int>, ClosedRange<Int>)) -> FrameDiff {
        var marks = [Bool](repeating: false, count: columns * rows)
        for r in box.1 { for c in box.0 { marks[r * columns + c] = true } }
        return FrameDiff(columns: columns, rows: rows, marks: marks, count: box.0.count * box.1.count)
    }

    @Test func regionsAreNamedForWhatTheyCover() {
        #expect(diff(columns: 48, rows: 42, box: (0...46, 0...41)).whereabouts.hasSuffix("(the whole screen)"))
        #expect(diff(columns: 48, rows: 42, box: (0...30, 0...30)).whereabouts.hasSuffix("(most of the screen)"))
        #expect(diff(columns: 48, rows: 42, box: (0...10, 0...5)).whereabouts.hasSuffix("(the top left of the screen)"))
        #expect(diff(columns: 48, rows: 42, box: (0...47, 36...41)).whereabouts.hasSuffix("(the bottom of the screen)"))
        #expect(diff(columns: 48, rows: 42, box: (40...47, 0...41)).whereabouts.hasSuffix("(the right side of the screen)"))
        expectEqual(diff(columns: 48, rows: 42, box: (20...27, 18...23)).whereabouts, "rows 19–24, columns 21–28 (the centre of the screen)")
    }
}
