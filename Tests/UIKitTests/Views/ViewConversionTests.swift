import Testing
import UIKit

/// `convert(_:to:)` / `convert(_:from:)` for points and rectangles (UIKIT-SEMANTICS §5, §9):
/// through every transform on the path, 3-D perspective included; nil means window coordinates.
///
/// The scene, in a window at the screen's origin:
/// - `scaled`: frame (0, 0, 100, 100), then scaled ×2 about its centre (50, 50); child `a` at
///   (10, 20, 30, 30). a's origin: parent point (10, 20) → (10 − 50)·2 + 50, (20 − 50)·2 + 50 = (−30, −10).
/// - `rotated`: frame (200, 300, 100, 100), turned π/2 (clockwise on screen) about (250, 350);
///   child `b` at (0, 0, 10, 10). b's origin: (0 − 50, 0 − 50) = (−50, −50) → (x cos − y sin,
///   x sin + y cos) = (50, −50) → + (250, 350) = (300, 300).
/// - `translated`: frame (20, 400, 100, 100), translated by (30, 40); child `c` at (5, 5, 10, 10).
///   c's origin: (5, 5) − (50, 50) + (30, 40) + centre (70, 450) = (55, 445).
@MainActor
struct ViewConversionTests {
    private struct Scene {
        let stage: ViewStage
        let scaled: UIView, rotated: UIView, translated: UIView
        let a: UIView, b: UIView, c: UIView
    }

    private func scene() -> Scene {
        let stage = ViewStage()
        let scaled = stage.addView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let rotated = stage.addView(CGRect(x: 200, y: 300, width: 100, height: 100))
        let translated = stage.addView(CGRect(x: 20, y: 400, width: 100, height: 100))
        let a = stage.addView(CGRect(x: 10, y: 20, width: 30, height: 30), to: scaled)
        let b = stage.addView(CGRect(x: 0, y: 0, width: 10, height: 10), to: rotated)
        let c = stage.addView(CGRect(x: 5, y: 5, width: 10, height: 10), to: translated)
        stage.run {
            scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
            rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
            translated.transform = CGAffineTransform(translationX: 30, y: 40)
        }
        return Scene(stage: stage, scaled: scaled, rotated: rotated, translated: translated, a: a, b: b, c: c)
    }

    @Test func pointsToWindowCoordinates() {
        let s = scene()
        s.stage.run {
            expectClose(s.a.convert(CGPoint.zero, to: nil), CGPoint(x: -30, y: -10), tolerance: 1e-9)
            expectClose(s.b.convert(CGPoint.zero, to: nil), CGPoint(x: 300, y: 300), tolerance: 1e-9)
            expectClose(s.c.convert(CGPoint.zero, to: nil), CGPoint(x: 55, y: 445), tolerance: 1e-9)
            // a's far corner (30, 30) is 60 further along each axis at scale 2.
            expectClose(s.a.convert(CGPoint(x: 30, y: 30), to: nil), CGPoint(x: 30, y: 50), tolerance: 1e-9)
            // The window's own coordinates are the same space.
            expectClose(s.a.convert(CGPoint.zero, to: s.stage.window), CGPoint(x: -30, y: -10), tolerance: 1e-9)
        }
    }

    @Test func pointsFromWindowCoordinatesInvert() {
        let s = scene()
        s.stage.run {
            expectClose(s.b.convert(CGPoint(x: 300, y: 300), from: nil), .zero, tolerance: 1e-9)
            // (290, 300) in the window: −10 along screen x is +10 along b's y (turned a quarter).
            expectClose(s.b.convert(CGPoint(x: 290, y: 300), from: nil), CGPoint(x: 0, y: 10), tolerance: 1e-9)
            expectClose(s.a.convert(CGPoint(x: 30, y: 50), from: nil), CGPoint(x: 30, y: 30), tolerance: 1e-9)
        }
    }

    @Test func pointsBetweenCousinsUnderDifferentlyTransformedParents() {
        // a's origin is (−30, −10) in the window. Into b: subtract the centre (250, 350) →
        // (−280, −360); undo the quarter turn ((x', y') = (−y, x) ⇒ x = y', y = −x') → (−360, 280);
        // add the anchor (50, 50) → (−310, 330) in `rotated`, which is b's space too (b at 0, 0).
        let s = scene()
        s.stage.run {
            expectClose(s.a.convert(CGPoint.zero, to: s.b), CGPoint(x: -310, y: 330), tolerance: 1e-9)
            expectClose(s.b.convert(CGPoint.zero, from: s.a), CGPoint(x: -310, y: 330), tolerance: 1e-9)
            expectClose(s.b.convert(CGPoint(x: -310, y: 330), to: s.a), .zero, tolerance: 1e-9)
            // a → c: window (−30, −10) − (70, 450) − (30, 40) + (50, 50) − (5, 5) = (−85, −455).
            expectClose(s.a.convert(CGPoint.zero, to: s.c), CGPoint(x: -85, y: -455), tolerance: 1e-9)
        }
    }

