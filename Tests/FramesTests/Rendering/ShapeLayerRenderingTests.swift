import Expectations
import Testing
import Frames
import UIKit

/// A CAShapeLayer fills its path and strokes the part from strokeStart to strokeEnd.
@MainActor
struct ShapeLayerRenderingTests {
    @Test func filledAndHalfStrokedCircleAndAStrokedTick() throws {
        // Left: a yellow circle 16 × 8 cells, stroked black from its rightmost point clockwise
        // to strokeEnd 0.5 (the lower half). Right: a tick, stroke only, no fill.
        let stage = Stage(.cells(32, 10))
        stage.run {
            let circle = CAShapeLayer()
            circle.frame = cells(0, 0, 18, 10)
            circle.path = UIBezierPath(ovalIn: cells(1, 1, 16, 8)).cgPath
            circle.fillColor = UIColor.systemYellow.cgColor
            circle.strokeColor = UIColor.black.cgColor
            circle.lineWidth = 2
            circle.strokeEnd = 0.5
            stage.root.layer.addSublayer(circle)

            let tick = UIBezierPath()
            tick.move(to: CGPoint(x: 4, y: 72))
            tick.addLine(to: CGPoint(x: 36, y: 136))
            tick.addLine(to: CGPoint(x: 100, y: 24))
            let shape = CAShapeLayer()
            shape.frame = cells(18, 0, 14, 10)
            shape.path = tick.cgPath
            shape.fillColor = nil
            shape.strokeColor = UIColor.systemGreen.cgColor
            shape.lineWidth = 3
            stage.root.layer.addSublayer(shape)
        }
        try assertGolden(stage.frame(), named: "shape-fill-and-stroke")
    }

    @Test func strokeEndZeroDrawsNoStroke() throws {
        let stage = Stage(.cells(10, 4))
        stage.run {
            let shape = CAShapeLayer()
            shape.frame = cells(0, 0, 10, 4)
            shape.path = UIBezierPath(rect: cells(1, 1, 8, 2)).cgPath
            shape.fillColor = nil
            shape.strokeColor = UIColor.black.cgColor
            shape.strokeEnd = 0
            stage.root.layer.addSublayer(shape)
        }
        expectEqual(stage.frame().inkCount, 0)
    }

    /// The same filled and stroked square, drawn by a layer of the given frame.
    private func square(layerFrame: CGRect, masksToBounds: Bool = false) -> Frame {
        let stage = Stage(.cells(12, 6))
        stage.run {
            let shape = CAShapeLayer()
            shape.frame = layerFrame
            shape.path = UIBezierPath(rect: cells(2, 1, 8, 4)).cgPath
            shape.fillColor = UIColor.systemBlue.cgColor
            shape.strokeColor = UIColor.black.cgColor
            shape.lineWidth = 2
            shape.masksToBounds = masksToBounds
            stage.root.layer.addSublayer(shape)
        }
        return stage.frame()
    }

    @Test func aShapeLayerWithNoFrameStillDrawsItsPath() {
        // iOS draws a shape layer's path wherever it lies; bounds only matter when it clips.
        let framed = square(layerFrame: cells(0, 0, 12, 6))
        let frameless = square(layerFrame: .zero)
        expectGreater(framed.inkCount, 0)
        expectEqual(frameless, framed, "frameless:\n\(frameless)\nframed:\n\(framed)")
    }

    @Test func aPathReachingPastSmallBoundsIsDrawnWhole() {
        let framed = square(layerFrame: cells(0, 0, 12, 6))
        let small = square(layerFrame: cells(0, 0, 3, 2))
        expectEqual(small, framed, "the stroke and fill outside the 3 × 2 cell bounds are drawn too")
    }

    @Test func masksToBoundsClipsThePathToTheBounds() {
        let clipped = square(layerFrame: cells(0, 0, 6, 6), masksToBounds: true)
        let whole = square(layerFrame: cells(0, 0, 12, 6))
        expectGreater(clipped.inkCount, 0)
        expectLess(clipped.inkCount, whole.inkCount)
        for line in clipped.description.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(line.dropFirst(6).allSatisfy { $0 == " " }, "nothing right of the 6-cell bounds: \(line)")
        }
    }
}
