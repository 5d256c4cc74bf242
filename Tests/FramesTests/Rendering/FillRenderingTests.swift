import Expectations
import Testing
import Frames
import UIKit

/// Background colours fill the cells whose centres fall inside a view, one character per colour.
@MainActor
struct FillRenderingTests {
    @Test func emptyScreenIsBlank() throws {
        let stage = Stage(.cells(6, 2), background: nil)
        expectEqual(stage.frame(), Frame(columns: 6, rows: 2))
    }

    @Test func backgroundFillsTheCellsOfTheView() throws {
        // A blue view over columns 2–13, rows 1–4; a view without a background draws nothing;
        // a later sibling covers an earlier one where they overlap.
        let stage = Stage(.cells(20, 7))
        stage.run {
            block(cells(2, 1, 12, 4), .systemBlue, in: stage.root)
            block(cells(15, 1, 4, 4), nil, in: stage.root)
            block(cells(10, 3, 6, 3), .systemGreen, in: stage.root)
        }
        try assertGolden(stage.frame(), named: "fill-background")
    }

    @Test func zPositionDrawsALayerAboveLaterSiblings() throws {
        let stage = Stage(.cells(6, 1))
        stage.run {
            block(cells(0, 0, 4, 1), .black, in: stage.root).layer.zPosition = 1
            block(cells(2, 0, 4, 1), .systemRed, in: stage.root)
        }
        expectEqual(stage.frame().lines, ["@@@@%%"])
    }

    @Test func viewOffTheCellGridFillsTheCellsWhoseCentresItCovers() throws {
        // x 12…44 pt covers the centres 12, 20, 28, 36 (columns 1–4; a centre on the left edge
        // is inside, one on the right edge outside); y 4…36 covers 8 and 24 (rows 0–1).
        let stage = Stage(.cells(7, 3))
        stage.run { block(CGRect(x: 12, y: 4, width: 32, height: 32), .black, in: stage.root) }
        expectEqual(stage.frame().lines, [" @@@@  ", " @@@@  ", "       "])
    }

    @Test func eachNamedColourHasItsCharacter() throws {
        // Swatches of every named UIKit colour with their names: the table of docs/FRAMES.md.
        let colours: [(String, UIColor)] = [
            ("black", .black), ("darkGray", .darkGray), ("gray", .gray), ("lightGray", .lightGray),
            ("white", .white), ("red", .red), ("green", .green), ("blue", .blue),
            ("cyan", .cyan), ("yellow", .yellow), ("magenta", .magenta), ("orange", .orange),
            ("purple", .purple), ("brown", .brown), ("systemRed", .systemRed), ("systemOrange", .systemOrange),
            ("systemYellow", .systemYellow), ("systemGreen", .systemGreen), ("systemMint", .systemMint),
            ("systemTeal", .systemTeal), ("systemCyan", .systemCyan), ("systemBlue", .systemBlue),
            ("systemIndigo", .systemIndigo), ("systemPurple", .systemPurple), ("systemPink", .systemPink),
            ("systemBrown", .systemBrown), ("systemGray", .systemGray), ("systemGray2", .systemGray2),
            ("systemGray3", .systemGray3), ("systemGray4", .systemGray4), ("systemGray5", .systemGray5),
            ("systemGray6", .systemGray6),
        ]
        let stage = Stage(.cells(42, 16))
        stage.run {
            for (index, (name, color)) in colours.enumerated() {
                let column = CGFloat(index / 16) * 21, row = CGFloat(index % 16)
                block(cells(column + 1, row, 3, 1), color, in: stage.root)
                label(name, cells(column + 5, row, 15, 1), in: stage.root)
            }
        }
        try assertGolden(stage.frame(), named: "fill-named-colours")
    }

    @Test func otherColoursFollowTheLuminanceRamp() throws {
        // Seven greys that are no named colour, light to dark, two cells each.
        let stage = Stage(.cells(14, 1))
        stage.run {
            for (index, grey) in [0.97, 0.8, 0.65, 0.52, 0.36, 0.2, 0.05].enumerated() {
                block(cells(CGFloat(index) * 2, 0, 2, 1), UIColor(white: grey, alpha: 1), in: stage.root)
            }
        }
        expectEqual(stage.frame().lines, ["..,,;;ooOO00MM"])
    }

    @Test func clearBackgroundDrawsNothing() throws {
        let stage = Stage(.cells(4, 1))
        stage.run {
            block(cells(0, 0, 4, 1), .black, in: stage.root)
            block(cells(1, 0, 2, 1), .clear, in: stage.root)
        }
        expectEqual(stage.frame().lines, ["@@@@"])
    }
}