    @Test func siblingsUnderOneTransformedParentDoNotSeeItsTransform() {
        // Two children of the scaled parent: the scale cancels; the offset is in parent points.
        let s = scene()
        let d = s.stage.addView(CGRect(x: 60, y: 70, width: 10, height: 10), to: s.scaled)
        s.stage.run {
            expectClose(s.a.convert(CGPoint.zero, to: d), CGPoint(x: -50, y: -50), tolerance: 1e-9)
            expectClose(d.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: s.a), CGRect(x: 50, y: 50, width: 10, height: 10), tolerance: 1e-9)
        }
    }

    @Test func rectanglesBecomeTheBoundingBoxOfTheirCorners() {
        // a's bounds (30 × 30) at scale 2 → (−30, −10, 60, 60).
        // b's bounds turned a quarter: corners (0,0) → (300, 300), (10,0) → (300, 310),
        // (0,10) → (290, 300), (10,10) → (290, 310) → box (290, 300, 10, 10).
        let s = scene()
        s.stage.run {
            expectClose(s.a.convert(s.a.bounds, to: nil), CGRect(x: -30, y: -10, width: 60, height: 60), tolerance: 1e-9)
            expectClose(s.b.convert(s.b.bounds, to: nil), CGRect(x: 290, y: 300, width: 10, height: 10), tolerance: 1e-9)
            expectClose(s.a.convert(CGRect(x: -30, y: -10, width: 60, height: 60), from: nil), s.a.bounds, tolerance: 1e-9)
        }
    }

    @Test func rectangleUnderARotationOf45DegreesGrows() {
        // A 100 × 100 parent at (100, 100, 100, 100) turned π/4 about (150, 150); its bounds in
        // the window: half-diagonal 70.7107 → (79.2893, 79.2893, 141.4214, 141.4214).
        let stage = ViewStage()
        let v = stage.addView(CGRect(x: 100, y: 100, width: 100, height: 100))
        stage.run { v.transform = CGAffineTransform(rotationAngle: .pi / 4) }
        stage.run {
            expectClose(v.convert(v.bounds, to: nil), CGRect(x: 79.289322, y: 79.289322, width: 141.421356, height: 141.421356), tolerance: 1e-5)
        }
    }

    // MARK: Perspective

    /// A container at (0, 400, 200, 200) with sublayerTransform.m34 = −1/500 and a child `d` at
    /// (50, 50, 100, 100) turned π/4 about y.
    private func perspectiveScene() -> (ViewStage, UIView, UIView) {
        let stage = ViewStage()
        let container = stage.addView(CGRect(x: 0, y: 400, width: 200, height: 200))
        let d = stage.addView(CGRect(x: 50, y: 50, width: 100, height: 100), to: container)
        stage.run {
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 500
            container.layer.sublayerTransform = perspective
            d.layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        }
        return (stage, container, d)
    }

    @Test func pointsThroughAPerspectiveParent() {
        // d's right-edge midpoint (100, 50): minus the anchor (50, 50) → (50, 0, 0); turned about
        // y (row vector): x' = 50 cos 45° = 35.3553, z' = 50·(−sin 45°) = −35.3553; plus the
        // position (100, 100). The container's perspective about its centre (100, 100):
        // w = 1 + z'·(−1/500) = 1.0707107, x = 35.3553/1.0707107 = 33.0204 → (133.0204, 100).
        // Left edge (0, 50): z' = +35.3553, w = 0.9292893, x = −35.3553/0.9292893 = −38.0456
        // → (61.9544, 100): the near edge spreads further from the centre.
        let (stage, container, d) = perspectiveScene()
        stage.run {
            expectClose(d.convert(CGPoint(x: 100, y: 50), to: container), CGPoint(x: 133.020441, y: 100), tolerance: 1e-5)
            expectClose(d.convert(CGPoint(x: 0, y: 50), to: container), CGPoint(x: 61.954433, y: 100), tolerance: 1e-5)
            // In the window the container's origin (0, 400) is added.
            expectClose(d.convert(CGPoint(x: 100, y: 50), to: nil), CGPoint(x: 133.020441, y: 500), tolerance: 1e-5)
        }
    }

    @Test func perspectiveConversionInverts() {
        let (stage, container, d) = perspectiveScene()
        stage.run {
            expectClose(d.convert(CGPoint(x: 133.020441, y: 100), from: container), CGPoint(x: 100, y: 50), tolerance: 1e-4)
            let p = CGPoint(x: 70, y: 80)
            expectClose(container.convert(d.convert(p, to: container), to: d), p, tolerance: 1e-9)
        }
    }

    @Test func perspectiveCornerOffTheAxisIsDividedToo() {
        // Top-right corner (100, 0): (50, −50, 0) → x' = 35.3553, y' = −50, z' = −35.3553,
        // w = 1.0707107 → (33.0204, −46.6980) + (100, 100) = (133.0204, 53.3020).
        // The rectangle of d in the container: x from 61.9544 to 133.0204; the near (left) edge
        // is taller: y from 100 − 50/0.9292893 = 46.1954 to 153.8046.
        let (stage, container, d) = perspectiveScene()
        stage.run {
            expectClose(d.convert(CGPoint(x: 100, y: 0), to: container), CGPoint(x: 133.020441, y: 53.302044), tolerance: 1e-5)
            expectClose(d.convert(d.bounds, to: container),
                        CGRect(x: 61.954433, y: 46.195443, width: 133.020441 - 61.954433, height: 107.609113), tolerance: 1e-5)
        }
    }
}
