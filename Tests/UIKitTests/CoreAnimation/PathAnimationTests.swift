import Expectations
import Testing
import UIKit

/// Path values: a `"path"` animation on a CAShapeLayer interpolates the points pairwise (both paths
/// must have the same elements); a keyframe animation can move `position` along a path.
@MainActor
struct PathAnimationTests {
    private func shapeLayer(_ engine: UIKitEngine) -> CAShapeLayer {
        let layer = engine.run { CAShapeLayer() }
        engine.display(layer)
        return layer
    }

    @Test func twoOvalsOfDifferentSizesAreHalfwayAtHalfTime() throws {
        // Oval in (40, 40, 20, 20) → oval in (0, 0, 100, 100), 1 s linear. Every point moves halfway:
        // at 0.5 s the path is the oval in (20, 20, 60, 60): start (80, 50), quarter points (50, 80),
        // (20, 50), (50, 20); first control point (80, 50 + 30·0.5522847) = (80, 66.5685425).
        let engine = UIKitEngine()
        let layer = shapeLayer(engine)
        let recorder = AnimationRecorder()
        engine.run {
            let a = CABasicAnimation(keyPath: "path")
            a.fromValue = UIBezierPath(ovalIn: CGRect(x: 40, y: 40, width: 20, height: 20)).cgPath
            a.toValue = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
            a.duration = 1
            a.delegate = recorder
            layer.add(a, forKey: "grow")
        }
        engine.advance(to: 0.5)
        let path = try #require(try engine.presentation(of: layer).path)
        let e = elements(of: path)
        expectEqual(e.map(\.0), [.moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .closeSubpath])
        expectClose(e[0].1[0], CGPoint(x: 80, y: 50), tolerance: 1e-9)
        expectClose(e[1].1[0], CGPoint(x: 80, y: 66.5685424949), tolerance: 1e-9)
        expectClose(e[1].1[2], CGPoint(x: 50, y: 80), tolerance: 1e-9)
        expectClose(e[2].1[2], CGPoint(x: 20, y: 50), tolerance: 1e-9)
        expectClose(e[3].1[2], CGPoint(x: 50, y: 20), tolerance: 1e-9)
        expectClose(path.boundingBox, CGRect(x: 20, y: 20, width: 60, height: 60), tolerance: 1e-9)
        #expect(engine.diagnostics.isEmpty)
        engine.advance(to: 1.5)
        expectEqual(recorder.finishedFlags, [true])
    }

