import Expectations
import Testing
import UIKit

/// Core Graphics contexts as UIKit makes them: their transform, the context stack, paths and
/// their state, gradients, images and their sizes.
@MainActor
struct DrawingContextTests {
    final class Probe: UIView {
        var seen: [CGAffineTransform] = []
        var rects: [CGRect] = []
        override func draw(_ rect: CGRect) {
            rects.append(rect)
            if let ctm = UIGraphicsGetCurrentContext()?.ctm { seen.append(ctm) }
        }
    }

    @Test func noContextOutsideDrawing() {
        UIKitEngine().run {
            #expect(UIGraphicsGetCurrentContext() == nil)
            UIGraphicsEndImageContext()  // nothing to end: no effect
            #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        }
    }

    @Test func drawGetsAFlippedContextOfTheBounds() {
        let engine = UIKitEngine()
        let probe = engine.run { () -> Probe in
            let window = UIWindow(frame: UIScreen.main.bounds)
            let probe = Probe(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
            probe.bounds.origin = CGPoint(x: 5, y: 0)
            window.addSubview(probe)
            window.makeKeyAndVisible()
            return probe
        }
        engine.advance(by: 0)
        // UIKit's y-down space on Core Graphics' y-up device: a = 1, d = −1, ty = the height; the
        // bounds' origin is where drawing starts.
        expectEqual(probe.seen, [CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -5, ty: 50)])
        expectEqual(probe.rects, [CGRect(x: 5, y: 0, width: 100, height: 50)])
        engine.run { #expect(UIGraphicsGetCurrentContext() == nil, "the context is popped after draw(_:)") }
    }

    @Test func rendererContextsHaveTheirScaleAndNest() {
        UIKitEngine().run {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            var outer: CGAffineTransform?, inner: CGAffineTransform?
            let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 10), format: format).image { context in
                outer = context.cgContext.ctm
                _ = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in inner = UIGraphicsGetCurrentContext()?.ctm }
                #expect(UIGraphicsGetCurrentContext() === context.cgContext, "the outer context is current again")
            }
            expectEqual(outer, CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 20))
            expectEqual(inner, CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 4))
            expectEqual(image.size, CGSize(width: 30, height: 10))
            expectEqual(image.scale, 2)
            expectEqual(image.cgImage?.width, 60)
            expectEqual(image.cgImage?.height, 20)
        }
    }

    @Test func imageContextsStack() {
        UIKitEngine().run {
            UIGraphicsBeginImageContext(CGSize(width: 8, height: 8))
            let first = UIGraphicsGetCurrentContext()
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 3)
            expectEqual(UIGraphicsGetImageFromCurrentImageContext()?.size, CGSize(width: 4, height: 2))
            expectEqual(UIGraphicsGetImageFromCurrentImageContext()?.cgImage?.width, 12)
            UIGraphicsEndImageContext()
            #expect(UIGraphicsGetCurrentContext() === first)
            UIGraphicsEndImageContext()
            #expect(UIGraphicsGetCurrentContext() == nil)
        }
    }

    @Test func stateIsSavedAndRestoredAndPathsEmptyWhenUsed() {
        UIKitEngine().run {
            _ = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100)).image { r in
                let c = r.cgContext
                c.saveGState()
                c.translateBy(x: 10, y: 0)
                c.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20))
                expectEqual(c.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 20, height: 20))
                c.restoreGState()
                expectEqual(c.ctm, CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 100))
                expectEqual(c.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 100, height: 100))
                c.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
                expectEqual(c.boundingBoxOfPath, CGRect(x: 1, y: 2, width: 3, height: 4))
                c.fillPath()
                #expect(c.isPathEmpty, "filling uses the path up")
                c.restoreGState()  // one too many: no effect
                expectEqual(c.ctm, CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 100))
            }
        }
    }

    @Test func gradientsBlendTheirStopsAndRefuseWhatIsNotAColour() {
        UIKitEngine().run {
            let space = CGColorSpaceCreateDeviceRGB()
            #expect(CGGradient(colorsSpace: space, colors: [UIColor.red.cgColor, "blue"] as CFArray, locations: nil) == nil)
            let g = CGGradient(colorsSpace: space, colors: [UIColor.black.cgColor, UIColor.white.cgColor] as CFArray, locations: [0.5, 1])!
            let linear = GradientPaint(gradient: g, kind: .linear(start: .zero, end: CGPoint(x: 100, y: 0)), toUser: .identity, drawsBeforeStart: false, drawsAfterEnd: false)
            expectEqual(linear.color(at: CGPoint(x: 25, y: 9))?.components?[0], 0, "before the first stop, its colour")
            expectEqual(linear.color(at: CGPoint(x: 75, y: 0))?.components?[0], 0.5)
            #expect(linear.color(at: CGPoint(x: -1, y: 0)) == nil, "before the start, nothing without drawsBeforeStartLocation")
            #expect(linear.color(at: CGPoint(x: 101, y: 0)) == nil)
            let radial = GradientPaint(gradient: g, kind: .radial(startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 10), toUser: .identity,
                                       drawsBeforeStart: false, drawsAfterEnd: true)
            expectEqual(radial.color(at: CGPoint(x: 0, y: 7.5))?.components?[0], 0.5)
            expectEqual(radial.color(at: CGPoint(x: 30, y: 0))?.components?[0], 1, "after the end, the end colour")
        }
    }

    @Test func imagesHaveTheirPixelsAndCroppingStaysInside() {
        UIKitEngine().run {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { _ in }
            let cg = image.cgImage!
            expectEqual(cg.width, 40)
            #expect(cg.cropping(to: CGRect(x: 50, y: 0, width: 10, height: 10)) == nil, "outside the image")
            expectEqual(cg.cropping(to: CGRect(x: 30, y: 10, width: 20, height: 20))?.width, 10, "cut to the image")
            let half = UIImage(cgImage: cg, scale: 2, orientation: .up)
            expectEqual(half.size, CGSize(width: 20, height: 10), "pixels over the scale")
            #expect(UIImage().cgImage == nil)
            expectEqual(UIImage().size, .zero)
        }
    }

    @Test func aBitmapContextIsYUpAndMakesAnImage() {
        UIKitEngine().run {
            let context = CGContext(data: nil, width: 10, height: 20, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                    bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            expectEqual(context.ctm, .identity)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            let image = context.makeImage()!
            expectEqual(image.width, 10)
            expectEqual(image.height, 20)
            // y up: the rectangle at y 0–5 is the bottom quarter of the picture.
            guard case let .drawing(drawing) = image.content else { Issue.record("not a drawing"); return }
            #expect(!drawing.layers(at: CGPoint(x: 5, y: 18)).isEmpty)
            #expect(drawing.layers(at: CGPoint(x: 5, y: 2)).isEmpty)
        }
    }

    @Test func clearMakesWhatWasDrawnTransparent() {
        UIKitEngine().run {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { r in
                r.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                r.cgContext.clear(CGRect(x: 0, y: 0, width: 5, height: 10))
                r.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            }
            guard case let .drawing(drawing) = image.cgImage!.content else { Issue.record("not a drawing"); return }
            #expect(drawing.layers(at: CGPoint(x: 3, y: 5)).isEmpty)
            #expect(!drawing.layers(at: CGPoint(x: 7, y: 5)).isEmpty)
            #expect(!drawing.layers(at: CGPoint(x: 1, y: 1)).isEmpty, "drawn after the clear")
        }
    }

    @Test func contentsTakeACGImageOnly() {
        UIKitEngine().run {
            let layer = CALayer()
            layer.contents = UIImage(asciiArt: "x")
            #expect(layer.content == nil, "a UIImage is not a layer's image")
            layer.contents = UIImage(asciiArt: "x").cgImage
            #expect(layer.contents is CGImage)
            guard case .picture? = layer.content else { Issue.record("the image is not shown"); return }
            layer.contents = nil
            #expect(layer.content == nil)
        }
    }
}
