import Foundation

/// An array of Core Foundation objects, as `CGGradient(colorsSpace:colors:locations:)` takes its
/// colours (`[a.cgColor, b.cgColor] as CFArray`).
public typealias CFArray = NSArray

/// A colour space. Colours here are sRGB (§3.3); the space is accepted and kept.
public final class CGColorSpace: @unchecked Sendable {
    public let name: String?
    public init?(name: String) { self.name = name }
    init() { name = "kCGColorSpaceSRGB" }
    public static let sRGB = "kCGColorSpaceSRGB"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// The number of colour components (without alpha).
    public var numberOfComponents: Int { name == Self.genericGrayGamma2_2 ? 1 : 3 }
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)! }

/// Colours at locations from 0 to 1, blended linearly between them.
public final class CGGradient: @unchecked Sendable {
    let stops: [(location: CGFloat, color: CGColor)]

    /// A gradient of `colors` (`CGColor`s), at `locations` (evenly spread when nil). Nil when
    /// `colors` holds something that is not a colour, as Core Graphics returns NULL.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let list = colors.compactMap { item -> CGColor? in
            if let color = item as? CGColor { return color }
            return (item as? UIColor)?.cgColor
        }
        guard list.count == colors.count, !list.isEmpty else { return nil }
        stops = Self.stops(list, locations.map { pointer in (0..<list.count).map { pointer[$0] } })
    }

    /// A gradient from raw components (`space`'s components and alpha per colour).
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>, locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let n = space.numberOfComponents + 1
        let colors = (0..<count).map { i -> CGColor in
            let c = (0..<n).map { components[i * n + $0] }
            return n == 2 ? CGColor(gray: c[0], alpha: c[1]) : CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        }
        stops = Self.stops(colors, locations.map { pointer in (0..<count).map { pointer[$0] } })
    }

    /// A gradient of colours at locations (a gradient layer's).
    init?(stops colors: [CGColor], locations: [CGFloat]?) {
        guard !colors.isEmpty else { return nil }
        stops = Self.stops(colors, locations.flatMap { $0.count == colors.count ? $0 : nil })
    }

    private static func stops(_ colors: [CGColor], _ locations: [CGFloat]?) -> [(location: CGFloat, color: CGColor)] {
        let spread = colors.count == 1 ? [0] : (0..<colors.count).map { CGFloat($0) / CGFloat(colors.count - 1) }
        return zip(locations ?? spread, colors).map { (location: $0, color: $1) }.sorted { $0.location < $1.location }
    }

    /// The colour at `t` (0…1): the stops' colours blended, the end colours beyond them.
    func color(at t: CGFloat) -> CGColor {
        guard let first = stops.first, let last = stops.last else { return CGColor(gray: 0, alpha: 0) }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 1
            let ca = a.color.components!, cb = b.color.components!
            func mix(_ i: Int) -> CGFloat { ca[i] + (cb[i] - ca[i]) * f }
            return CGColor(red: mix(0), green: mix(1), blue: mix(2), alpha: mix(3))
        }
        return last.color
    }
}

public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0, eoFill, stroke, fillStroke, eoFillStroke
}

public enum CGLineCap: Int32, Sendable { case butt = 0, round, square }
public enum CGLineJoin: Int32, Sendable { case miter = 0, round, bevel }

/// How colours combine. Only `.normal` (source over) and `.clear` draw differently here; the
/// others are kept and draw as `.normal` (§3.3).
public enum CGBlendMode: Int32, Sendable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

public enum CGInterpolationQuality: Int32, Sendable { case `default` = 0, none, low, medium, high }

public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// An image as Core Graphics holds it: a picture `width` × `height` pixels (the points of its
/// content × its scale). Made by `UIImage.cgImage`, `CGContext.makeImage()` and `cropping(to:)`.
public final class CGImage: @unchecked Sendable {
    package let content: ImageContent
    /// Pixels per point of the content.
    package let pixelScale: CGFloat

    package init(content: ImageContent, scale: CGFloat) {
        self.content = content
        pixelScale = scale
    }

