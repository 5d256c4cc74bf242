import Expectations
import Testing
import UIKit

/// The key paths animations name, their typed values (numbers, points, sizes, rects, transforms,
/// colours, NSValue boxes), and the mistakes reported in `engine.diagnostics` instead of being
/// silently ignored.
@MainActor
struct KeyPathTests {
    /// Adds `configure`d `CABasicAnimation(keyPath:)` (1 s, linear) and returns the presentation at 0.5 s.
    private func halfway<L: CALayer>(
        _ keyPath: String, on make: () -> L = { CALayer() as! L }, _ configure: @escaping (CABasicAnimation) -> Void
    ) throws -> (presentation: L, engine: UIKitEngine) {
        let engine = UIKitEngine()
        let layer = engine.run(make)
        engine.display(layer)
        engine.run {
            let a = CABasicAnimation(keyPath: keyPath)
            a.duration = 1
            configure(a)
            layer.add(a, forKey: "k")
        }
        engine.advance(to: 0.5)
        return (try engine.presentation(of: layer), engine)
    }

    // MARK: Mistakes are reported

    @Test func unknownKeyPathIsReportedWithASuggestion() throws {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        let recorder = AnimationRecorder()
        engine.addLinear("opactiy", from: 1, to: 0, duration: 1, on: layer) { $0.delegate = recorder }
        let d = engine.diagnostics(ofKind: .unknownKeyPath)
        expectEqual(d.count, 1)
        expectEqual(d.first?.message.contains("Did you mean \"opacity\"?"), true, "\(d)")
        expectEqual(d.first?.message.contains("opactiy"), true)
        // Nothing moves, but the animation runs its time span and its delegate hears the end.
        engine.advance(to: 0.5)
        expectEqual(try engine.presentation(of: layer).opacity, 1)
        engine.advance(to: 1.5)
        expectEqual(recorder.finishedFlags, [true])
    }

    @Test func farFetchedKeyPathGetsNoSuggestion() {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.addLinear("wobbliness", from: 0, to: 1, duration: 1, on: layer)
        let d = engine.diagnostics(ofKind: .unknownKeyPath)
        expectEqual(d.count, 1)
        expectEqual(d.first?.message.contains("Did you mean"), false, "\(d)")
    }

    @Test func missingKeyPathIsReported() {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.run {
            let a = CABasicAnimation()
            a.toValue = 1
            layer.add(a, forKey: "nothing")
        }
        #expect(engine.diagnostics(ofKind: .unknownKeyPath).contains { $0.message.contains("no key path") })
    }

    @Test func frameIsReportedAsNotAnimatable() {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.run {
            let a = CABasicAnimation(keyPath: "frame")
            a.toValue = CGRect(x: 0, y: 0, width: 10, height: 10)
            layer.add(a, forKey: "frame")
        }
        let d = engine.diagnostics(ofKind: .unknownKeyPath)
        expectEqual(d.count, 1)
        expectEqual(d.first?.message.contains("not animatable"), true, "\(d)")
    }

    @Test func stringToValueIsAWrongValueType() {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.run {
            let a = CABasicAnimation(keyPath: "position.x")
            a.fromValue = 0
            a.toValue = "100"
            layer.add(a, forKey: "typo")
        }
        let d = engine.diagnostics(ofKind: .wrongValueType)
        expectEqual(d.count, 1)
        expectEqual(d.first?.message.contains("toValue"), true, "\(d)")
        expectEqual(d.first?.message.contains("String"), true, "\(d)")
        expectEqual(d.first?.message.contains("position.x"), true, "\(d)")
    }

    @Test func pointForANumberPropertyIsAWrongValueType() {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.run {
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = CGPoint(x: 1, y: 1)
            layer.add(a, forKey: "oops")
        }
        expectEqual(engine.diagnostics(ofKind: .wrongValueType).first?.message.contains("fromValue"), true)
    }

    @Test func theSameMistakeIsReportedOnce() {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.addLinear("opactiy", from: 1, to: 0, duration: 1, on: layer, forKey: "a")
        engine.addLinear("opactiy", from: 1, to: 0, duration: 1, on: layer, forKey: "b")
        expectEqual(engine.diagnostics.count, 1)
    }

    @Test func correctAnimationsReportNothing() {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.addLinear("opacity", from: 1, to: 0, duration: 1, on: layer)
        engine.advance(to: 2)
        #expect(engine.diagnostics.isEmpty)
    }

    // MARK: Transforms: NSValue or bare CATransform3D

    @Test func transformAcceptsNSValueBoxes() throws {
        do {
            try KeyPathTests.transformFromNSValueBoxes()
        }
    }