    @Test func pathAnimationAtAQuarterWithEaseIn() throws {
        // Rect (0, 0, 10, 10) → rect (0, 0, 110, 10), ease-in: at 0.5 s p = 0.315357, so the right edge
        // is at 10 + 100·0.315357 = 41.5357.
        let engine = UIKitEngine()
        let layer = shapeLayer(engine)
        engine.run {
            let a = CABasicAnimation(keyPath: "path")
            a.fromValue = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
            a.toValue = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 110, height: 10)).cgPath
            a.duration = 1
            a.timingFunction = CAMediaTimingFunction(name: .easeIn)
            layer.add(a, forKey: "widen")
        }
        engine.advance(to: 0.5)
        let path = try #require(try engine.presentation(of: layer).path)
        expectClose(path.boundingBox.maxX, 41.5357, tolerance: 1e-3)
    }

    @Test func mismatchedPathsAreReported() throws {
        // An oval (move + 4 curves + close) and a rectangle (move + 3 lines + close) cannot morph.
        let engine = UIKitEngine()
        let layer = shapeLayer(engine)
        let model = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).cgPath
        layer.path = model
        let recorder = AnimationRecorder()
        engine.run {
            let a = CABasicAnimation(keyPath: "path")
            a.fromValue = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
            a.toValue = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
            a.duration = 1
            a.delegate = recorder
            layer.add(a, forKey: "morph")
        }
        let d = engine.diagnostics(ofKind: .uninterpolablePaths)
        expectEqual(d.count, 1)
        expectEqual(d.first?.message.contains("same number"), true, "\(d)")
        // It changes nothing but still runs its time span and tells its delegate.
        engine.advance(to: 0.5)
        expectEqual(try engine.presentation(of: layer).path, model)
        engine.advance(to: 1.5)
        expectEqual(recorder.finishedFlags, [true])
    }

    @Test func pathAnimationOnAPlainLayerIsReported() {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.run {
            let a = CABasicAnimation(keyPath: "path")
            a.fromValue = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).cgPath
            a.toValue = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)).cgPath
            layer.add(a, forKey: "path")
        }
        let d = engine.diagnostics(ofKind: .unknownKeyPath)
        expectEqual(d.count, 1)
        expectEqual(d.first?.message.contains("CAShapeLayer"), true, "\(d)")
    }

    @Test func pathValueMustBeACGPathNotAUIBezierPath() {
        // Forgetting `.cgPath` is a wrong value type.
        let engine = UIKitEngine()
        let layer = shapeLayer(engine)
        engine.run {
            let a = CABasicAnimation(keyPath: "path")
            a.toValue = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2))
            layer.add(a, forKey: "path")
        }
        let d = engine.diagnostics(ofKind: .wrongValueType)
        expectEqual(d.count, 1)
        expectEqual(d.first?.message.contains("cgPath"), true, "\(d)")
    }

    // MARK: Moving along a path

    @Test func pacedMotionAlongAnOpenPath() throws {
        // position along (0,0) → (100,0) → (100,50), paced, 1.5 s: lengths 100 + 50 at 100 pt/s:
        // 0.5 s → (50, 0); 1.25 s → 25 pt down the second leg → (100, 25).
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.run {
            let p = UIBezierPath()
            p.move(to: .zero)
            p.addLine(to: CGPoint(x: 100, y: 0))
            p.addLine(to: CGPoint(x: 100, y: 50))
            let a = CAKeyframeAnimation(keyPath: "position")
            a.path = p.cgPath
            a.calculationMode = .paced
            a.duration = 1.5
            layer.add(a, forKey: "follow")
        }
        engine.advance(to: 0.5)
        expectClose(try engine.presentation(of: layer).position, CGPoint(x: 50, y: 0), tolerance: 1e-9)
        engine.advance(to: 1.25)
        expectClose(try engine.presentation(of: layer).position, CGPoint(x: 100, y: 25), tolerance: 1e-9)
    }

    @Test func linearMotionAlongAPathGivesEachElementAnEqualShareOfTime() throws {
        // Apple (CAKeyframeAnimation.path): "The end point of a line-to or curve-to segment defines the
        // keyframe value"; "Move-to segments do not define separate keyframe values"; for constant velocity
        // set calculationMode to paced. So in the default linear mode, without keyTimes, the keyframes are
        // evenly spaced in time. Path (0,0) → (100,0)
        // → (100,50) over 1 s: keyframes at 0, 0.5, 1 s, so 0.5 s → (100, 0) and 0.75 s → (100, 25).
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.run {
            let p = UIBezierPath()
            p.move(to: .zero)
            p.addLine(to: CGPoint(x: 100, y: 0))
            p.addLine(to: CGPoint(x: 100, y: 50))
            let a = CAKeyframeAnimation(keyPath: "position")
            a.path = p.cgPath
            a.duration = 1
            layer.add(a, forKey: "follow")
        }
        engine.advance(to: 0.5)
        let atHalf = try engine.presentation(of: layer).position
        engine.advance(to: 0.75)
        let atThreeQuarters = try engine.presentation(of: layer).position
        do {
            expectClose(atHalf, CGPoint(x: 100, y: 0), tolerance: 1e-9)
            expectClose(atThreeQuarters, CGPoint(x: 100, y: 25), tolerance: 1e-9)
        }
    }

    @Test func motionAlongAClosedPathReturnsAlongTheClosingEdge() throws {
        // Rectangle (0, 0, 100, 100) as a path, paced over 4 s: 4 edges of 100 pt, 100 pt/s, the last
        // edge being the close from (0, 100) back to (0, 0). At 3.5 s → (0, 50); at 3.99 s → (0, 1).
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.run {
            let a = CAKeyframeAnimation(keyPath: "position")
            a.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
            a.calculationMode = .paced
            a.duration = 4
            layer.add(a, forKey: "lap")
        }
        engine.advance(to: 1.5)
        let onSecondEdge = try engine.presentation(of: layer).position
        engine.advance(to: 3.5)
        let onClosingEdge = try engine.presentation(of: layer).position
        do {
            expectClose(onSecondEdge, CGPoint(x: 100, y: 50), tolerance: 1e-9)
            expectClose(onClosingEdge, CGPoint(x: 0, y: 50), tolerance: 1e-9)
        }
    }

    @Test func pathOnAKeyframeAnimationOfANonPointPropertyIsReported() {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.run {
            let a = CAKeyframeAnimation(keyPath: "opacity")
            a.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).cgPath
            layer.add(a, forKey: "odd")
        }
        #expect(engine.diagnostics(ofKind: .wrongValueType).contains { $0.message.contains("position") })
    }
}
