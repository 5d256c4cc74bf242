import Expectations
import Testing
import Frames
import UIKit

/// Borders draw "|" and "-" in the first cells inside the edges, "+" at square corners and
/// "." / "'" at rounded ones; `cornerRadius` rounds the background.
@MainActor
struct BorderRenderingTests {
    @Test func borderOutlinesTheView() throws {
        // Widths 1, 4 (less than a cell: one cell) and 14 (covering the centres of two 8-point
        // columns at the sides, but only one 16-point row at top and bottom).
        let stage = Stage(.cells(23, 7))
        stage.run {
            for (index, width) in [CGFloat(1), 4, 14].enumerated() {
                let view = block(cells(1 + CGFloat(index) * 7, 1, 6, 5), .systemGray6, in: stage.root)
                view.layer.borderWidth = width
                view.layer.borderColor = UIColor.black.cgColor
            }
        }
        try assertGolden(stage.frame(), named: "border-widths")
    }

    @Test func borderWithoutABackgroundOutlinesOnly() throws {
        let stage = Stage(.cells(6, 4))
        stage.run {
            let view = block(cells(1, 1, 4, 2), nil, in: stage.root)
            view.layer.borderWidth = 1
            view.layer.borderColor = UIColor.systemRed.cgColor
        }
        expectEqual(stage.frame().lines, ["      ", " +--+ ", " +--+ ", "      "])
    }

    @Test func borderOfAViewOffTheCellGridHasAllFourEdges() throws {
        // 60 points from the left: the cell centres inside are 60, 68, … 100; the right-most
        // (8 points from the right edge) is as much the first cell inside its edge as the
        // left-most (on the left edge) is.
        let stage = Stage(.cells(16, 6))
        stage.run {
            let view = block(CGRect(x: 60, y: 16, width: 48, height: 64), .systemGray6, in: stage.root)
            view.layer.borderWidth = 1
            view.layer.borderColor = UIColor.black.cgColor
        }
        do {
            #expect(stage.frame().lines == [
                "                ",
                "       +----+   ",
                "       |....|   ",
                "       |....|   ",
                "       +----+   ",
                "                ",
            ])
        }
    }

    @Test func cornerRadiusRoundsTheBackground() throws {
        // Radii 0, 16, 32 and 48 (over half the height: clamped to a pill) on 10 × 5-cell views.
        let stage = Stage(.cells(45, 7))
        stage.run {
            for (index, radius) in [CGFloat(0), 16, 32, 48].enumerated() {
                let view = block(cells(1 + CGFloat(index) * 11, 1, 10, 5), .systemIndigo, in: stage.root)
                view.layer.cornerRadius = radius
            }
        }
        try assertGolden(stage.frame(), named: "corner-radius")
    }

    @Test func roundedBorderHasRoundedCorners() throws {
        let stage = Stage(.cells(24, 8))
        stage.run {
            for (index, radius) in [CGFloat(8), 24].enumerated() {
                let view = block(cells(1 + CGFloat(index) * 12, 1, 10, 6), .systemYellow, in: stage.root)
                view.layer.cornerRadius = radius
                view.layer.borderWidth = 1
                view.layer.borderColor = UIColor.black.cgColor
            }
        }
        try assertGolden(stage.frame(), named: "border-rounded")
    }

    @Test func onlyTheMaskedCornersAreRounded() throws {
        // A card with its top corners rounded (a sheet's shape): "." at the top, "+" below.
        let stage = Stage(.cells(12, 6))
        stage.run {
            let card = block(cells(1, 1, 10, 4), .systemYellow, in: stage.root)
            card.layer.cornerRadius = 8
            card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            card.layer.borderWidth = 1
            card.layer.borderColor = UIColor.black.cgColor
            card.layer.cornerCurve = .continuous
        }
        let lines = stage.frame().lines
        let text = lines.joined(separator: "\n")
        expectEqual(lines[1].trimmingCharacters(in: .whitespaces).first, ".", "\(text)")
        expectEqual(lines[1].trimmingCharacters(in: .whitespaces).last, ".", "\(text)")
        expectEqual(lines[4].trimmingCharacters(in: .whitespaces).first, "+", "\(text)")
        expectEqual(lines[4].trimmingCharacters(in: .whitespaces).last, "+", "\(text)")
    }

    @Test func borderIsDrawnAboveSublayers() throws {
        // Core Animation composites the border above the layer's contents and sublayers: a
        // child filling its parent does not hide the parent's border.
        let stage = Stage(.cells(10, 5))
        stage.run {
            let parent = block(cells(1, 1, 8, 3), .white, in: stage.root)
            parent.layer.borderWidth = 1
            parent.layer.borderColor = UIColor.black.cgColor
            block(parent.bounds, .systemOrange, in: parent)
        }
        do {
            #expect(stage.frame().lines == [
                "          ",
                " +------+ ",
                " |&&&&&&| ",
                " +------+ ",
                "          ",
            ])
        }
    }
}
