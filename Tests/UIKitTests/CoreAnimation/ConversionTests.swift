import Expectations
import Testing
import UIKit

/// Point and rectangle conversion between layers (UIKIT-SEMANTICS §5): layer → superlayer is
/// "subtract bounds.origin + anchorPoint × bounds.size, apply transform (divide by w), add position,
/// apply the superlayer's sublayerTransform about its anchor"; rectangles map to the bounding box
/// of their mapped corners.
@MainActor
struct ConversionTests {
    /// P (root; bounds 200 × 200, position (150, 120)) ⊃ C (bounds 100 × 50, position (50, 60)) ⊃
    /// G (bounds 10 × 10, position (20, 20)). Anchors are centred: P (100, 100), C (50, 25), G (5, 5).
    private struct Tree {
        let engine: UIKitEngine  // layers hold their engine weakly
        let p: CALayer, c: CALayer, g: CALayer
    }

    private func tree() -> Tree {
        let engine = UIKitEngine()
        return engine.run {
            let p = CALayer(), c = CALayer(), g = CALayer()
            p.bounds = CGRect(x: 0, y: 0, width: 200, height: 200); p.position = CGPoint(x: 150, y: 120)
            c.bounds = CGRect(x: 0, y: 0, width: 100, height: 50); c.position = CGPoint(x: 50, y: 60)
            g.bounds = CGRect(x: 0, y: 0, width: 10, height: 10); g.position = CGPoint(x: 20, y: 20)
            p.addSublayer(c)
            c.addSublayer(g)
            return Tree(engine: engine, p: p, c: c, g: g)
        }
    }

    // MARK: Without transforms

    @Test func convertingToTheSameLayerIsIdentity() {
        let t = tree()
        expectEqual(t.c.convert(CGPoint(x: 3, y: 4), from: t.c), CGPoint(x: 3, y: 4))
        expectEqual(t.c.convert(CGPoint(x: 3, y: 4), to: t.c), CGPoint(x: 3, y: 4))
    }

    @Test func pointFromChildToParentSubtractsAnchorAndAddsPosition() {
        // C (0, 0) − anchor (50, 25) + position (50, 60) = (0, 35).
        let t = tree()
        expectClose(t.p.convert(CGPoint.zero, from: t.c), CGPoint(x: 0, y: 35))
        expectClose(t.c.convert(CGPoint.zero, to: t.p), CGPoint(x: 0, y: 35))
        expectClose(t.c.convert(CGPoint(x: 0, y: 35), from: t.p), .zero)
    }

    @Test func nonCentredAnchorPointMovesTheOrigin() {
        // anchorPoint (0, 0): C's (10, 10) → (10, 10) + (50, 60) = (60, 70).
        let t = tree()
        t.c.anchorPoint = .zero
        expectClose(t.p.convert(CGPoint(x: 10, y: 10), from: t.c), CGPoint(x: 60, y: 70))
    }

    @Test func boundsOriginShiftsTheLayersOwnSpace() {
        // P.bounds origin (0, 50): anchor offset (0, 50) + (100, 100) = (100, 150).
        // P's (0, 60) in root space: (0 − 100, 60 − 150) + (150, 120) = (50, 30).
        let t = tree()
        t.p.bounds = CGRect(x: 0, y: 50, width: 200, height: 200)
        expectClose(t.p.convert(CGPoint(x: 0, y: 60), to: nil), CGPoint(x: 50, y: 30))
        expectClose(t.p.convert(CGPoint(x: 50, y: 30), from: nil), CGPoint(x: 0, y: 60))
    }

    // MARK: Through transforms

    @Test func scaledChildScalesAboutItsAnchor() {
        // C scaled 2: (0, 0) − (50, 25) = (−50, −25) → ·2 = (−100, −50) → + (50, 60) = (−50, 10).
        let t = tree()
        t.c.transform = CATransform3DMakeScale(2, 2, 1)
        expectClose(t.p.convert(CGPoint.zero, from: t.c), CGPoint(x: -50, y: 10))
        expectClose(t.c.convert(CGPoint(x: -50, y: 10), from: t.p), .zero, tolerance: 1e-12)
    }

    @Test func pointThroughTwoNestedTransformedLayers() {
        // G rotated π/2 ((x, y) → (−y, x)), C scaled 2. G (10, 0): − (5, 5) = (5, −5) → (5, 5) → + (20, 20) = (25, 25) in C;
        // − (50, 25) = (−25, 0) → ·2 = (−50, 0) → + (50, 60) = (0, 60) in P; root: (0, 60) − (100, 100) + (150, 120) = (50, 80).
        let t = tree()
        t.c.transform = CATransform3DMakeScale(2, 2, 1)
        t.g.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        expectClose(t.g.convert(CGPoint(x: 10, y: 0), to: t.c), CGPoint(x: 25, y: 25), tolerance: 1e-12)
        expectClose(t.p.convert(CGPoint(x: 10, y: 0), from: t.g), CGPoint(x: 0, y: 60), tolerance: 1e-12)
        expectClose(t.g.convert(CGPoint(x: 10, y: 0), to: t.p), CGPoint(x: 0, y: 60), tolerance: 1e-12)
        expectClose(t.g.convert(CGPoint(x: 10, y: 0), to: nil), CGPoint(x: 50, y: 80), tolerance: 1e-12)
        expectClose(t.g.convert(CGPoint(x: 0, y: 60), from: t.p), CGPoint(x: 10, y: 0), tolerance: 1e-12)
        expectClose(t.g.convert(CGPoint(x: 50, y: 80), from: nil), CGPoint(x: 10, y: 0), tolerance: 1e-12)
    }

