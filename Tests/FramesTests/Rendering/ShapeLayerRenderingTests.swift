import Testing
import Frames
@testable import UIKit

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
        #expect(stage.frame().inkCount == 0)
    }
}
