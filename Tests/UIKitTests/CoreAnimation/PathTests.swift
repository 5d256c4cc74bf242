import Expectations
import Testing
import UIKit

/// The elements of a path, as (type, points), read through the public `applyWithBlock`.
@MainActor
func elements(of path: CGPath) -> [(CGPathElementType, [CGPoint])] {
    var result: [(CGPathElementType, [CGPoint])] = []
    path.applyWithBlock { element in
        let e = element.pointee
        let count: Int
        switch e.type {
        case .moveToPoint, .addLineToPoint: count = 1
        case .addQuadCurveToPoint: count = 2
        case .addCurveToPoint: count = 3
        case .closeSubpath: count = 0
        }
        result.append((e.type, (0..<count).map { e.points[$0] }))
    }
    return result
}

/// UIBezierPath and CGPath: the standard shapes, clockwise meaning on a y-down screen,
/// point-in-path by non-zero winding and even-odd, bounds, transforms and copies.
@MainActor
struct PathTests {
    // MARK: Empty

    @Test func emptyPathHasNoElementsAndContainsNothing() {
        let p = UIBezierPath()
        #expect(p.isEmpty)
        expectEqual(p.bounds, .zero)
        #expect(!p.contains(.zero))
        #expect(elements(of: p.cgPath).isEmpty)
        #expect(CGMutablePath().boundingBox.isNull)
    }

    // MARK: Rectangle

