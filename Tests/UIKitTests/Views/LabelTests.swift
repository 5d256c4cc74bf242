import Testing
import UIKit

/// UILabel: the text goes to `layer.contents`; it wraps at word boundaries up to `numberOfLines`
/// and measures in character cells of the screen (8 × 16 points by default).
@MainActor
struct LabelTests {
    private func textContents(_ label: UILabel, sourceLocation: SourceLocation = #_sourceLocation) -> TextContents? {
        guard case let .text(t)? = label.layer.contents else {
            Issue.record("the label shows no text", sourceLocation: sourceLocation)
            return nil
        }
        return t
    }

    // MARK: Contents

    @Test func newLabelShowsNothingAndTakesNoTouches() {
        UIKitEngine().run {
            let label = UILabel(frame: .zero)
            #expect(label.text == nil)
            #expect(label.layer.contents == nil)
            #expect(!label.isUserInteractionEnabled)
            #expect(label.numberOfLines == 1)
            #expect(label.textColor == .black)
            #expect(label.textAlignment == .natural)
            #expect(label.font.pointSize == 17)
        }
    }

    @Test func textGoesToTheLayerContents() throws {
        try UIKitEngine().run {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 16))
            label.text = "Hello"
            let t = try #require(textContents(label))
            #expect(t.text == "Hello")
            #expect(t.color == UIColor.black.cgColor)
            #expect(t.alignment == .left, "natural is left-to-right here")
            #expect(t.numberOfLines == 1)
            label.text = nil
            #expect(label.layer.contents == nil)
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
                #expect(try #require(textContents(label)).alignment == expected, "\(alignment)")
            }
            let t = try #require(textContents(label))
            #expect(t.color == UIColor.systemRed.cgColor)
            #expect(t.numberOfLines == 0)
        }
    }

    // MARK: Wrapping

    @Test func wrapEmptyOneAndMany() {
        #expect(UILabel.wrap("", columns: 10, maxLines: 0) == [""])
        #expect(UILabel.wrap("Hi", columns: 10, maxLines: 0) == ["Hi"])
        #expect(UILabel.wrap("hello world foo", columns: 11, maxLines: 0) == ["hello world", "foo"])
        #expect(UILabel.wrap("hello world", columns: 5, maxLines: 0) == ["hello", "world"])
        #expect(UILabel.wrap("a b c d", columns: 3, maxLines: 0) == ["a b", "c d"])
    }

    @Test func wrapSplitsWordsLongerThanALine() {
        #expect(UILabel.wrap("abcdefghij", columns: 4, maxLines: 0) == ["abcd", "efgh", "ij"])
        #expect(UILabel.wrap("to abcdefgh", columns: 4, maxLines: 0) == ["to", "abcd", "efgh"])
    }

    @Test func wrapKeepsParagraphs() {
        #expect(UILabel.wrap("one\n\ntwo", columns: 10, maxLines: 0) == ["one", "", "two"])
    }

    @Test func wrapCutsWithAnEllipsisAtTheLineLimit() {
        // Two lines "hello", "world" limited to one: the last kept line ends with "…", within 5.
        #expect(UILabel.wrap("hello world", columns: 5, maxLines: 1) == ["hell…"])
        #expect(UILabel.wrap("a b c d", columns: 4, maxLines: 1) == ["a b…"], "a line with room keeps its text")
        #expect(UILabel.wrap("a b c d", columns: 3, maxLines: 1) == ["a …"], "a full line gives its last cell to the ellipsis")
        #expect(UILabel.wrap("hello world", columns: 20, maxLines: 1) == ["hello world"])
    }

    @Test func wrapWithNoColumnsGivesNoLines() {
        #expect(UILabel.wrap("hello", columns: 0, maxLines: 0) == [])
    }

    // MARK: Measuring

    @Test func sizeThatFitsCountsCells() {
        UIKitEngine().run {
            let label = UILabel(frame: .zero)
            #expect(label.sizeThatFits(.zero) == .zero, "no text")
            label.text = ""
            #expect(label.sizeThatFits(.zero) == .zero)
            label.text = "Hello"
            #expect(label.sizeThatFits(.zero) == CGSize(width: 40, height: 16), "5 × 8 by 1 × 16")
            #expect(label.intrinsicContentSize == CGSize(width: 40, height: 16))
            label.numberOfLines = 0
            label.text = "ab\ncde"
            #expect(label.sizeThatFits(.zero) == CGSize(width: 24, height: 32), "3 cells wide, 2 lines")
        }
    }

    @Test func sizeThatFitsWrapsToTheGivenWidth() {
        // 40 points = 5 cells: "hello world" → "hello" / "world" → 40 × 32.
        UIKitEngine().run {
            let label = UILabel(frame: .zero)
            label.numberOfLines = 0
            label.text = "hello world"
            #expect(label.sizeThatFits(CGSize(width: 40, height: 0)) == CGSize(width: 40, height: 32))
            #expect(label.sizeThatFits(CGSize(width: 1000, height: 0)) == CGSize(width: 88, height: 16))
        }
    }

    @Test func sizeToFitWithUnlimitedLinesWrapsAtTheCurrentWidth() {
        UIKitEngine().run {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
            label.numberOfLines = 0
            label.text = "hello world"
            label.sizeToFit()
            #expect(label.bounds.size == CGSize(width: 40, height: 32))
        }
    }

    @Test func cellsComeFromTheEnginesScreen() {
        // A screen with 10 × 20 cells: "Hello" measures 50 × 20.
        let engine = UIKitEngine()
        engine.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 400, height: 800), characterCellSize: CGSize(width: 10, height: 20))
        engine.run {
            let label = UILabel(frame: .zero)
            label.text = "Hello"
            #expect(label.sizeThatFits(.zero) == CGSize(width: 50, height: 20))
        }
    }
}
