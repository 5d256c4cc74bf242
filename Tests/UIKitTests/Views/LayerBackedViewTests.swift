import Expectations
import Testing
import UIKit

/// `layerClass` (a view backed by a `CAShapeLayer`) and `mask` views (UIKIT-SEMANTICS §9).
@MainActor
struct LayerBackedViewTests {
    /// The usual iOS idiom for a shape view.
    final class ShapeView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
        var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }
    }

    // MARK: layerClass

    @Test func layerClassGivesAShapeLayerBackedView() {
        UIKitEngine().run {
            let plain = UIView(frame: .zero)
            #expect(type(of: plain.layer) == CALayer.self)
            let shape = ShapeView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
            #expect(shape.layer is CAShapeLayer)
            expectIdentical(shape.layer.delegate, shape)
            expectEqual(shape.layer.frame, CGRect(x: 10, y: 20, width: 100, height: 50), "the frame goes to the shape layer")
        }
    }

    @Test func shapeLayerPropertiesWorkThroughTheView() {
        UIKitEngine().run {
            let shape = ShapeView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            let path = UIBezierPath(ovalIn: shape.bounds).cgPath
            shape.shapeLayer.path = path
            shape.shapeLayer.fillColor = UIColor.red.cgColor
            shape.shapeLayer.strokeEnd = 0.5
            expectEqual(shape.shapeLayer.path, path)
            expectEqual(shape.shapeLayer.fillColor, UIColor.red.cgColor)
            expectEqual(shape.shapeLayer.strokeEnd, 0.5)
            shape.backgroundColor = .yellow
            expectEqual(shape.layer.backgroundColor, UIColor.yellow.cgColor)
        }
    }

    @Test func shapeViewAnimatesItsViewPropertiesInBlocks() throws {
        // alpha 1 → 0 over 1 s linear on the shape view: ½ at ½ s, as for any view.
        let stage = ViewStage()
        let shape = stage.run { ShapeView(frame: CGRect(x: 0, y: 0, width: 100, height: 50)) }
        stage.add(shape)
        stage.run { UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { shape.alpha = 0 }) }
        stage.at(0.5)
        let p = try stage.presentation(of: shape.shapeLayer)
        #expect(stage.run { shape.layer.presentation() } is CAShapeLayer, "the presentation copy keeps the layer class")
        expectClose(Double(p.opacity), 0.5, tolerance: 1e-6)
    }

    @Test func shapePathAnimatesWithAnExplicitBasicAnimation() throws {
        // path from a 100 × 50 rectangle to a 200 × 50 one, 1 s linear: at ½ the right edge is at 150.
        let stage = ViewStage()
        let shape = stage.run { ShapeView(frame: CGRect(x: 0, y: 0, width: 200, height: 50)) }
        stage.add(shape)
        let from = stage.run { UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 50)).cgPath }
        let to = stage.run { UIBezierPath(rect: CGRect(x: 0, y: 0, width: 200, height: 50)).cgPath }
        stage.run {
            shape.shapeLayer.path = to
            let a = CABasicAnimation(keyPath: "path")
            a.fromValue = from
            a.toValue = to
            a.duration = 1
            shape.shapeLayer.add(a, forKey: "grow")
        }
        stage.at(0.5)
        let path = try #require(try stage.presentation(of: shape.shapeLayer).path)
        let xs = path.elements.flatMap(\.points).map(\.x)
        expectClose(xs.max() ?? 0, 150, tolerance: 1e-6)
    }

    @Test func shapePathDoesNotAnimateInsideAViewBlock() {
        // UIKit animates its own view properties in blocks; a CAShapeLayer's path is not one of
        // them (UIKIT-SEMANTICS §2: path has no implicit animation; animate it explicitly).
        let stage = ViewStage()
        let shape = stage.run { ShapeView(frame: CGRect(x: 0, y: 0, width: 200, height: 50)) }
        stage.add(shape)
        stage.run { shape.shapeLayer.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 50)).cgPath }
        stage.run {
            UIView.animate(withDuration: 1, animations: {
                shape.shapeLayer.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 200, height: 50)).cgPath
            })
        }
        do {
            expectNil(stage.run { shape.layer.animationKeys() })
        }
    }

    // MARK: mask

    @Test func maskViewBecomesTheLayersMask() {
        UIKitEngine().run {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let mask = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            view.mask = mask
            expectIdentical(view.mask, mask)
            expectIdentical(view.layer.mask, mask.layer)
            expectNil(mask.superview)
            expectNil(view.layer.sublayers, "a mask is not a sublayer")
            expectEqual(mask.layer.frame, CGRect(x: 10, y: 10, width: 50, height: 50), "in the masked view's coordinates")
        }
    }

    @Test func maskViewLeavesItsSuperview() {
        UIKitEngine().run {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let holder = UIView(frame: .zero)
            let mask = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            holder.addSubview(mask)
            view.mask = mask
            expectNil(mask.superview)
            #expect(holder.subviews.isEmpty)
        }
    }

    @Test func replacingAndClearingTheMask() {
        UIKitEngine().run {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let first = UIView(frame: .zero), second = UIView(frame: .zero)
            view.mask = first
            view.mask = second
            expectIdentical(view.layer.mask, second.layer)
            view.mask = nil
            expectNil(view.layer.mask)
            expectNil(view.mask)
        }
    }

    @Test func shapeViewAsAMask() {
        // A circle-shaped mask view (the circle-reveal tutorials use this).
        UIKitEngine().run {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let circle = ShapeView(frame: view.bounds)
            circle.shapeLayer.path = UIBezierPath(ovalIn: circle.bounds).cgPath
            view.mask = circle
            #expect(view.layer.mask is CAShapeLayer)
        }
    }
}
