import Expectations
import Testing
import Frames
import UIKit

/// 2-D transforms (about the view's centre): every cell centre is mapped back into the view.
@MainActor
struct TransformRenderingTests {
    /// An orange 12 × 4-cell view centred on a 24 × 10-cell screen, with a black 2 × 2-cell
    /// marker in its top-left corner so orientation shows.
    private func transformed(_ transform: CGAffineTransform) -> Frame {
        let stage = Stage(.cells(24, 10))
        stage.run {
            let view = block(cells(6, 3, 12, 4), .systemOrange, in: stage.root)
            block(cells(0, 0, 2, 2), .black, in: view)
            view.transform = transform
        }
        return stage.frame()
    }

    @Test func scaleGrowsAndShrinksAboutTheCentre() throws {
        try assertGolden(transformed(CGAffineTransform(scaleX: 1.5, y: 0.5)), named: "transform-scale")
    }

    @Test func rotationTurnsClockwise() throws {
        try assertGolden(transformed(CGAffineTransform(rotationAngle: .pi / 6)), named: "transform-rotation")
    }

    @Test func translationMovesByWholeCells() throws {
        // 5 cells right and 2 down.
        let moved = transformed(CGAffineTransform(translationX: 40, y: 32))
        try assertGolden(moved, named: "transform-translation")
        let atRest = transformed(.identity)
        expectEqual(moved.inkCount, atRest.inkCount)
    }

    @Test func halfTurnShowsTheViewUpsideDown() throws {
        // The marker moves from the top-left to the bottom-right corner.
        let frame = transformed(CGAffineTransform(rotationAngle: .pi))
        expectEqual(frame.lines[3], "      &&&&&&&&&&&&      ")
        expectEqual(frame.lines[4], "      &&&&&&&&&&&&      ")
        expectEqual(frame.lines[5], "      &&&&&&&&&&@@      ")
        expectEqual(frame.lines[6], "      &&&&&&&&&&@@      ")
    }

    @Test func layerTransformAndViewTransformDrawAlike() throws {
        let stage = Stage(.cells(24, 10))
        stage.run {
            let view = block(cells(6, 3, 12, 4), .systemOrange, in: stage.root)
            view.layer.transform = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: .pi / 6))
            block(cells(0, 0, 2, 2), .black, in: view)
        }
        expectEqual(stage.frame(), transformed(CGAffineTransform(rotationAngle: .pi / 6)))
    }

    @Test func scaledToNothingDrawsNothing() throws {
        expectEqual(transformed(CGAffineTransform(scaleX: 0, y: 1)).inkCount, 0)
    }

    @Test func nestedTransformsCompose() throws {
        // A grey panel turned 30° holds a red bar scaled 1.5× across and a label moved down.
        let stage = Stage(.cells(24, 11))
        stage.run {
            let panel = block(cells(4, 2, 16, 6), .systemGray5, in: stage.root)
            panel.transform = CGAffineTransform(rotationAngle: .pi / 6)
            let bar = block(cells(4, 1, 8, 1), .systemRed, in: panel)
            bar.transform = CGAffineTransform(scaleX: 1.5, y: 1)
            let text = label("ok", cells(6, 3, 4, 1), in: panel, alignment: .center)
            text.transform = CGAffineTransform(translationX: 0, y: 16)
        }
        try assertGolden(stage.frame(), named: "transform-nested")
    }
}
