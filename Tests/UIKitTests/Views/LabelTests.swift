import Expectations
import Testing
import UIKit

/// UILabel: the text goes to `layer.content`; it wraps at word boundaries up to `numberOfLines`
/// and measures in character cells of the screen (8 × 16 points by default).
@MainActor
struct LabelTests {
    private func textContents(_ label: UILabel, sourceLocation: SourceLocation = #_sourceLocation) -> TextContents? {
        guard case let .text(t)? = label.layer.content else {
            Issue.record("the label shows no text", sourceLocation: sourceLocation)
            return nil
        }
        return t
    }

    // MARK: Contents

    @Test func newLabelShowsNothingAndTakesNoTouches() {
        UIKitEngine().run {
            let label = UILabel(frame: .zero)
            expectNil(label.text)
            expectNil(label.layer.content)
            #expect(!label.isUserInteractionEnabled)
            expectEqual(label.numberOfLines, 1)
            expectEqual(label.textColor, .black)
            expectEqual(label.textAlignment, .natural)
            expectEqual(label.font.pointSize, 17)
        }
    }

    @Test func textGoesToTheLayerContents() throws {
        try UIKitEngine().run {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 16))
            label.text = "Hello"
            let t = try #require(textContents(label))
            expectEqual(t.text, "Hello")
            expectEqual(t.color, UIColor.black.cgColor)
            expectEqual(t.alignment, .left, "natural is left-to-right here")
            expectEqual(t.numberOfLines, 1)
            label.text = nil
            expectNil(label.layer.content)
        }
    }

    @Test func colourAlignmentAndLinesFollowTheProperties() throws {
        try UIKitEngine().run {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 16))
            label.text = "Hi"
            label.textColor = .systemRed
            label.numberOfLines = 0
            for (alignment, expected) in [(NSTextAlignment.left, TextContents.Alignment.left), (.center, .center), (.right, .right), (.justified, .left)] {
                label.textAlignment = alignment
                expectEqual(try #require(textContents(label)).alignment, expected, "\(alignment)")
            }
            let t = try #require(textContents(label))
            expectEqual(t.color, UIColor.systemRed.cgColor)
            expectEqual(t.numberOfLines, 0)
        }
    }

    // MARK: Wrapping

    @Test func wrapEmptyOneAndMany() {
        expectEqual(UILabel.wrap("", columns: 10, maxLines: 0), [""])
        expectEqual(UILabel.wrap("Hi", columns: 10, maxLines: 0), ["Hi"])
        expectEqual(UILabel.wrap("hello world foo", columns: 11, maxLines: 0), ["hello world", "foo"])
        expectEqual(UILabel.wrap("hello world", columns: 5, maxLines: 0), ["hello", "world"])
        expectEqual(UILabel.wrap("a b c d", columns: 3, maxLines: 0), ["a b", "c d"])
    }

    @Test func wrapSplitsWordsLongerThanALine() {
        expectEqual(UILabel.wrap("abcdefghij", columns: 4, maxLines: 0), ["abcd", "efgh", "ij"])
        expectEqual(UILabel.wrap("to abcdefgh", columns: 4, maxLines: 0), ["to", "abcd", "efgh"])
    }

    @Test func wrapKeepsParagraphs() {
        expectEqual(UILabel.wrap("one\n\ntwo", columns: 10, maxLines: 0), ["one", "", "two"])
    }

    @Test func wrapCutsWithAnEllipsisAtTheLineLimit() {
        // Two lines "hello", "world" limited to one: the last kept line ends with "…", within 5.
        expectEqual(UILabel.wrap("hello world", columns: 5, maxLines: 1), ["hell…"])
        expectEqual(UILabel.wrap("a b c d", columns: 4, maxLines: 1), ["a b…"], "a line with room keeps its text")
        expectEqual(UILabel.wrap("a b c d", columns: 3, maxLines: 1), ["a …"], "a full line gives its last cell to the ellipsis")
        expectEqual(UILabel.wrap("hello world", columns: 20, maxLines: 1), ["hello world"])
    }

    @Test func wrapWithNoColumnsGivesNoLines() {
        expectEqual(UILabel.wrap("hello", columns: 0, maxLines: 0), [])
    }

    // MARK: Measuring

    @Test func sizeThatFitsCountsCells() {
        UIKitEngine().run {
            let label = UILabel(frame: .zero)
            expectEqual(label.sizeThatFits(.zero), .zero, "no text")
            label.text = ""
            expectEqual(label.sizeThatFits(.zero), .zero)
            label.text = "Hello"
            expectEqual(label.sizeThatFits(.zero), CGSize(width: 40, height: 16), "5 × 8 by 1 × 16")
            expectEqual(label.intrinsicContentSize, CGSize(width: 40, height: 16))
            label.numberOfLines = 0
            label.text = "ab\ncde"
            expectEqual(label.sizeThatFits(.zero), CGSize(width: 24, height: 32), "3 cells wide, 2 lines")
        }
    }

    @Test func sizeThatFitsWrapsToTheGivenWidth() {
        // 40 points = 5 cells: "hello world" → "hello" / "world" → 40 × 32.
        UIKitEngine().run {
            let label = UILabel(frame: .zero)
            label.numberOfLines = 0
            label.text = "hello world"
            expectEqual(label.sizeThatFits(CGSize(width: 40, height: 0)), CGSize(width: 40, height: 32))
            expectEqual(label.sizeThatFits(CGSize(width: 1000, height: 0)), CGSize(width: 88, height: 16))
        }
    }

    @Test func sizeToFitWithUnlimitedLinesWrapsAtTheCurrentWidth() {
        UIKitEngine().run {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
            label.numberOfLines = 0
            label.text = "hello world"
            label.sizeToFit()
            expectEqual(label.bounds.size, CGSize(width: 40, height: 32))
        }
    }

    @Test func cellsComeFromTheEnginesScreen() {
        // A screen with 10 × 20 cells: "Hello" measures 50 × 20.
        let engine = UIKitEngine()
        engine.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 400, height: 800), characterCellSize: CGSize(width: 10, height: 20))
        engine.run {
            let label = UILabel(frame: .zero)
            label.text = "Hello"
            expectEqual(label.sizeThatFits(.zero), CGSize(width: 50, height: 20))
        }
    }
}