    @Test func rectPathIsMoveThreeLinesAndClose() {
        // (10, 20, 30, 40): corners (10,20) (40,20) (40,60) (10,60), clockwise on screen.
        let e = elements(of: UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40)).cgPath)
        expectEqual(e.map(\.0), [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        expectEqual(e.map(\.1), [[CGPoint(x: 10, y: 20)], [CGPoint(x: 40, y: 20)], [CGPoint(x: 40, y: 60)], [CGPoint(x: 10, y: 60)], []])
    }

    @Test func rectPathBoundsAndContains() {
        let p = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
        expectEqual(p.bounds, CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(p.contains(CGPoint(x: 25, y: 40)))
        #expect(!p.contains(CGPoint(x: 5, y: 40)))
        #expect(!p.contains(CGPoint(x: 25, y: 61)))
    }

    // MARK: Oval

    @Test func ovalStartsAtTheRightAndRunsClockwiseOnScreen() {
        // Oval in (0, 0, 100, 50): centre (50, 25), radii (50, 25). Start at the right (100, 25);
        // the first quarter ends at the bottom (50, 50) — right → bottom is clockwise with y down.
        let e = elements(of: UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50)).cgPath)
        expectEqual(e.map(\.0), [.moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .closeSubpath])
        expectEqual(e[0].1, [CGPoint(x: 100, y: 25)])
        expectEqual(e[1].1.last, CGPoint(x: 50, y: 50))
        expectEqual(e[2].1.last, CGPoint(x: 0, y: 25))
        expectEqual(e[3].1.last, CGPoint(x: 50, y: 0))
        expectEqual(e[4].1.last, CGPoint(x: 100, y: 25))
        // First control point: (cx + rx, cy + ry·k), k = 4/3·(√2 − 1) = 0.5522847498 → (100, 25 + 13.8071187).
        expectClose(e[1].1[0], CGPoint(x: 100, y: 38.8071187458), tolerance: 1e-9)
    }

    @Test func ovalBoundsIsTheRectAndContainsFollowsTheEllipse() {
        let p = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        expectClose(p.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(p.contains(CGPoint(x: 50, y: 25)))   // centre
        #expect(p.contains(CGPoint(x: 90, y: 25)))   // ((90−50)/50)² = 0.64 < 1
        #expect(!p.contains(CGPoint(x: 5, y: 5)))    // 0.81 + 0.64 = 1.45 > 1: the corner is outside
        #expect(!p.contains(CGPoint(x: 95, y: 40)))  // 0.81 + 0.36 = 1.17 > 1
    }

    // MARK: Rounded rectangle

    @Test func roundedRectCutsTheCorners() {
        // (0, 0, 100, 60), radius 10: first point (10, 0); corner centre (10, 10).
        let p = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 10)
        let e = elements(of: p.cgPath)
        expectEqual(e.first?.1, [CGPoint(x: 10, y: 0)])
        expectEqual(e[1].1, [CGPoint(x: 90, y: 0)])
        expectEqual(e[2].1.last, CGPoint(x: 100, y: 10))
        expectEqual(p.bounds, CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(!p.contains(CGPoint(x: 1, y: 1)))    // √(9² + 9²) = 12.7 > 10 from the corner centre
        #expect(p.contains(CGPoint(x: 5, y: 30)))    // on the straight left part
        #expect(p.contains(CGPoint(x: 50, y: 1)))
        #expect(p.contains(CGPoint(x: 4, y: 4)))     // √(6² + 6²) = 8.5 < 10
    }

    @Test func roundedRectWithRadiusOfHalfTheHeightIsACapsule() {
        // 100 × 60 with radius 30: semicircular ends centred at (30, 30) and (70, 30).
        let p = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 30)
        #expect(p.contains(CGPoint(x: 15, y: 5)))    // √(15² + 25²) = 29.2 < 30
        #expect(!p.contains(CGPoint(x: 8, y: 5)))    // √(22² + 25²) = 33.3 > 30
        #expect(p.contains(CGPoint(x: 50, y: 1)))    // the straight top
    }

    // MARK: Arcs

    @Test func clockwiseArcTurnsClockwiseOnScreen() {
        // Centre (50, 50), r = 10, from 0 to π/2 clockwise: (60, 50) → through (57.07, 57.07) → (50, 60),
        // the short way (angles grow clockwise when y points down). One cubic with
        // k = 4/3·tan(π/8) = 0.5522847: controls (60, 55.52), (55.52, 60). Bounds (50, 50, 10, 10).
        let p = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let e = elements(of: p.cgPath)
        expectClose(e[0].1[0], CGPoint(x: 60, y: 50), tolerance: 1e-12)
        expectClose(p.currentPoint, CGPoint(x: 50, y: 60), tolerance: 1e-12)
        expectClose(p.bounds, CGRect(x: 50, y: 50, width: 10, height: 10), tolerance: 1e-9)
    }

    @Test func counterClockwiseArcGoesTheLongWayRound() {
        // Same ends, clockwise: false: 0 → −π/2 (top, (50, 40)) → −π (left, (40, 50)) → −3π/2 (bottom).
        // Three quarter circles; every control point lies on the square (40…60, 40…60).
        let p = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let e = elements(of: p.cgPath)
        expectEqual(e.filter { $0.0 == .addCurveToPoint }.count, 3)
        expectClose(e[1].1.last!, CGPoint(x: 50, y: 40), tolerance: 1e-12)
        expectClose(e[2].1.last!, CGPoint(x: 40, y: 50), tolerance: 1e-12)
        expectClose(p.currentPoint, CGPoint(x: 50, y: 60), tolerance: 1e-12)
        expectClose(p.bounds, CGRect(x: 40, y: 40, width: 20, height: 20), tolerance: 1e-9)
    }

    @Test func fullCircleArcContainsItsCentre() {
        let p = UIBezierPath(arcCenter: CGPoint(x: 0, y: 0), radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(p.contains(.zero))
        #expect(p.contains(CGPoint(x: 13, y: 13)))   // √338 = 18.4 < 20
        #expect(!p.contains(CGPoint(x: 15, y: 15)))  // √450 = 21.2 > 20
    }

    @Test func coreGraphicsArcClockwiseMeansDecreasingAngle() {
        // CGMutablePath's clockwise is meant y-up: clockwise: true from 0 to π/2 goes 0 → −3π/2, the long way.
        let m = CGMutablePath()
        m.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        expectClose(m.boundingBox, CGRect(x: 40, y: 40, width: 20, height: 20), tolerance: 1e-9)
    }

    // MARK: Curves and contains

    @Test func quadCurveInteriorIsBelowTheCurve() {
        // (0,0) → (100,0) with control (50,100), closed: the curve's peak at t = 0.5 is y = 2·0.25·100 = 50.
        let p = UIBezierPath()
        p.move(to: .zero)
        p.addQuadCurve(to: CGPoint(x: 100, y: 0), controlPoint: CGPoint(x: 50, y: 100))
        p.close()
        #expect(p.contains(CGPoint(x: 50, y: 40)))
        #expect(!p.contains(CGPoint(x: 50, y: 60)))
    }

    @Test func nonZeroRuleFillsANestedSameDirectionRectangle() {
        // Outer (0,0,100,100) and inner (25,25,50,50), both clockwise: winding 2 at the centre.
        let p = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        p.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(p.contains(CGPoint(x: 50, y: 50)))
        #expect(p.contains(CGPoint(x: 10, y: 10)))
    }

    @Test func evenOddRuleMakesTheNestedRectangleAHole() {
        // Same two rectangles; even-odd: 2 crossings at the centre → outside, 1 near the edge → inside.
        let p = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        p.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        p.usesEvenOddFillRule = true
        #expect(!p.contains(CGPoint(x: 50, y: 50)))
        #expect(p.contains(CGPoint(x: 10, y: 10)))
        #expect(!p.cgPath.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(p.cgPath.contains(CGPoint(x: 50, y: 50), using: .winding))
    }

    @Test func nonZeroRuleMakesAnOppositeDirectionRectangleAHole() {
        // Inner rectangle drawn counter-clockwise (on screen): winding +1 − 1 = 0 at the centre.
        let p = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        p.move(to: CGPoint(x: 25, y: 25))
        p.addLine(to: CGPoint(x: 25, y: 75))
        p.addLine(to: CGPoint(x: 75, y: 75))
        p.addLine(to: CGPoint(x: 75, y: 25))
        p.close()
        #expect(!p.contains(CGPoint(x: 50, y: 50)))
        #expect(p.contains(CGPoint(x: 10, y: 10)))
    }

    @Test func openSubpathIsFilledAsIfClosed() {
        // A triangle without close(): (0,0) (100,0) (0,100); (20, 20) is inside.
        let p = UIBezierPath()
        p.move(to: .zero)
        p.addLine(to: CGPoint(x: 100, y: 0))
        p.addLine(to: CGPoint(x: 0, y: 100))
        #expect(p.contains(CGPoint(x: 20, y: 20)))
        #expect(!p.contains(CGPoint(x: 60, y: 60)))  // 60 + 60 > 100: beyond the hypotenuse
    }

    // MARK: Bounds

    @Test func bezierBoundsIncludeControlPointsButPathBoundingBoxDoesNot() {
        // (0,0) → (100,0) with controls (25,−50), (75,−50). The curve's lowest y is at t = 0.5:
        // y = 3·0.25·0.5·(−50) + 3·0.5·0.25·(−50) = −37.5.
        let p = UIBezierPath()
        p.move(to: .zero)
        p.addCurve(to: CGPoint(x: 100, y: 0), controlPoint1: CGPoint(x: 25, y: -50), controlPoint2: CGPoint(x: 75, y: -50))
        expectEqual(p.bounds, CGRect(x: 0, y: -50, width: 100, height: 50))
        expectClose(p.cgPath.boundingBoxOfPath, CGRect(x: 0, y: -37.5, width: 100, height: 37.5), tolerance: 1e-9)
    }

    // MARK: Transform and copies

    @Test func applyMapsEveryPoint() {
        // (0,0,10,10) scaled (2, 3) → (0,0,20,30), then moved (5, 7) → (5,7,20,30).
        let p = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        p.apply(CGAffineTransform(scaleX: 2, y: 3))
        expectEqual(p.bounds, CGRect(x: 0, y: 0, width: 20, height: 30))
        p.apply(CGAffineTransform(translationX: 5, y: 7))
        expectEqual(p.bounds, CGRect(x: 5, y: 7, width: 20, height: 30))
        expectEqual(elements(of: p.cgPath)[0].1, [CGPoint(x: 5, y: 7)])
    }

    @Test func cgPathIsACopyThatLaterEditsDoNotChange() {
        let p = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let before = p.cgPath
        p.apply(CGAffineTransform(scaleX: 2, y: 2))
        p.addLine(to: CGPoint(x: 50, y: 50))
        expectEqual(before.boundingBox, CGRect(x: 0, y: 0, width: 10, height: 10))
        expectEqual(elements(of: before).count, 5)
        expectEqual(p.bounds, CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test func assigningCGPathReplacesTheContents() {
        let p = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        p.cgPath = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 4, height: 4)).cgPath
        expectEqual(p.bounds, CGRect(x: 0, y: 0, width: 4, height: 4))
        expectEqual(elements(of: p.cgPath).count, 6)
    }

    @Test func mutablePathCopyUsingTransformMapsPoints() {
        // Rect (1, 1, 2, 2) moved (10, 0) → (11, 1, 2, 2).
        let m = CGMutablePath()
        m.addRect(CGRect(x: 1, y: 1, width: 2, height: 2))
        var t = CGAffineTransform(translationX: 10, y: 0)
        let moved = m.copy(using: &t)
        expectEqual(moved?.boundingBox, CGRect(x: 11, y: 1, width: 2, height: 2))
        expectEqual(m.boundingBox, CGRect(x: 1, y: 1, width: 2, height: 2))
    }

    @Test func currentPointReturnsToTheSubpathStartAfterClose() {
        let p = UIBezierPath()
        p.move(to: CGPoint(x: 1, y: 2))
        p.addLine(to: CGPoint(x: 5, y: 2))
        expectEqual(p.currentPoint, CGPoint(x: 5, y: 2))
        p.close()
        expectEqual(p.currentPoint, CGPoint(x: 1, y: 2))
    }
}