    @Test func pointBetweenCousinLayers() {
        // S in P: bounds 40 × 40 at position (20, 20), so S space = P space. G (10, 0) → (0, 60) as above.
        let t = tree()
        t.c.transform = CATransform3DMakeScale(2, 2, 1)
        t.g.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let s = t.engine.run { CALayer() }
        s.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        s.position = CGPoint(x: 20, y: 20)
        t.p.addSublayer(s)
        expectClose(s.convert(CGPoint(x: 10, y: 0), from: t.g), CGPoint(x: 0, y: 60), tolerance: 1e-12)
        expectClose(t.g.convert(CGPoint(x: 0, y: 60), from: s), CGPoint(x: 10, y: 0), tolerance: 1e-12)
    }

    // MARK: Rectangles

    @Test func rotatedRectConvertsToItsBoundingBox() {
        // C rotated π/2: corners (0,0)→(75,10), (100,0)→(75,110), (0,50)→(25,10), (100,50)→(25,110)
        // (each: − (50, 25), (x, y) → (−y, x), + (50, 60)). Box (25, 10, 50, 100); the frame is the same box.
        let t = tree()
        t.c.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        expectClose(t.p.convert(t.c.bounds, from: t.c), CGRect(x: 25, y: 10, width: 50, height: 100), tolerance: 1e-12)
        expectClose(t.c.convert(t.c.bounds, to: t.p), CGRect(x: 25, y: 10, width: 50, height: 100), tolerance: 1e-12)
        expectClose(t.c.frame, CGRect(x: 25, y: 10, width: 50, height: 100), tolerance: 1e-12)
    }

    @Test func rectThroughTwoNestedTransformedLayers() {
        // G's corners in P (see pointThroughTwoNestedTransformedLayers): (0,0)→(0,40), (10,0)→(0,60),
        // (0,10)→(−20,40), (10,10)→(−20,60). Box (−20, 40, 20, 20); back again: G's bounds.
        let t = tree()
        t.c.transform = CATransform3DMakeScale(2, 2, 1)
        t.g.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        expectClose(t.p.convert(t.g.bounds, from: t.g), CGRect(x: -20, y: 40, width: 20, height: 20), tolerance: 1e-12)
        expectClose(t.g.convert(CGRect(x: -20, y: 40, width: 20, height: 20), from: t.p), CGRect(x: 0, y: 0, width: 10, height: 10), tolerance: 1e-12)
    }

    // MARK: Perspective

    /// K (200 × 200 at (100, 100), sublayerTransform.m34 = −1/500) ⊃ L (100 × 100 at (100, 100), turned π/3 about y).
    private func perspectiveScene(_ engine: UIKitEngine, perspectiveOnSublayerTransform: Bool = true) -> (k: CALayer, l: CALayer) {
        engine.run {
            let k = CALayer(), l = CALayer()
            k.bounds = CGRect(x: 0, y: 0, width: 200, height: 200); k.position = CGPoint(x: 100, y: 100)
            l.bounds = CGRect(x: 0, y: 0, width: 100, height: 100); l.position = CGPoint(x: 100, y: 100)
            var p = CATransform3DIdentity
            p.m34 = -1.0 / 500
            if perspectiveOnSublayerTransform {
                k.sublayerTransform = p
                l.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
            } else {
                l.transform = CATransform3DRotate(p, .pi / 3, 0, 1, 0)
            }
            k.addSublayer(l)
            return (k, l)
        }
    }

    @Test func sublayerTransformPerspectiveProjectsPoints() {
        // L (100, 50) − (50, 50) = (50, 0); R_y(π/3): x' = 50·0.5 = 25, z' = 50·(−0.8660254) = −43.30127;
        // + (100, 100); about K's anchor (100, 100): (25, 0, −43.30127), w = 1 + 43.30127/500 = 1.0866025;
        // x = 25/1.0866025 = 23.0074927 → (123.0074927, 100). The left edge (0, 50): (−25, 0, +43.30127),
        // w = 0.9133975, x = −27.3703411 → (72.6296589, 100).
        let (k, l) = perspectiveScene(UIKitEngine())
        expectClose(k.convert(CGPoint(x: 100, y: 50), from: l), CGPoint(x: 123.0074926857, y: 100), tolerance: 1e-8)
        expectClose(k.convert(CGPoint(x: 0, y: 50), from: l), CGPoint(x: 72.6296589325, y: 100), tolerance: 1e-8)
        expectClose(l.convert(CGPoint(x: 123.0074926857, y: 100), from: k), CGPoint(x: 100, y: 50), tolerance: 1e-8)
    }

