import Expectations
import Testing
import UIKit

/// CAMediaTimingFunction: a cubic Bézier from (0,0) to (1,1); progress at elapsed fraction x is
/// y(t) where x(t) = x. Expected values below come from solving x(t) by bisection by hand
/// (x(t) = 3(1−t)²t·c1x + 3(1−t)t²·c2x + t³), then y(t) with the c1y, c2y control values.
@MainActor
struct TimingFunctionTests {
    @Test func endpointsAreFixed() {
        for name in [CAMediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut, .default] {
            let f = CAMediaTimingFunction(name: name)
            expectEqual(f.progress(at: 0), 0, "\(name.rawValue) at 0")
            expectEqual(f.progress(at: 1), 1, "\(name.rawValue) at 1")
        }
    }

    @Test func linearIsTheIdentity() {
        let f = CAMediaTimingFunction(name: .linear)
        for x in [0.1, 0.25, 0.5, 0.9] { expectClose(f.progress(at: x), x, tolerance: 1e-12) }
    }

    @Test func easeInAtHalfIsAboutPoint315() {
        // (0.42, 0, 1, 1): x(t) = 0.5 at t = 0.374253; y = 3(1−t)t² + t³ = 0.262938 + 0.052419 = 0.315357.
        expectClose(CAMediaTimingFunction(name: .easeIn).progress(at: 0.5), 0.315357, tolerance: 1e-5)
    }

    @Test func easeInAtQuarterAndThreeQuarters() {
        // x = 0.25 → t = 0.188787, y = 0.093465; x = 0.75 → t = 0.581976, y = 0.621862.
        let f = CAMediaTimingFunction(name: .easeIn)
        expectClose(f.progress(at: 0.25), 0.093465, tolerance: 1e-5)
        expectClose(f.progress(at: 0.75), 0.621862, tolerance: 1e-5)
    }

    @Test func easeOutMirrorsEaseIn() {
        // (0, 0, 0.58, 1) is ease-in turned by 180°: y_out(x) = 1 − y_in(1 − x).
        // x = 0.5 → t = 0.625747, y = 0.684643; x = 0.25 → 0.378138; x = 0.75 → 0.906535.
        let f = CAMediaTimingFunction(name: .easeOut)
        expectClose(f.progress(at: 0.5), 0.684643, tolerance: 1e-5)
        expectClose(f.progress(at: 0.25), 0.378138, tolerance: 1e-5)
        expectClose(f.progress(at: 0.75), 0.906535, tolerance: 1e-5)
    }

    @Test func easeInEaseOutIsSymmetricAboutTheMiddle() {
        // (0.42, 0, 0.58, 1): x = 0.5 at t = 0.5 exactly, y = 0.5. x = 0.25 → t = 0.225065, y = 0.129162;
        // x = 0.75 → y = 1 − 0.129162 = 0.870838.
        let f = CAMediaTimingFunction(name: .easeInEaseOut)
        expectClose(f.progress(at: 0.5), 0.5, tolerance: 1e-7)
        expectClose(f.progress(at: 0.25), 0.129162, tolerance: 1e-5)
        expectClose(f.progress(at: 0.75), 0.870838, tolerance: 1e-5)
    }

    @Test func defaultCurveRisesFast() {
        // (0.25, 0.1, 0.25, 1): x = 0.25 → t = 0.409459, y = 0.408511; x = 0.5 → t = 0.699572, y = 0.802403;
        // x = 0.75 → t = 0.873873, y = 0.960459.
        let f = CAMediaTimingFunction(name: .default)
        expectClose(f.progress(at: 0.25), 0.408511, tolerance: 1e-5)
        expectClose(f.progress(at: 0.5), 0.802403, tolerance: 1e-5)
        expectClose(f.progress(at: 0.75), 0.960459, tolerance: 1e-5)
    }

    @Test func customControlPointsAreSolvedAsABezier() {
        // (0.42, 0, 1, 1) written out equals ease-in: 0.315357 at 0.5.
        expectClose(CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1).progress(at: 0.5), 0.315357, tolerance: 1e-5)
        // (0.5, 0, 0.5, 1) is symmetric: 0.5 at 0.5.
        expectClose(CAMediaTimingFunction(controlPoints: 0.5, 0, 0.5, 1).progress(at: 0.5), 0.5, tolerance: 1e-7)
    }

    @Test func overshootingControlPointsLeaveTheUnitRange() {
        // (0.5, 1.5, 0.5, 1.5): c1x = c2x = 0.5 is symmetric in x, so x = 0.5 at t = 0.5:
        // y = 3·0.25·0.5·1.5 + 3·0.5·0.25·1.5 + 0.125 = 0.5625 + 0.5625 + 0.125 = 1.25.
        expectClose(CAMediaTimingFunction(controlPoints: 0.5, 1.5, 0.5, 1.5).progress(at: 0.5), 1.25, tolerance: 1e-7)
    }

    @Test func getControlPointReturnsTheFourPoints() {
        let f = CAMediaTimingFunction(name: .easeInEaseOut)
        var v: [Float] = [9, 9]
        f.getControlPoint(at: 0, values: &v); expectEqual(v, [0, 0])
        f.getControlPoint(at: 1, values: &v); expectEqual(v, [0.42, 0])
        f.getControlPoint(at: 2, values: &v); expectEqual(v, [0.58, 1])
        f.getControlPoint(at: 3, values: &v); expectEqual(v, [1, 1])
    }

    @Test func easeInDrivesABasicAnimation() throws {
        // position.x 0 → 100 over 1 s, ease-in: at 0.5 s the layer is at 100 · 0.315357 = 31.5357.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.addLinear("position.x", from: 0, to: 100, duration: 1, on: layer) {
            $0.timingFunction = CAMediaTimingFunction(name: .easeIn)
        }
        engine.advance(by: 0.5)
        expectClose(try engine.presentation(of: layer).position.x, 31.5357, tolerance: 1e-3)
    }

    @Test func nilTimingFunctionOnAnExplicitAnimationIsLinear() throws {
        // No timing function: at 0.25 s of 1 s the value is 25.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.addLinear("position.x", from: 0, to: 100, duration: 1, on: layer)
        engine.advance(by: 0.25)
        expectClose(try engine.presentation(of: layer).position.x, 25, tolerance: 1e-9)
    }
}
