import Expectations
import Testing
import Frames
import UIKit

/// Core Graphics drawing on the renderer's cells: a view's `draw(_:)`, drawn images, pictures of
/// views, and `CALayer.contents`. Cells are 8 × 16 points; black draws `@`, red `%`, white ` `.
@MainActor
struct DrawingRenderingTests {
    /// A view that draws what it is given.
    final class Canvas: UIView {
        var paint: (CGContext, CGRect) -> Void = { _, _ in }
        private(set) var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            guard let context = UIGraphicsGetCurrentContext() else { return }
            paint(context, rect)
        }
    }

    private func canvas(_ stage: Stage, _ frame: CGRect, _ paint: @escaping (CGContext, CGRect) -> Void) -> Canvas {
        stage.run {
            let view = Canvas(frame: frame)
            view.paint = paint
            stage.root.addSubview(view)
            return view
        }
    }

    // MARK: draw(_:)

    @Test func nothingDrawnIsNothingShown() {
        let stage = Stage(.cells(6, 3))
        let view = canvas(stage, cells(0, 0, 6, 3)) { _, _ in }
        stage.advance(by: 0)
        #expect(stage.frame().lines == ["      ", "      ", "      "])
        #expect(view.draws == 1)
    }

    @Test func aFilledRectangleCoversItsCells() {
        let stage = Stage(.cells(8, 4))
        _ = canvas(stage, cells(1, 1, 6, 2)) { context, _ in
            context.setFillColor(UIColor.black.cgColor)
            context.fill(CGRect(x: 8, y: 0, width: 24, height: 32))
        }
        stage.advance(by: 0)
        #expect(stage.frame().lines == [
            "        ",
            "  @@@   ",
            "  @@@   ",
            "        ",
        ])
    }

    @Test func bezierPathsFillStrokeAndClip() {
        let stage = Stage(.cells(12, 5))
        _ = canvas(stage, cells(0, 0, 12, 5)) { _, rect in
            // A red band clipped to the left half, and a one-point black line along row 3.
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 48, height: 32)).addClip()
            UIBezierPath(rect: rect).fill()
        }
        _ = canvas(stage, cells(0, 3, 12, 1)) { _, _ in
            UIColor.black.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 8))
            line.addLine(to: CGPoint(x: 96, y: 8))
            line.stroke()
        }
        stage.advance(by: 0)
        #expect(stage.frame().lines == [
            "%%%%%%      ",
            "%%%%%%      ",
            "            ",
            "@@@@@@@@@@@@",
            "            ",
        ])
    }

    @Test func anOvalIsRound() {
        let stage = Stage(.cells(9, 5))
        _ = canvas(stage, cells(0, 0, 9, 5)) { context, rect in
            context.setFillColor(UIColor.black.cgColor)
            context.fillEllipse(in: rect)
        }
        stage.advance(by: 0)
        let lines = stage.frame().lines
        #expect(lines[2] == "@@@@@@@@@")
        #expect(lines[0].first == " " && lines[0].last == " " && lines[0].contains("@"))
    }

    @Test func aLinearGradientDarkensAlongItsAxis() {
        let stage = Stage(.cells(10, 2))
        _ = canvas(stage, cells(0, 0, 10, 2)) { context, rect in
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [UIColor.white.cgColor, UIColor.black.cgColor] as CFArray, locations: [0, 1])!
            context.drawLinearGradient(gradient, start: CGPoint(x: rect.minX, y: 0), end: CGPoint(x: rect.maxX, y: 0), options: [])
        }
        stage.advance(by: 0)
        let frame = FrameRenderer.render(stage.root.layer, device: stage.device, at: stage.engine.currentTime, tones: true)
        let row = (0..<10).map { frame.tones![$0] }
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 < $1 }, "\(row)")
        #expect(row[0] < 0.1 && row[9] > 0.9, "\(row)")
    }

    @Test func setNeedsDisplayDrawsAgainOnceAndContentModeRedrawFollowsTheBounds() {
        let stage = Stage(.cells(8, 2))
        var color = UIColor.black
        let view = canvas(stage, cells(0, 0, 4, 1)) { context, rect in
            context.setFillColor(color.cgColor)
            context.fill(rect)
        }
        stage.advance(by: 0)
        #expect(stage.frame().lines == ["@@@@    ", "        "])
        color = .red
        stage.advance(by: 0.1)
        #expect(view.draws == 1, "nothing asked for a new drawing")
        stage.run {
            view.setNeedsDisplay()
            view.setNeedsDisplay()
        }
        stage.advance(by: 0)
        #expect(view.draws == 2, "two requests in a turn draw once")
        #expect(stage.frame().lines == ["%%%%    ", "        "])
        // Scale to fill (the default) stretches the old drawing; .redraw draws again.
        stage.run { view.frame = cells(0, 0, 8, 2) }
        stage.advance(by: 0)
        #expect(view.draws == 2)
        #expect(stage.frame().lines == ["%%%%%%%%", "%%%%%%%%"])
        stage.run {
            view.contentMode = .redraw
            view.frame = cells(0, 0, 6, 1)
        }
        stage.advance(by: 0)
        #expect(view.draws == 3)
    }

    @Test func aViewOffScreenDrawsWhenItIsAdded() {
        let stage = Stage(.cells(4, 1))
        let view = stage.run { () -> Canvas in
            let view = Canvas(frame: cells(0, 0, 4, 1))
            view.paint = { context, rect in context.fill(rect) }
            return view
        }
        stage.advance(by: 0.1)
        #expect(view.draws == 0)
        stage.add(view)
        stage.advance(by: 0)
        #expect(view.draws == 1)
        #expect(stage.frame().lines == ["@@@@"])
    }

    // MARK: Images

    static let arrow = "ab\ncd"

    @Test func coreGraphicsDrawsAnImageUpsideDownAndUIImageUpright() {
        let stage = Stage(.cells(6, 2))
        _ = canvas(stage, cells(0, 0, 2, 2)) { context, _ in
            let image = UIImage(asciiArt: Self.arrow)
            context.draw(image.cgImage!, in: CGRect(origin: .zero, size: image.size))
        }
        _ = canvas(stage, cells(4, 0, 2, 2)) { _, _ in
            UIImage(asciiArt: Self.arrow).draw(at: .zero)
        }
        stage.advance(by: 0)
        #expect(stage.frame().lines == ["cd  ab", "ab  cd"])
    }

    @Test func aRenderedImageOfAViewShowsInAnImageViewAndItsHalvesInLayers() {
        let stage = Stage(.cells(12, 3))
        let (source, halves) = stage.run { () -> (UIView, [CALayer]) in
            let source = UIView(frame: cells(0, 0, 4, 1))
            source.backgroundColor = .red
            let mark = UIView(frame: cells(0, 0, 1, 1))
            mark.backgroundColor = .black
            source.addSubview(mark)
            stage.root.addSubview(source)
            let halves = [CALayer(), CALayer()]
            for (i, half) in halves.enumerated() {
                half.frame = cells(CGFloat(6 + 3 * i), 2, 2, 1)
                stage.root.layer.addSublayer(half)
            }
            return (source, halves)
        }
        stage.advance(by: 0)
        stage.run {
            let image = UIGraphicsImageRenderer(bounds: source.bounds).image { _ in
                _ = source.drawHierarchy(in: source.bounds, afterScreenUpdates: false)
            }
            #expect(image.size == source.bounds.size)
            let shown = UIImageView(image: image)
            shown.frame = cells(6, 0, 4, 1)
            stage.root.addSubview(shown)
            // The left half (the black mark and one red cell), then the right half.
            let cg = image.cgImage!
            halves[0].contents = cg.cropping(to: CGRect(x: 0, y: 0, width: 16, height: 16))
            halves[1].contents = cg.cropping(to: CGRect(x: 16, y: 0, width: 16, height: 16))
        }
        stage.advance(by: 0)
        #expect(stage.frame().lines == [
            "@%%%  @%%%  ",
            "            ",
            "      @% %% ",
        ])
    }

    @Test func theOldImageContextRendersALayerTree() {
        let stage = Stage(.cells(6, 1))
        stage.run {
            let source = UIView(frame: cells(0, 0, 2, 1))
            source.backgroundColor = .black
            UIGraphicsBeginImageContextWithOptions(source.bounds.size, false, 0)
            source.layer.render(in: UIGraphicsGetCurrentContext()!)
            let image = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            #expect(UIGraphicsGetCurrentContext() == nil)
            let shown = UIImageView(image: image)
            shown.frame = cells(3, 0, 3, 1)
            stage.root.addSubview(shown)
        }
        stage.advance(by: 0)
        #expect(stage.frame().lines == ["   @@@"])
    }

    @Test func contentsGravityPlacesALayersImage() {
        let stage = Stage(.cells(8, 2))
        stage.run {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { context in
                UIColor.black.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
            }
            let layer = CALayer()
            layer.frame = cells(0, 0, 8, 2)
            layer.contents = image.cgImage
            layer.contentsGravity = .center
            stage.root.layer.addSublayer(layer)
        }
        // 16 × 16 in a 64 × 32 layer, centred: rows 8–24, the lower row's centre (24) is outside.
        #expect(stage.frame().lines == ["   @@   ", "        "])
    }

    @Test func aLayerSubclassDrawsAfterSetNeedsDisplay() {
        final class Dot: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(UIColor.black.cgColor)
                ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 16))
            }
        }
        let stage = Stage(.cells(3, 1))
        let dot = stage.run { () -> Dot in
            let dot = Dot()
            dot.frame = cells(1, 0, 1, 1)
            stage.root.layer.addSublayer(dot)
            return dot
        }
        stage.advance(by: 0)
        #expect(stage.frame().lines == ["   "], "a layer draws only when asked")
        stage.run { dot.setNeedsDisplay() }
        stage.advance(by: 0)
        #expect(stage.frame().lines == [" @ "])
    }

    @Test func aSnapshotOfADrawnViewKeepsItsDrawing() {
        let stage = Stage(.cells(6, 1))
        let view = canvas(stage, cells(0, 0, 2, 1)) { context, rect in context.fill(rect) }
        stage.advance(by: 0)
        stage.run {
            let copy = view.snapshotView(afterScreenUpdates: false)!
            copy.frame = cells(4, 0, 2, 1)
            stage.root.addSubview(copy)
        }
        stage.advance(by: 0)
        #expect(stage.frame().lines == ["@@  @@"])
    }

    @Test func aSymbolIsDrawnAsItsCharacterCentredInItsView() {
        let stage = Stage(.cells(5, 1))
        stage.run {
            let view = UIImageView(image: UIImage(systemName: "xmark"))
            view.frame = cells(0, 0, 5, 1)
            view.contentMode = .center
            stage.root.addSubview(view)
        }
        #expect(stage.frame().lines == ["  x  "])
    }
}
