import Expectations
import Testing
import Frames
import UIKit

/// `CAGradientLayer`: its colours over its bounds along the start and end points, as a mask, and
/// animated.
@MainActor
struct GradientLayerRenderingTests {
    private func tones(_ stage: Stage) -> [Double] {
        FrameRenderer.render(stage.root.layer, device: stage.device, at: stage.engine.currentTime, tones: true).tones!
    }

    private func gradient(_ stage: Stage, _ frame: CGRect, _ colors: [UIColor], configure: (CAGradientLayer) -> Void = { _ in }) -> CAGradientLayer {
        stage.run {
            let layer = CAGradientLayer()
            layer.frame = frame
            layer.colors = colors.map(\.cgColor)
            configure(layer)
            stage.root.layer.addSublayer(layer)
            return layer
        }
    }

    @Test func theDefaultRunsFromTopToBottom() {
        let stage = Stage(.cells(2, 6))
        _ = gradient(stage, cells(0, 0, 2, 6), [.white, .black])
        let t = tones(stage)
        let column = (0..<6).map { t[$0 * 2] }
        #expect(zip(column, column.dropFirst()).allSatisfy { $0 < $1 }, "\(column)")
        #expect(t[0] == t[1], "the same across")
    }

    @Test func startAndEndPointsTurnItAndLocationsPlaceTheColours() {
        let stage = Stage(.cells(10, 1))
        _ = gradient(stage, cells(0, 0, 10, 1), [.white, .black]) { layer in
            layer.startPoint = CGPoint(x: 0, y: 0.5)
            layer.endPoint = CGPoint(x: 1, y: 0.5)
            layer.locations = [0.5, 1]
        }
        let row = tones(stage)
        #expect(row[0...4].allSatisfy { $0 == 0 }, "white up to the first location: \(row)")
        #expect(zip(row[4...], row[5...]).allSatisfy { $0 < $1 }, "\(row)")
    }

    @Test func aRadialGradientIsDarkestAtItsEdge() {
        let stage = Stage(.cells(9, 5))
        _ = gradient(stage, cells(0, 0, 9, 5), [.white, .black]) { layer in
            layer.type = .radial
            layer.startPoint = CGPoint(x: 0.5, y: 0.5)
            layer.endPoint = CGPoint(x: 1, y: 1)
        }
        let t = tones(stage)
        #expect(t[2 * 9 + 4] < t[2 * 9 + 0] && t[2 * 9 + 4] < t[0], "\(t)")
    }

    @Test func asAMaskItsAlphaFadesTheView() {
        let stage = Stage(.cells(10, 1))
        stage.run {
            let view = UIView(frame: cells(0, 0, 10, 1))
            view.backgroundColor = .black
            let mask = CAGradientLayer()
            mask.frame = view.bounds
            mask.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
            mask.startPoint = CGPoint(x: 0.5, y: 0.5)
            mask.endPoint = CGPoint(x: 1, y: 0.5)
            view.layer.mask = mask
            stage.root.addSubview(view)
        }
        let row = tones(stage)
        #expect(row[0...4].allSatisfy { $0 > 0.99 }, "the left half shows whole: \(row)")
        #expect(zip(row[5...], row[6...]).allSatisfy { $0 > $1 }, "then fades: \(row)")
    }

    @Test func colorsAnimateElementByElement() {
        let stage = Stage(.cells(2, 2))
        let layer = gradient(stage, cells(0, 0, 2, 2), [.black, .black])
        stage.advance(by: 0)
        stage.run {
            let fade = CABasicAnimation(keyPath: "colors")
            fade.fromValue = [UIColor.black.cgColor, UIColor.black.cgColor]
            fade.toValue = [UIColor.white.cgColor, UIColor.white.cgColor]
            fade.duration = 1
            layer.add(fade, forKey: "fade")
        }
        stage.advance(by: 0.5)
        let shown = stage.run { layer.presentation()?.colors as? [CGColor] }
        expectEqual(shown?.map { $0.components![0] }, [0.5, 0.5])
        stage.advance(by: 1)
        expectEqual(stage.run { (layer.presentation()?.colors as? [CGColor])?.first?.components?[0] }, 0, "the model again after the animation")
    }

    @Test func colorsThatAreNotCGColorsAreSaidAndDrawNothing() {
        let stage = Stage(.cells(2, 1))
        let layer = gradient(stage, cells(0, 0, 2, 1), []) { layer in layer.colors = [UIColor.black, UIColor.white] }
        #expect(stage.run { layer.colors } == nil)
        #expect(stage.engine.diagnostics.first { $0.kind == .wrongValueType }?.message.contains(".cgColor") == true)
        #expect(tones(stage).allSatisfy { $0 == 0 })
        stage.run {
            let plain = CALayer()
            stage.root.layer.addSublayer(plain)
            let wrong = CABasicAnimation(keyPath: "colors")
            wrong.toValue = [UIColor.red.cgColor]
            plain.add(wrong, forKey: nil)
        }
        stage.advance(by: 0)
        #expect(stage.engine.diagnostics.first { $0.kind == .unknownKeyPath }?.message.contains("only a CAGradientLayer") == true)
    }
}
