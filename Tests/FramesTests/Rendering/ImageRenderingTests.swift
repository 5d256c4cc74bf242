import Expectations
import Testing
import Frames
import UIKit

/// An image view draws its ASCII art placed and scaled by `contentMode`; spaces in the art are
/// transparent.
@MainActor
struct ImageRenderingTests {
    /// A cat, 5 × 3 cells (40 × 48 points).
    static let cat = """
        /\\_/\\
        (o.o)
        > ^ <
        """

    /// The cat in a 20 × 6-cell image view (160 × 96 points) on a light grey background, so
    /// the view's bounds show: scaleToFill stretches 4× across and 2× down; aspectFit scales 2×;
    /// aspectFill scales 4× and crops top and bottom; center keeps the natural size.
    @Test(arguments: [
        (UIView.ContentMode.scaleToFill, "art-scale-to-fill"),
        (.scaleAspectFit, "art-aspect-fit"),
        (.scaleAspectFill, "art-aspect-fill"),
        (.center, "art-center"),
    ])
    func artIsPlacedByContentMode(_ mode: UIView.ContentMode, golden: String) throws {
        let stage = Stage(.cells(22, 8))
        stage.run {
            let image = UIImageView(frame: cells(1, 1, 20, 6))
            image.image = UIImage(asciiArt: Self.cat)
            image.contentMode = mode
            image.backgroundColor = .systemGray6
            image.clipsToBounds = true
            stage.root.addSubview(image)
        }
        try assertGolden(stage.frame(), named: golden)
    }

    @Test func imageViewSizedToItsImageShowsTheArtAsWritten() throws {
        let stage = Stage(.cells(7, 5))
        stage.run {
            let image = UIImageView(image: UIImage(asciiArt: Self.cat))
            image.frame.origin = CGPoint(x: 8, y: 16)
            stage.root.addSubview(image)
        }
        #expect(stage.frame().lines == [
            "       ",
            " /\\_/\\ ",
            " (o.o) ",
            " > ^ < ",
            "       ",
        ])
    }

    @Test func corneredContentModesPinTheArt() throws {
        let stage = Stage(.cells(9, 5))
        stage.run {
            for (mode, frame) in [(UIView.ContentMode.topLeft, cells(0, 0, 9, 5)), (.bottomRight, cells(0, 0, 9, 5))] {
                let image = UIImageView(frame: frame)
                image.image = UIImage(asciiArt: "ab\ncd")
                image.contentMode = mode
                stage.root.addSubview(image)
            }
        }
        #expect(stage.frame().lines == [
            "ab       ",
            "cd       ",
            "         ",
            "       ab",
            "       cd",
        ])
    }

    @Test func centredArtLargerThanItsViewOverflowsUnlessClipped() throws {
        // UIKit draws an image view's content outside its bounds unless it clips to bounds: a
        // 5 × 3 cat centred in a 3 × 1 view shows whole.
        let stage = Stage(.cells(9, 5))
        stage.run {
            let image = UIImageView(frame: cells(3, 2, 3, 1))
            image.image = UIImage(asciiArt: Self.cat)
            image.contentMode = .center
            image.clipsToBounds = false
            stage.root.addSubview(image)
        }
        do {
            #expect(stage.frame().lines == [
                "         ",
                "  /\\_/\\  ",
                "  (o.o)  ",
                "  > ^ <  ",
                "         ",
            ])
        }
    }

    @Test func clippedArtLargerThanItsViewShowsTheMiddle() throws {
        let stage = Stage(.cells(9, 5))
        stage.run {
            let image = UIImageView(frame: cells(3, 2, 3, 1))
            image.image = UIImage(asciiArt: Self.cat)
            image.contentMode = .center
            image.clipsToBounds = true
            stage.root.addSubview(image)
        }
        expectEqual(stage.frame().lines, ["         ", "         ", "   o.o   ", "         ", "         "])
    }

    @Test func aTemplateImageTakesTheTintOfItsView() throws {
        // The same characters; a template image's in the view's tint (system red, ANSI 203), the
        // original's uncoloured; a new tint recolours the template.
        let stage = Stage(.cells(5, 3))
        let view = stage.run { () -> UIImageView in
            let view = UIImageView(image: UIImage(asciiArt: Self.cat).withRenderingMode(.alwaysTemplate))
            view.tintColor = .systemRed
            stage.root.addSubview(view)
            return view
        }
        let tinted = stage.frame()
        expectEqual(tinted.lines, ["/\\_/\\", "(o.o)", "> ^ <"])
        expectEqual(tinted.color(column: 0, row: 0), 203)
        expectEqual(stage.run { view.image?.renderingMode }, .alwaysTemplate)
        stage.run { view.tintColor = .black }
        expectNotEqual(stage.frame().color(column: 0, row: 0), 203)
        stage.run { view.image = UIImage(asciiArt: Self.cat) }
        expectEqual(stage.frame().color(column: 0, row: 0), 0, "an original image keeps its own colours")
        expectEqual(stage.run { view.image?.renderingMode }, .automatic)
    }
}
