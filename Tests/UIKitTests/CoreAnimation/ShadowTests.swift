import Expectations
import Testing
import UIKit

/// A layer's shadow properties: iOS's defaults, explicit animations of each, implicit ones on a
/// standalone layer only, none inside `UIView.animate`.
@MainActor
struct ShadowTests {
    @Test func defaultsAreOpaqueBlackTransparentThreeUpAndThreeWide() {
        // CALayer docs: shadowColor opaque black, shadowOpacity 0, shadowOffset (0, -3),
        // shadowRadius 3, shadowPath nil.
        let engine = UIKitEngine()
        let layer = engine.run { CALayer() }
        engine.run {
            expectEqual(layer.shadowColor, CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            expectEqual(layer.shadowOpacity, 0)
            expectEqual(layer.shadowOffset, CGSize(width: 0, height: -3))
            expectEqual(layer.shadowRadius, 3)
            expectNil(layer.shadowPath)
        }
    }

    @Test func explicitShadowOpacityAnimationMovesThePresentation() throws {
        // Linear 0 → 0.8 over 1 s: at 0.25 s the presentation is 0.2; the model stays 0.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.addLinear("shadowOpacity", from: 0, to: 0.8, duration: 1, on: layer)
        engine.advance(to: 0.25)
        expectClose(Double(try engine.presentation(of: layer).shadowOpacity), 0.2, tolerance: 1e-6)
        expectEqual(layer.shadowOpacity, 0)
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }

    @Test func explicitShadowOffsetRadiusAndColourAnimationsInterpolate() throws {
        // Linear over 1 s, read at 0.5 s: offset (0, -3) → (8, 13) gives (4, 5); radius 3 → 11
        // gives 7; colour black → white gives mid grey.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.run {
            let offset = CABasicAnimation(keyPath: "shadowOffset")
            offset.fromValue = CGSize(width: 0, height: -3)
            offset.toValue = CGSize(width: 8, height: 13)
            offset.duration = 1
            layer.add(offset, forKey: "offset")
            let radius = CABasicAnimation(keyPath: "shadowRadius")
            radius.fromValue = 3.0
            radius.toValue = 11.0
            radius.duration = 1
            layer.add(radius, forKey: "radius")
            let colour = CABasicAnimation(keyPath: "shadowColor")
            colour.fromValue = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            colour.toValue = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            colour.duration = 1
            layer.add(colour, forKey: "colour")
        }
        engine.advance(to: 0.5)
        let p = try engine.presentation(of: layer)
        expectClose(Double(p.shadowOffset.width), 4, tolerance: 1e-9)
        expectClose(Double(p.shadowOffset.height), 5, tolerance: 1e-9)
        expectClose(Double(p.shadowRadius), 7, tolerance: 1e-9)
        let c = try #require(p.shadowColor?.components)
        expectClose(Double(c[0]), 0.5, tolerance: 1e-6)
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }

    @Test func shadowPathAnimatesExplicitlyButNeverImplicitly() throws {
        // A rectangle 0…10 → 0…30 wide, linear over 1 s: at 0.5 s it is 20 wide. Setting the
        // path on a displayed standalone layer adds no animation (CALayer docs, shadowPath).
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.advance(by: 0)
        engine.run { layer.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).cgPath }
        expectNil(engine.run { layer.animationKeys() })
        engine.run {
            let a = CABasicAnimation(keyPath: "shadowPath")
            a.fromValue = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
            a.toValue = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 10)).cgPath
            a.duration = 1
            layer.add(a, forKey: "path")
        }
        engine.advance(by: 0.5)
        let box = try #require(try engine.presentation(of: layer).shadowPath?.boundingBoxOfPath)
        expectClose(Double(box.width), 20, tolerance: 1e-9)
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }

    @Test func shadowOpacityAnimatesImplicitlyOnAStandaloneLayer() throws {
        // Core Animation's default implied animation: 0.25 s on the default curve.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.advance(by: 0)
        engine.run { layer.shadowOpacity = 1 }
        let a = try #require(engine.run { layer.animation(forKey: "shadowOpacity") as? CABasicAnimation })
        expectEqual(a.duration, 0.25)
    }

    @Test func shadowPropertiesDoNotAnimateInsideAViewBlock() throws {
        // UIKit animates only its own keys in blocks; layer shadows change at once.
        let stage = ViewStage()
        let view = stage.addView(CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.run {
            UIView.animate(withDuration: 1, animations: {
                view.layer.shadowOpacity = 1
                view.layer.shadowOffset = CGSize(width: 4, height: 4)
                view.layer.shadowRadius = 8
            })
        }
        expectNil(stage.run { view.layer.animationKeys() })
        stage.at(0.1)
        let p = try stage.presentation(of: view)
        expectEqual(p.shadowOpacity, 1)
        expectEqual(p.shadowOffset, CGSize(width: 4, height: 4))
    }

    @Test func valueForKeyPathReadsTheShadow() {
        let engine = UIKitEngine()
        let layer = engine.run { CALayer() }
        engine.run { layer.shadowOpacity = 0.5 }
        expectEqual(engine.run { layer.value(forKeyPath: "shadowOpacity") as? Float }, 0.5)
        expectEqual(engine.run { layer.value(forKeyPath: "shadowOffset") as? CGSize }, CGSize(width: 0, height: -3))
    }
}
