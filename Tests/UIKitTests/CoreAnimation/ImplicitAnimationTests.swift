import Expectations
import Testing
import UIKit

/// Implicit animations: a standalone layer that is on screen and has been committed animates a
/// property change from its presentation value to the new model value (0.25 s, default curve); a
/// brand-new layer before its first commit, or a layer never displayed, does not.
@MainActor
struct ImplicitAnimationTests {
    @Test func committedDisplayedLayerAnimatesImplicitly() throws {
        // 1 → 0 over 0.25 s on the default curve; the model changes at once.
        // 0.125 s → 1 − 0.802403 = 0.197597; after 0.25 s → 0.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.advance(by: 0)
        engine.run { layer.opacity = 0 }
        expectEqual(layer.opacity, 0)
        let a = try #require(engine.run { layer.animation(forKey: "opacity") as? CABasicAnimation })
        expectEqual(a.keyPath, "opacity")
        expectEqual(a.duration, 0.25)
        engine.advance(by: 0.125)
        expectClose(try engine.presentation(of: layer).opacity, 0.197597, tolerance: 1e-5)
        engine.advance(by: 0.2)
        expectEqual(try engine.presentation(of: layer).opacity, 0)
        expectNil(engine.run { layer.animationKeys() })
    }

    @Test func brandNewLayerDoesNotAnimateBeforeItsFirstCommit() throws {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.run { layer.opacity = 0.5 }
        expectNil(engine.run { layer.animationKeys() })
        engine.advance(by: 0)
        expectEqual(try engine.presentation(of: layer).opacity, 0.5)
    }

    @Test func layerNeverDisplayedDoesNotAnimate() {
        let engine = UIKitEngine()
        let layer = engine.run { CALayer() }
        engine.advance(by: 0.1)
        engine.run { layer.opacity = 0.5 }
        expectNil(engine.run { layer.animationKeys() })
        expectNil(engine.run { layer.presentation() })
    }

    @Test func newSublayerOfADisplayedTreeAnimatesOnlyAfterTheNextCommit() {
        let engine = UIKitEngine()
        let root = engine.makeDisplayedLayer()
        engine.advance(by: 0)
        let child = engine.run { CALayer() }
        root.addSublayer(child)
        engine.run { child.opacity = 0.5 }
        expectNil(engine.run { child.animationKeys() }, "not committed yet")
        engine.advance(by: 1.0 / 60)
        engine.run { child.opacity = 0 }
        expectEqual(engine.run { child.animationKeys() }, ["opacity"])
    }

    @Test func settingTheSameValueDoesNotAnimate() {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.advance(by: 0)
        engine.run { layer.opacity = 1 }
        expectNil(engine.run { layer.animationKeys() })
    }

    @Test func eachChangedPropertyGetsItsOwnAnimation() {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.advance(by: 0)
        engine.run {
            layer.position = CGPoint(x: 10, y: 10)
            layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
            layer.transform = CATransform3DMakeScale(2, 2, 1)
            layer.cornerRadius = 4
        }
        expectEqual(engine.run { layer.animationKeys() }, ["position", "bounds", "transform", "cornerRadius"])
    }

    @Test func settingFrameAnimatesBoundsAndPosition() {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.advance(by: 0)
        engine.run { layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20) }
        expectEqual(Set(engine.run { layer.animationKeys() } ?? []), ["bounds", "position"])
    }

    @Test func implicitAnimationStartsFromThePresentationValue() throws {
        // position.x 0 → 100 implicitly; at 0.125 s it shows 100·0.802403 = 80.2403. Changing to 200 then
        // replaces the animation with one from (80.2403, 0).
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.advance(by: 0)
        engine.run { layer.position = CGPoint(x: 100, y: 0) }
        engine.advance(by: 0.125)
        engine.run { layer.position = CGPoint(x: 200, y: 0) }
        let a = try #require(engine.run { layer.animation(forKey: "position") as? CABasicAnimation })
        let from = try #require(a.fromValue as? CGPoint)
        expectClose(from, CGPoint(x: 80.2403, y: 0), tolerance: 1e-3)
        expectEqual(engine.run { layer.animationKeys() }, ["position"])
    }

    @Test func nullActionInTheActionsDictionaryDisablesTheAnimation() {
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        layer.actions = ["opacity": NSNull()]
        engine.advance(by: 0)
        engine.run {
            layer.opacity = 0
            layer.position = CGPoint(x: 5, y: 5)
        }
        expectEqual(engine.run { layer.animationKeys() }, ["position"])
    }

    @Test func actionsDictionaryAnimationIsUsedForItsKey() throws {
        // A 1 s CABasicAnimation() without a key path in `actions`: when it runs as the action for
        // "opacity" it animates opacity (Apple's CALayerDelegate.action(for:forKey:) listing relies on
        // this: CAAnimation.run(forKey:object:arguments:) uses the event key as the key path). It starts
        // from the presentation value (1) and lasts 1 s, so at 0.5 s the opacity is strictly between 0 and 1.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        let slow = CABasicAnimation()
        slow.duration = 1
        layer.actions = ["opacity": slow]
        engine.advance(by: 0)
        engine.run { layer.opacity = 0 }
        expectEqual(engine.run { layer.animation(forKey: "opacity")?.duration }, 1)
        engine.advance(by: 0.5)
        let o = try engine.presentation(of: layer).opacity
        let diagnostics = engine.diagnostics
        do {
            #expect(o > 0 && o < 1, "opacity at 0.5 s: \(o)")
            #expect(diagnostics.isEmpty, "\(diagnostics)")
        }
    }

    @Test func actionsDictionaryAnimationWithAKeyPathAnimates() throws {
        // The same with the key path written out: from the presentation value 1 to 0 over 1 s.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        let slow = CABasicAnimation(keyPath: "opacity")
        slow.duration = 1
        slow.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.actions = ["opacity": slow]
        engine.advance(by: 0)
        engine.run { layer.opacity = 0 }
        engine.advance(by: 0.5)
        expectClose(try engine.presentation(of: layer).opacity, 0.5, tolerance: 1e-6)
        #expect(engine.diagnostics.isEmpty)
    }

    @Test func delegateReturningNullDisablesTheAnimation() {
        final class NoActions: NSObject, CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
        }
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        let delegate = NoActions()
        layer.delegate = delegate
        engine.advance(by: 0)
        engine.run { layer.opacity = 0 }
        expectNil(engine.run { layer.animationKeys() })
    }

    @Test func shapeLayerPathHasNoImplicitAnimationButStrokeEndHas() {
        let engine = UIKitEngine()
        let shape = engine.run { CAShapeLayer() }
        engine.display(shape)
        engine.advance(by: 0)
        engine.run {
            shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
            shape.strokeEnd = 0.5
        }
        expectEqual(engine.run { shape.animationKeys() }, ["strokeEnd"])
    }

    @Test func addingAnExplicitAnimationIsNotAPropertyChange() {
        // add(_:forKey:) does not set the model, so it triggers no implicit animation.
        let engine = UIKitEngine()
        let layer = engine.makeDisplayedLayer()
        engine.advance(by: 0)
        engine.addLinear("opacity", from: 0, to: 1, duration: 1, on: layer, forKey: "fade")
        expectEqual(engine.run { layer.animationKeys() }, ["fade"])
    }
}