    public var width: Int { Int((content.size.width * pixelScale).rounded()) }
    public var height: Int { Int((content.size.height * pixelScale).rounded()) }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }

    /// The part `rect` (in pixels, origin at the top left) of the image, cut to the image; nil
    /// when nothing of the image is in it, as Core Graphics returns NULL.
    public func cropping(to rect: CGRect) -> CGImage? {
        let whole = CGRect(x: 0, y: 0, width: width, height: height)
        let part = rect.integral.intersection(whole)
        guard !part.isNull, part.width > 0, part.height > 0 else { return nil }
        let points = CGRect(x: part.minX / pixelScale, y: part.minY / pixelScale, width: part.width / pixelScale, height: part.height / pixelScale)
        return CGImage(content: content.cropped(to: points), scale: pixelScale)
    }
}

/// A Core Graphics drawing context. Paths, fills, strokes, clips, gradients and images are
/// kept as marks (`Drawing`) and drawn by the renderer at its cells; nothing is rasterised.
///
/// User space reaches the device through the current transformation matrix (`ctm`). The
/// device space is Core Graphics': pixels, y up. A context UIKit makes (in `draw(_:)`, an image
/// renderer, `UIGraphicsBeginImageContext`) starts flipped, so its user space has y down, in
/// points; a bitmap context made with `CGContext(data:…)` starts unflipped, y up, in pixels.
public final class CGContext {
    struct GState {
        var ctm: CGAffineTransform
        var fill = CGColor(gray: 0, alpha: 1)
        var stroke = CGColor(gray: 0, alpha: 1)
        var lineWidth: CGFloat = 1
        var alpha: CGFloat = 1
        var clip: [Drawing.ClipRegion] = []
        var lineCap: CGLineCap = .butt
        var lineJoin: CGLineJoin = .miter
        var blendMode: CGBlendMode = .normal
    }

    var drawing: Drawing
    private var state: GState
    private var saved: [GState] = []
    /// The path being built, in canvas space.
    private var path = CGMutablePath()
    /// Device pixels per canvas point.
    let scale: CGFloat
    /// Device → canvas: pixels, y up → points, y down.
    private let deviceToCanvas: CGAffineTransform
    /// Whether `makeImage()` may be asked (a bitmap context, not a view's).
    let isBitmap: Bool
    public var interpolationQuality: CGInterpolationQuality = .default