    static func transformFromNSValueBoxes() throws {
        // Identity → S(3, 3, 1): halfway the scale is 2.
        let (p, engine) = try KeyPathTests().halfway("transform") {
            $0.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
            $0.toValue = NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))
        }
        expectClose(p.transform, CATransform3DMakeScale(2, 2, 1), tolerance: 1e-12)
        #expect(engine.diagnostics.isEmpty)
    }

    @Test func transformAcceptsBareCATransform3D() throws {
        let (p, engine) = try halfway("transform") {
            $0.fromValue = CATransform3DIdentity
            $0.toValue = CATransform3DMakeScale(3, 3, 1)
        }
        expectClose(p.transform, CATransform3DMakeScale(2, 2, 1), tolerance: 1e-12)
        #expect(engine.diagnostics.isEmpty)
    }

    @Test func nsValueRoundTripsATransform() throws {
        do {
            do {
                let t = CATransform3DConcat(CATransform3DMakeTranslation(0, -10, 0), CATransform3DMakeScale(150, 150, 1))
                expectEqual(NSValue(caTransform3D: t).caTransform3DValue, t)
            }
        }
    }

    @Test func nsValueRoundTripsAnAffineTransform() throws {
        do {
            do {
                let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
                expectEqual(NSValue(cgAffineTransform: t).cgAffineTransformValue, t)
            }
        }
    }

    @Test func nsValueOfAnotherKindReadsAsIdentityTransform() {
        expectEqual(NSValue(cgPoint: CGPoint(x: 1, y: 2)).caTransform3DValue, CATransform3DIdentity)
        expectEqual(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue, CGPoint(x: 1, y: 2))
        expectEqual(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue, CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func transformScaleSetsAllThreeAxes() throws {
        // "transform.scale" 1 → 3: halfway 2 on x, y and z.
        let (p, _) = try halfway("transform.scale") { $0.fromValue = 1; $0.toValue = 3 }
        expectClose(p.transform, CATransform3DMakeScale(2, 2, 2), tolerance: 1e-12)
    }

    @Test func transformRotationZTurnsAboutZ() throws {
        // 0 → π/2: halfway π/4, c = s = 0.7071067812: m11 = c, m12 = s, m21 = −s, m22 = c.
        let (p, _) = try halfway("transform.rotation.z") { $0.fromValue = 0; $0.toValue = CGFloat.pi / 2 }
        let r = 0.7071067812
        expectClose(p.transform, matrix([[r, r, 0, 0], [-r, r, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]), tolerance: 1e-9)
        expectClose(p.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0, .pi / 4, tolerance: 1e-9)
    }

    @Test func transformRotationYTurnsAboutY() throws {
        // 0 → π/2 about y: halfway m11 = c, m13 = −s, m31 = s, m33 = c with c = s = 0.7071067812.
        let (p, _) = try halfway("transform.rotation.y") { $0.fromValue = 0; $0.toValue = CGFloat.pi / 2 }
        let r = 0.7071067812
        expectClose(p.transform, matrix([[r, 0, -r, 0], [0, 1, 0, 0], [r, 0, r, 0], [0, 0, 0, 1]]), tolerance: 1e-9)
    }

    @Test func transformRotationMeansRotationZ() throws {
        let (p, _) = try halfway("transform.rotation") { $0.fromValue = 0; $0.toValue = CGFloat.pi }
        // Halfway π/2: m11 = 0, m12 = 1.
        expectClose(p.transform.m12, 1, tolerance: 1e-9)
        expectClose(p.transform.m11, 0, tolerance: 1e-9)
    }

    @Test func combinedRotationSubKeysTurnAboutXThenYThenZ() throws {
        // rotation.x = 0.3, rotation.y = 0.5, rotation.z = 0.7 held by three animations (from = to)
        // on one layer: Euler angles applied x first, then y, then z — the matrix Rx · Ry · Rz
        // (CATransform3DRotate puts its rotation before the transform it is given).
        let (x, y, z): (CGFloat, CGFloat, CGFloat) = (0.3, 0.5, 0.7)
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        for (axis, angle) in [("x", x), ("y", y), ("z", z)] {
            engine.addLinear("transform.rotation.\(axis)", from: Double(angle), to: Double(angle), duration: 1, on: layer, forKey: axis)
        }
        engine.advance(to: 0.5)
        let p = try engine.presentation(of: layer)
        let expected = CATransform3DRotate(CATransform3DRotate(CATransform3DMakeRotation(z, 0, 0, 1), y, 0, 1, 0), x, 1, 0, 0)
        expectClose(p.transform, expected, tolerance: 1e-9)
        expectClose(p.transform, CATransform3DConcat(CATransform3DConcat(CATransform3DMakeRotation(x, 1, 0, 0), CATransform3DMakeRotation(y, 0, 1, 0)), CATransform3DMakeRotation(z, 0, 0, 1)), tolerance: 1e-9)
        // Each sub-key reads its own angle back.
        expectClose(p.value(forKeyPath: "transform.rotation.x") as? CGFloat ?? 0, x, tolerance: 1e-9)
        expectClose(p.value(forKeyPath: "transform.rotation.y") as? CGFloat ?? 0, y, tolerance: 1e-9)
        expectClose(p.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0, z, tolerance: 1e-9)
    }

    @Test func transformTranslationXMovesTheFourthRow() throws {
        let (p, _) = try halfway("transform.translation.x") { $0.fromValue = 0; $0.toValue = 100 }
        expectClose(p.transform, CATransform3DMakeTranslation(50, 0, 0), tolerance: 1e-12)
    }

    @Test func sublayerTransformAnimates() throws {
        // m34 0 → −1/250: halfway −1/500 (a perspective blend keeps the rest identity).
        var end = CATransform3DIdentity
        end.m34 = -1.0 / 250
        let (p, _) = try halfway("sublayerTransform") { $0.fromValue = CATransform3DIdentity; $0.toValue = end }
        expectClose(p.sublayerTransform.m34, -1.0 / 500, tolerance: 1e-12)
        expectClose(p.sublayerTransform.m11, 1, tolerance: 1e-12)
    }

    // MARK: Other value types

    @Test func opacityTakesNumbersOfAnyType() throws {
        let (p, engine) = try halfway("opacity") { $0.fromValue = Float(1); $0.toValue = NSNumber(value: 0) }
        expectClose(p.opacity, 0.5, tolerance: 1e-6)
        #expect(engine.diagnostics.isEmpty)
    }

    @Test func positionTakesPointsOrNSValue() throws {
        // (0, 0) → (100, 50): halfway (50, 25).
        let (p, _) = try halfway("position") { $0.fromValue = NSValue(cgPoint: .zero); $0.toValue = CGPoint(x: 100, y: 50) }
        expectClose(p.position, CGPoint(x: 50, y: 25))
    }

    @Test func boundsSizeInterpolatesWidthAndHeight() throws {
        // (10, 10) → (30, 50): halfway (20, 30); the origin stays (0, 0).
        let (p, _) = try halfway("bounds.size") { $0.fromValue = CGSize(width: 10, height: 10); $0.toValue = NSValue(cgSize: CGSize(width: 30, height: 50)) }
        expectClose(p.bounds, CGRect(x: 0, y: 0, width: 20, height: 30))
    }

    @Test func boundsInterpolatesTheWholeRect() throws {
        // (0, 0, 10, 10) → (20, 40, 30, 50): halfway (10, 20, 20, 30).
        let (p, _) = try halfway("bounds") {
            $0.fromValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 10, height: 10))
            $0.toValue = CGRect(x: 20, y: 40, width: 30, height: 50)
        }
        expectClose(p.bounds, CGRect(x: 10, y: 20, width: 20, height: 30))
    }

    @Test func cornerRadiusInterpolates() throws {
        let (p, _) = try halfway("cornerRadius") { $0.fromValue = 0; $0.toValue = 20 }
        expectClose(p.cornerRadius, 10)
    }

    @Test func backgroundColorInterpolatesComponents() throws {
        // red (1, 0, 0, 1) → blue (0, 0, 1, 1): halfway (0.5, 0, 0.5, 1).
        let (p, _) = try halfway("backgroundColor") {
            $0.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            $0.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        }
        let c = try #require(p.backgroundColor?.components)
        expectEqual(c.count, 4)
        expectClose(c[0], 0.5); expectClose(c[1], 0); expectClose(c[2], 0.5); expectClose(c[3], 1)
    }

    @Test func strokeEndAnimatesOnAShapeLayer() throws {
        let (p, engine) = try halfway("strokeEnd", on: { CAShapeLayer() }) { $0.fromValue = 0; $0.toValue = 1 }
        expectClose(p.strokeEnd, 0.5)
        #expect(engine.diagnostics.isEmpty)
    }

    @Test func strokeEndOnAPlainLayerIsReported() throws {
        let (_, engine) = try halfway("strokeEnd") { $0.fromValue = 0; $0.toValue = 1 }
        expectEqual(engine.diagnostics(ofKind: .unknownKeyPath).first?.message.contains("CAShapeLayer"), true)
    }

    // MARK: Which values are used (from / to / by)

    @Test func fromAndByGoFromFromToFromPlusBy() throws {
        // from 10 by 20 → 10 … 30: halfway 20.
        let (p, _) = try halfway("position.x") { $0.fromValue = 10; $0.byValue = 20 }
        expectClose(p.position.x, 20)
    }

    @Test func toAndByGoFromToMinusByToTo() throws {
        // to 100 by 40 → 60 … 100: halfway 80.
        let (p, _) = try halfway("position.x") { $0.toValue = 100; $0.byValue = 40 }
        expectClose(p.position.x, 80)
    }

    @Test func toAloneStartsFromTheModelValue() throws {
        // Model position.x 0 (default) → to 200: halfway 100.
        let (p, _) = try halfway("position.x") { $0.toValue = 200 }
        expectClose(p.position.x, 100)
    }

    @Test func fromAloneEndsAtTheModelValue() throws {
        // from 80 → model 0: halfway 40.
        let (p, _) = try halfway("position.x") { $0.fromValue = 80 }
        expectClose(p.position.x, 40)
    }

    @Test func byAloneAddsToTheModelValue() throws {
        // Model opacity 1, by −0.6 → 1 … 0.4: halfway 0.7.
        let (p, _) = try halfway("opacity") { $0.byValue = -0.6 }
        expectClose(p.opacity, 0.7, tolerance: 1e-6)
    }
}
