import Frames
import Expectations
import Testing
@testable import Workbook

/// Text measured as a terminal draws it, and wrapped where Chinese text may break: two columns
/// for a Chinese character or an emoji, none for a combining mark or an escape sequence; lines
/// broken between Chinese characters, never inside a Latin word or a code span, and never before
/// ，or 。.
struct DisplayWidthTests {
    @Test func charactersTakeTheColumnsTerminalsGiveThem() {
        expectEqual(DisplayWidth.of(""), 0)
        expectEqual(DisplayWidth.of("a"), 1)
        expectEqual(DisplayWidth.of("转场"), 4)
        expectEqual(DisplayWidth.of("e\u{301}"), 1, "e with a combining acute accent")
        expectEqual(DisplayWidth.of("👍"), 2)
        expectEqual(DisplayWidth.of("👍🏽"), 2, "an emoji with a skin-tone modifier is one character")
        expectEqual(DisplayWidth.of("☕"), 2)
        expectEqual(DisplayWidth.of("，。：；"), 8, "fullwidth punctuation")
        expectEqual(DisplayWidth.of("\u{1B}[1m容器\u{1B}[0m view"), 9, "escape sequences take none")
        expectEqual(DisplayWidth.of("a\u{200D}b"), 2, "a zero-width joiner takes none")
        expectEqual(MarkdownRenderer.visibleLength("交互式转场 interactive"), 22)
    }

    @Test func chineseBreaksBetweenCharactersAndPunctuationStaysBehind() {
        expectEqual(DisplayWidth.segments(of: "转场动画，很好。"), ["转", "场", "动", "画，", "很", "好。"])
        expectEqual(DisplayWidth.segments(of: "（容器）视图"), ["（容", "器）", "视", "图"])
        expectEqual(DisplayWidth.segments(of: "UIViewPropertyAnimator"), ["UIViewPropertyAnimator"])
        expectEqual(DisplayWidth.segments(of: "用UIView动画"), ["用", "UIView", "动", "画"])
    }

    @Test func mixedTextWrapsWithinTheWidthAndKeepsWordsWhole() {
        let text = "转场开始时，UIKit 会调用动画控制器的 `animateTransition(using:)`，并把容器视图交给它。"
            + "一个可以中断的转场由 UIViewPropertyAnimator 驱动：手指按下时暂停，松开时继续。"
        let renderer = MarkdownRenderer(style: TerminalStyle(colors: false, width: 30))
        for width in [12, 20, 30] {
            let lines = renderer.wrap(text, width: width, indent: "")
            for line in lines {
                expectLessOrEqual(DisplayWidth.of(line), width, "\(line)")
                #expect(!(line.first.map { "，。：；".contains($0) } ?? false), "a line begins with punctuation: \(line)")
            }
            let joined = lines.joined(separator: "\n")
            #expect(joined.contains("UIKit"))
            #expect(joined.contains("UIViewPropertyAnimator") || width < 22, "a Latin word is never split when it fits")
            #expect(!joined.contains("UIView\nProperty"))
            // Nothing lost: the text without spaces and breaks is the same.
            let squeeze = { (s: String) in s.filter { $0 != " " && $0 != "\n" } }
            expectEqual(squeeze(joined), squeeze(text))
        }
    }

    @Test func chineseParagraphLinesJoinWithoutSpacesAndEmphasisOpensAfterChinese() {
        let plain = MarkdownRenderer(style: TerminalStyle(colors: false, width: 80))
        expectEqual(plain.render("转场开始时，UIKit 会调用\n动画控制器的方法。\nThen English\ncontinues."),
                    "转场开始时，UIKit 会调用动画控制器的方法。 Then English continues.")
        let styled = MarkdownRenderer(style: TerminalStyle(colors: true, width: 80))
        #expect(styled.render("也就是*两个*页面").contains("\u{1B}[3m两个\u{1B}[0m"), "emphasis after a Chinese character")
        expectEqual(plain.render("a*b and snake_case"), "a*b and snake_case")
    }

    @Test func truncationAndFoldingCountColumns() {
        expectEqual(Presenter.truncated("转场动画很好", width: 7), "转场动…")
        expectEqual(Presenter.truncated("abc", width: 7), "abc")
        let folded = Folding.fold("let 标题 = \"转场动画很好看，容器视图也很好看\"", width: 16)
        for line in folded { expectLessOrEqual(DisplayWidth.of(line), 16, "\(line)") }
        expectGreater(folded.count, 1)
    }
}
