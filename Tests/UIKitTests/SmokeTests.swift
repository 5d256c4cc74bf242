import Expectations
import Testing
import UIKit

@MainActor
struct SmokeTests {
    @Test func concatTranslateThenScale() {
        let t = CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 1))
        expectEqual(t.m41, 20)
    }

    @Test func easeInAtHalf() {
        let f = CAMediaTimingFunction(name: .easeIn)
        expectLess(abs(f.progress(at: 0.5) - 0.3153), 0.001)
    }

    @Test func basicOpacityAnimation() throws {
        let engine = UIKitEngine()
        let layer = engine.run { CALayer() }
        engine.display(layer)
        engine.run {
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = 0
            a.toValue = 1
            a.duration = 1
            layer.add(a, forKey: "fade")
        }
        engine.advance(by: 0.5)
        let p = try #require(engine.run { layer.presentation() })
        expectLess(abs(p.opacity - 0.5), 1e-6)
        expectEqual(layer.opacity, 1)
        engine.advance(by: 0.6)
        expectNil(engine.run { layer.animationKeys() })
    }
}
