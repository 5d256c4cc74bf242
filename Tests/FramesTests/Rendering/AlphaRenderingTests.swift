import Expectations
import Testing
import Frames
import UIKit

/// Opacity is shown by ordered dithering: a view at alpha a draws in the cells whose 4 × 4
/// threshold is below a, so a fade is visible and the same on every run.
@MainActor
struct AlphaRenderingTests {
    @Test func alphaDithersAQuarterHalfAndThreeQuartersOfTheCells() throws {
        // Black 8 × 4-cell blocks at alpha 0.25, 0.5, 0.75 and 1, from the screen's corner so
        // the 4 × 4 pattern starts at each block's corner.
        let stage = Stage(.cells(35, 4))
        stage.run {
            for (index, alpha) in [0.25, 0.5, 0.75, 1].enumerated() {
                block(cells(CGFloat(index) * 9, 0, 8, 4), .black, in: stage.root).alpha = alpha
            }
        }
        try assertGolden(stage.frame(), named: "alpha-dither")
    }

    @Test func ditheredShareMatchesTheAlpha() throws {
        for sixteenths in 0...16 {
            let stage = Stage(.cells(8, 4))
            stage.run { block(cells(0, 0, 8, 4), .black, in: stage.root).alpha = CGFloat(sixteenths) / 16 }
            expectEqual(stage.frame().inkCount, sixteenths * 2, "alpha \(sixteenths)/16")
        }
    }

    @Test func nestedAlphasMultiply() throws {
        // 50 % inside 50 % looks like 25 %.
        func frame(_ build: (Stage) -> Void) -> Frame {
            let stage = Stage(.cells(8, 4))
            stage.run { build(stage) }
            return stage.frame()
        }
        let nested = frame { stage in
            let parent = block(cells(0, 0, 8, 4), nil, in: stage.root)
            parent.alpha = 0.5
            block(parent.bounds, .black, in: parent).alpha = 0.5
        }
        let quarter = frame { stage in block(cells(0, 0, 8, 4), .black, in: stage.root).alpha = 0.25 }
        expectEqual(nested, quarter)
        expectEqual(nested.inkCount, 8)
    }

    @Test func translucentColourDithersLikeAlpha() throws {
        let stage = Stage(.cells(4, 4))
        stage.run { block(cells(0, 0, 4, 4), UIColor(white: 0, alpha: 0.5), in: stage.root) }
        expectEqual(stage.frame().lines, ["@ @ ", " @ @", "@ @ ", " @ @"])
    }

    @Test func zeroAlphaDrawsNothingAndHidesSubviews() throws {
        let stage = Stage(.cells(4, 2))
        stage.run {
            let parent = block(cells(0, 0, 4, 2), .black, in: stage.root)
            block(cells(0, 0, 2, 1), .systemRed, in: parent)
            parent.alpha = 0
        }
        expectEqual(stage.frame().inkCount, 0)
    }

    @Test func fadeShowsMoreCellsAsItProgresses() throws {
        let stage = Stage(.cells(8, 4))
        let view = stage.run { block(cells(0, 0, 8, 4), .black, in: stage.root) }
        stage.run {
            view.alpha = 0
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.alpha = 1 }
        }
        var counts: [Int] = []
        for _ in 0..<4 {
            stage.advance(by: 0.25)
            counts.append(stage.frame().inkCount)
        }
        expectEqual(counts, [8, 16, 24, 32])
    }
}
