import Expectations
import Testing
import Frames
import UIKit

/// A label draws its text one character per cell, wrapped at words, aligned per line, centred
/// vertically, cut with "…" where it does not fit; spaces show what is behind.
@MainActor
struct LabelRenderingTests {
    @Test func textIsAlignedLeftCentreAndRight() throws {
        let stage = Stage(.cells(14, 5))
        stage.run {
            label("left", cells(1, 0, 12, 1), in: stage.root, alignment: .left, background: .systemGray5)
            label("centre", cells(1, 2, 12, 1), in: stage.root, alignment: .center, background: .systemGray5)
            label("right", cells(1, 4, 12, 1), in: stage.root, alignment: .right, background: .systemGray5)
        }
        try assertGolden(stage.frame(), named: "label-alignment")
    }

    @Test func naturalAlignmentIsLeft() throws {
        let stage = Stage(.cells(6, 1))
        stage.run { label("ab", cells(0, 0, 6, 1), in: stage.root, alignment: .natural) }
        expectEqual(stage.frame().lines, ["ab    "])
    }

    @Test func textWrapsAtWordsAndBreaksLongWords() throws {
        // Ten columns: "The quick brown fox" wraps at spaces; "Supercalifragilistic" (20
        // letters) is broken every ten; lines are centred as a block, vertically too.
        let stage = Stage(.cells(24, 6))
        stage.run {
            label("The quick brown fox", cells(1, 0, 10, 6), in: stage.root, lines: 0, background: .systemGray6)
            label("Supercalifragilistic", cells(13, 0, 10, 6), in: stage.root, alignment: .center, lines: 0, background: .systemGray6)
        }
        try assertGolden(stage.frame(), named: "label-wrapping")
    }

    @Test func numberOfLinesLimitsTheLinesAndEndsWithAnEllipsis() throws {
        // The same text in labels of three lines' height: numberOfLines 1, 2 and 0 (as many as fit).
        let text = "cats nap dogs run fish swim owls hoot"
        let stage = Stage(.cells(33, 3))
        stage.run {
            label(text, cells(0, 0, 9, 3), in: stage.root, lines: 1, background: .systemGray6)
            label(text, cells(12, 0, 9, 3), in: stage.root, lines: 2, background: .systemGray6)
            label(text, cells(24, 0, 9, 3), in: stage.root, lines: 0, background: .systemGray6)
        }
        try assertGolden(stage.frame(), named: "label-number-of-lines")
    }

    @Test func textIsClippedToTheLabelsBounds() throws {
        // Too long for one line: cut with "…" at the label's edge, never drawn past it; a label
        // less than a cell tall or wide draws no text.
        let stage = Stage(.cells(16, 3))
        stage.run {
            label("clipping at the edge", cells(2, 0, 8, 1), in: stage.root, background: .systemGray5)
            label("hidden", CGRect(x: 16, y: 32, width: 40, height: 10), in: stage.root)
            label("x", CGRect(x: 96, y: 32, width: 6, height: 16), in: stage.root)
        }
        try assertGolden(stage.frame(), named: "label-clipped")
    }

    @Test func ellipsisComesAfterAsMuchTextAsFits() throws {
        // UILabel truncates the tail of its last line by characters: "a sentence far too long"
        // in 8 columns on one line reads "a sente…", as on iOS.
        let stage = Stage(.cells(8, 1))
        stage.run { label("a sentence far too long", cells(0, 0, 8, 1), in: stage.root) }
        do {
            expectEqual(stage.frame().lines, ["a sente…"])
        }
    }

    @Test func textColourPicksTheCharactersColourOnly() throws {
        // Text is drawn with its own characters whatever the colour; the colour goes to ANSI.
        let stage = Stage(.cells(4, 1))
        let text = stage.run { label("ab", cells(0, 0, 4, 1), in: stage.root) }
        let black = stage.frame()
        stage.run { text.textColor = .systemRed }
        let red = stage.frame()
        expectEqual(black.lines, ["ab  "])
        expectEqual(red, black)
        expectEqual(red.color(column: 0, row: 0), 203)
    }

    @Test func clearTextColourHidesTheText() throws {
        let stage = Stage(.cells(4, 1))
        stage.run { label("ab", cells(0, 0, 4, 1), in: stage.root).textColor = .clear }
        expectEqual(stage.frame().lines, ["    "])
    }

    @Test func textStaysReadableInsideATransformedView() throws {
        // Moved by whole cells, text is unchanged.
        let stage = Stage(.cells(12, 2))
        stage.run {
            let box = block(cells(0, 0, 6, 1), nil, in: stage.root)
            label("hello", cells(0, 0, 6, 1), in: box)
            box.transform = CGAffineTransform(translationX: 40, y: 16)
        }
        expectEqual(stage.frame().lines, ["            ", "     hello  "])
    }

    @Test func theLineBreakModeSaysWhereTheTextIsCut() throws {
        // "one two three four" in 10 columns: words wrap to "one two" / "three four"; one line
        // keeps what the mode says.
        let text = "one two three four"
        func one(_ mode: NSLineBreakMode) -> [String] { UILabel.wrap(text, columns: 10, maxLines: 1, lineBreakMode: mode) }
        expectEqual(one(.byTruncatingTail), ["one two t…"])
        expectEqual(one(.byTruncatingHead), ["…hree four"])
        expectEqual(one(.byTruncatingMiddle), ["one t…four"])
        expectEqual(one(.byClipping), ["one two th"])
        expectEqual(one(.byWordWrapping), ["one two"])
        expectEqual(one(.byCharWrapping), ["one two th"])
        expectEqual(UILabel.wrap(text, columns: 10, maxLines: 0, lineBreakMode: .byCharWrapping), ["one two th", "ree four"])
        // Drawn: a one-line label truncating its head.
        let stage = Stage(.cells(10, 1))
        stage.run {
            let view = label(text, cells(0, 0, 10, 1), in: stage.root)
            view.lineBreakMode = .byTruncatingHead
        }
        expectEqual(stage.frame().lines, ["…hree four"])
    }
}