    /// A context over a canvas of `size` points at `scale` pixels a point; `flipped` gives it
    /// UIKit's y-down user space.
    init(size: CGSize, scale: CGFloat, flipped: Bool, origin: CGPoint = .zero, isBitmap: Bool) {
        drawing = Drawing(size: size)
        self.scale = scale
        self.isBitmap = isBitmap
        deviceToCanvas = CGAffineTransform(a: 1 / scale, b: 0, c: 0, d: -1 / scale, tx: 0, ty: size.height)
        var ctm = flipped ? CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: size.height * scale) : .identity
        if origin != .zero { ctm = CGAffineTransform(translationX: -origin.x, y: -origin.y).concatenating(ctm) }
        state = GState(ctm: ctm)
    }

    /// A bitmap context of `width` × `height` pixels (Core Graphics' y-up space). The pixel
    /// buffer is not kept: `data` must be nil (the engine draws marks, not pixels).
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: UInt32) {
        guard data == nil, width > 0, height > 0 else { return nil }
        self.init(size: CGSize(width: width, height: height), scale: 1, flipped: false, isBitmap: true)
    }

    public var width: Int { Int((drawing.size.width * scale).rounded()) }
    public var height: Int { Int((drawing.size.height * scale).rounded()) }

    /// User space → canvas.
    private var toCanvas: CGAffineTransform { state.ctm.concatenating(deviceToCanvas) }

    // MARK: State

    public func saveGState() { saved.append(state) }
    public func restoreGState() {
        guard let last = saved.popLast() else { return }
        state = last
    }

    public var ctm: CGAffineTransform { state.ctm }
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }
    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

    public func setFillColor(_ color: CGColor) { state.fill = color }
    public func setStrokeColor(_ color: CGColor) { state.stroke = color }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { state.fill = CGColor(red: red, green: green, blue: blue, alpha: alpha) }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { state.stroke = CGColor(red: red, green: green, blue: blue, alpha: alpha) }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fill = CGColor(gray: gray, alpha: alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.stroke = CGColor(gray: gray, alpha: alpha) }
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(alpha, 0), 1) }
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    public func setMiterLimit(_ limit: CGFloat) {}
    /// Dashes are not drawn: a dashed line draws solid here (§3.3).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {}
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    public func setShouldAntialias(_ shouldAntialias: Bool) {}
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
    /// Shadows of drawing are not drawn here (a layer's own shadow is, §3.3).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
    public func setShadow(offset: CGSize, blur: CGFloat) {}

    // MARK: The path

    public func beginPath() { path = CGMutablePath() }
    public var isPathEmpty: Bool { path.isEmpty }
    /// The path's current point, in user space.
    public var currentPointOfPath: CGPoint {
        path.isEmpty ? .zero : path.currentPoint.applying(toCanvas.inverted())
    }
    /// The path's bounding box, in user space.
    public var boundingBoxOfPath: CGRect {
        path.isEmpty ? .null : path.boundingBoxOfPath.applying(toCanvas.inverted())
    }
    public func move(to point: CGPoint) { path.move(to: point, transform: toCanvas) }
    public func addLine(to point: CGPoint) { path.addLine(to: point, transform: toCanvas) }
    public func addLines(between points: [CGPoint]) { path.addLines(between: points, transform: toCanvas) }
    public func addRect(_ rect: CGRect) { path.addRect(rect, transform: toCanvas) }
    public func addRects(_ rects: [CGRect]) { path.addRects(rects, transform: toCanvas) }
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect, transform: toCanvas) }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, transform: toCanvas)
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { path.addCurve(to: end, control1: control1, control2: control2, transform: toCanvas) }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, control: control, transform: toCanvas) }
    public func addPath(_ other: CGPath) { path.addPath(other, transform: toCanvas) }
    public func closePath() { path.closeSubpath() }

    // MARK: Painting

    private func mark(_ shape: Drawing.Mark.Shape, color: CGColor?) {
        if state.blendMode == .clear || state.blendMode == .copy && (color?.alpha ?? 1) == 0 {
            switch shape {
            case let .fill(polygons, _): drawing.marks.append(.init(shape: .clear(polygons), color: nil, alpha: 1, clip: state.clip))
            default: break
            }
            return
        }
        drawing.marks.append(.init(shape: shape, color: color, alpha: state.alpha, clip: state.clip))
    }

    /// The width of a stroke on the canvas: the line width through the user space's scale.
    private var canvasHalfWidth: CGFloat {
        let t = toCanvas
        return state.lineWidth * abs(t.a * t.d - t.b * t.c).squareRoot() / 2
    }

    /// Fills the path (then empties it, as Core Graphics does).
    public func fillPath(using rule: CGPathFillRule = .winding) {
        defer { beginPath() }
        mark(.fill(path.flattenedPolygons, evenOdd: rule == .evenOdd), color: state.fill)
    }

    public func strokePath() {
        defer { beginPath() }
        mark(.stroke(path.flattenedPolygons, halfWidth: canvasHalfWidth), color: state.stroke)
    }

    public func drawPath(using mode: CGPathDrawingMode) {
        let polygons = path.flattenedPolygons
        defer { beginPath() }
        if mode != .stroke { mark(.fill(polygons, evenOdd: mode == .eoFill || mode == .eoFillStroke), color: state.fill) }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke { mark(.stroke(polygons, halfWidth: canvasHalfWidth), color: state.stroke) }
    }

    private func polygons(_ build: (CGMutablePath) -> Void) -> [[CGPoint]] {
        let p = CGMutablePath()
        build(p)
        return p.flattenedPolygons
    }

    public func fill(_ rect: CGRect) { mark(.fill(polygons { $0.addRect(rect, transform: toCanvas) }, evenOdd: false), color: state.fill) }
    public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }
    public func fillEllipse(in rect: CGRect) { mark(.fill(polygons { $0.addEllipse(in: rect, transform: toCanvas) }, evenOdd: false), color: state.fill) }
    public func stroke(_ rect: CGRect) { mark(.stroke(polygons { $0.addRect(rect, transform: toCanvas) }, halfWidth: canvasHalfWidth), color: state.stroke) }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let kept = state.lineWidth
        state.lineWidth = width
        stroke(rect)
        state.lineWidth = kept
    }
    public func strokeEllipse(in rect: CGRect) { mark(.stroke(polygons { $0.addEllipse(in: rect, transform: toCanvas) }, halfWidth: canvasHalfWidth), color: state.stroke) }
    /// Strokes each pair of points as a segment.
    public func strokeLineSegments(between points: [CGPoint]) {
        let lines = stride(from: 0, to: points.count - 1, by: 2).map { [points[$0].applying(toCanvas), points[$0 + 1].applying(toCanvas)] }
        mark(.stroke(lines, halfWidth: canvasHalfWidth), color: state.stroke)
    }

    /// Makes `rect` transparent: what was drawn there before is gone.
    public func clear(_ rect: CGRect) {
        drawing.marks.append(.init(shape: .clear(polygons { $0.addRect(rect, transform: toCanvas) }), color: nil, alpha: 1, clip: state.clip))
    }

    // MARK: Clipping

    /// Narrows the clip to the inside of the path (then empties the path).
    public func clip(using rule: CGPathFillRule = .winding) {
        state.clip.append(Drawing.ClipRegion(polygons: path.flattenedPolygons, evenOdd: rule == .evenOdd))
        beginPath()
    }
    public func clip(to rect: CGRect) { state.clip.append(Drawing.ClipRegion(polygons: polygons { $0.addRect(rect, transform: toCanvas) }, evenOdd: false)) }
    public func clip(to rects: [CGRect]) { state.clip.append(Drawing.ClipRegion(polygons: polygons { $0.addRects(rects, transform: toCanvas) }, evenOdd: false)) }
    public func resetClip() { state.clip = [] }

    /// The smallest rectangle holding the clip, in user space (the whole canvas without one).
    public var boundingBoxOfClipPath: CGRect {
        var box = CGRect(origin: .zero, size: drawing.size)
        for region in state.clip {
            let points = region.polygons.flatMap { $0 }
            guard let first = points.first else { return .zero }
            var r = CGRect(origin: first, size: .zero)
            for p in points { r = r.union(CGRect(origin: p, size: .zero)) }
            box = box.intersection(r)
        }
        return box.isNull ? .zero : box.applying(toCanvas.inverted())
    }

    // MARK: Gradients and images

    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        let paint = GradientPaint(gradient: gradient, kind: .linear(start: start, end: end), toUser: toCanvas.inverted(),
                                  drawsBeforeStart: options.contains(.drawsBeforeStartLocation), drawsAfterEnd: options.contains(.drawsAfterEndLocation))
        mark(.gradient(paint), color: nil)
    }

    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let paint = GradientPaint(gradient: gradient, kind: .radial(startCenter: startCenter, startRadius: startRadius, endCenter: endCenter, endRadius: endRadius),
                                  toUser: toCanvas.inverted(),
                                  drawsBeforeStart: options.contains(.drawsBeforeStartLocation), drawsAfterEnd: options.contains(.drawsAfterEndLocation))
        mark(.gradient(paint), color: nil)
    }

    /// Draws `image` into `rect` as Core Graphics does: the image's top row at the rectangle's
    /// greatest y. In a context UIKit made (y down) that is its bottom, so the image shows upside
    /// down — `UIImage.draw(in:)` draws it upright.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        let size = image.content.size
        guard size.width > 0, size.height > 0, rect.width != 0, rect.height != 0 else { return }
        // Image space (y down, its size) → user space: the top row at rect.maxY.
        let imageToUser = CGAffineTransform(a: rect.width / size.width, b: 0, c: 0, d: -rect.height / size.height, tx: rect.minX, ty: rect.maxY)
        drawImage(image.content, imageToUser: imageToUser)
    }

    /// Draws image content whose own space reaches user space through `imageToUser`.
    func drawImage(_ content: ImageContent, imageToUser: CGAffineTransform) {
        let toImage = imageToUser.concatenating(toCanvas).inverted()
        mark(.image(content, toImage: toImage), color: nil)
    }

    /// Draws content through a transform from its space to user space, without clipping the
    /// CTM's own (for `UIImage.draw(in:)`, which draws upright in UIKit's space).
    func drawUpright(_ content: ImageContent, in rect: CGRect) {
        let size = content.size
        guard size.width > 0, size.height > 0, rect.width != 0, rect.height != 0 else { return }
        drawImage(content, imageToUser: CGAffineTransform(a: rect.width / size.width, b: 0, c: 0, d: rect.height / size.height, tx: rect.minX, ty: rect.minY))
    }

    /// The drawing so far as an image (a bitmap context's; nil for a view's context).
    public func makeImage() -> CGImage? {
        isBitmap ? CGImage(content: .drawing(drawing), scale: scale) : nil
    }
}