    @Test func sublayerTransformPerspectiveRectIsTheBoxOfTheProjectedCorners() {
        // Corners: (0,0)→(72.6296589, 45.2593179), (100,0)→(123.0074927, 53.9850146),
        // (0,100)→(72.6296589, 154.7406821), (100,100)→(123.0074927, 146.0149854).
        // Box: x 72.6296589…123.0074927, y 45.2593179…154.7406821 → (72.6296589, 45.2593179, 50.3778338, 109.4813643).
        let (k, l) = perspectiveScene(UIKitEngine())
        expectClose(k.convert(l.bounds, from: l), CGRect(x: 72.6296589325, y: 45.2593178651, width: 50.3778337532, height: 109.4813642698), tolerance: 1e-8)
    }

    @Test func perspectiveOnTheLayersOwnTransformProjectsTheSame() {
        // transform = Rotate(P, π/3, 0, 1, 0) = R_y · P about L's anchor, which is where K's anchor is:
        // the same numbers as with K's sublayerTransform.
        let (k, l) = perspectiveScene(UIKitEngine(), perspectiveOnSublayerTransform: false)
        expectClose(k.convert(CGPoint(x: 100, y: 50), from: l), CGPoint(x: 123.0074926857, y: 100), tolerance: 1e-8)
        expectClose(k.convert(CGPoint(x: 0, y: 50), from: l), CGPoint(x: 72.6296589325, y: 100), tolerance: 1e-8)
    }

    @Test func sublayerTransformActsAboutTheSuperlayersAnchor() {
        // K.sublayerTransform = S(2, 2, 1) about K's anchor (100, 100). M (10 × 10 at (150, 100)): its centre (5, 5)
        // → (150, 100) → − (100, 100) = (50, 0) → ·2 = (100, 0) → + (100, 100) = (200, 100).
        let engine = UIKitEngine()
        let (k, m) = engine.run { () -> (CALayer, CALayer) in
            let k = CALayer(), m = CALayer()
            k.bounds = CGRect(x: 0, y: 0, width: 200, height: 200); k.position = CGPoint(x: 100, y: 100)
            k.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
            m.bounds = CGRect(x: 0, y: 0, width: 10, height: 10); m.position = CGPoint(x: 150, y: 100)
            k.addSublayer(m)
            return (k, m)
        }
        expectClose(k.convert(CGPoint(x: 5, y: 5), from: m), CGPoint(x: 200, y: 100))
        // sublayerTransform applies to sublayers only, not to the layer itself: K's (0, 0) in root space is (0, 0).
        expectClose(k.convert(CGPoint.zero, to: nil), .zero)
    }

    // MARK: Masks and frame

    @Test func maskLivesInTheMaskedLayersSpace() {
        // Mask 20 × 20 at position (30, 40): its (0, 0) → (0, 0) − (10, 10) + (30, 40) = (20, 30) in the masked layer.
        let engine = UIKitEngine()
        let (owner, mask) = engine.run { () -> (CALayer, CAShapeLayer) in
            let owner = CALayer(), mask = CAShapeLayer()
            owner.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            mask.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            mask.position = CGPoint(x: 30, y: 40)
            owner.mask = mask
            return (owner, mask)
        }
        expectClose(owner.convert(CGPoint.zero, from: mask), CGPoint(x: 20, y: 30))
        expectNil(mask.superlayer)
    }

    @Test func frameIsDerivedAndSettingItMovesPositionAndSize() {
        // frame (10, 20, 30, 40) with the centred anchor: bounds size (30, 40), position (25, 40).
        let engine = UIKitEngine()
        let layer = engine.run { CALayer() }
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        expectEqual(layer.bounds, CGRect(x: 0, y: 0, width: 30, height: 40))
        expectEqual(layer.position, CGPoint(x: 25, y: 40))
        expectEqual(layer.frame, CGRect(x: 10, y: 20, width: 30, height: 40))
        // Scaled 2 about the centre: frame (−5, 0, 60, 80).
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        expectClose(layer.frame, CGRect(x: -5, y: 0, width: 60, height: 80))
        #expect(engine.diagnostics.isEmpty)
    }

    @Test func maskWithASuperlayerIsReportedAndDetached() {
        let engine = UIKitEngine()
        let (owner, parent, m) = engine.run { () -> (CALayer, CALayer, CALayer) in
            let owner = CALayer(), parent = CALayer(), m = CALayer()
            parent.addSublayer(m)
            owner.mask = m
            return (owner, parent, m)
        }
        expectEqual(engine.diagnostics(ofKind: .misuse).count, 1)
        expectNil(m.superlayer)
        expectNil(parent.sublayers)
        expectIdentical(owner.mask, m)
    }
}
