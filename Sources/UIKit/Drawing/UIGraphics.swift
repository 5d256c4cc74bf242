import Foundation

/// UIKit's stack of drawing contexts: the top one is where `UIBezierPath.fill()`,
/// `UIColor.setFill()` and `UIImage.draw(in:)` draw. `draw(_:)`, an image renderer's block and
/// `UIGraphicsBeginImageContext` push one; drawing runs on the main thread only.
enum GraphicsContextStack {
    nonisolated(unsafe) static var contexts: [CGContext] = []
    /// The contexts `UIGraphicsBeginImageContext…` pushed (which `UIGraphicsEndImageContext` pops).
    nonisolated(unsafe) static var imageContexts: [ObjectIdentifier] = []

    static func with<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
        contexts.append(context)
        defer { contexts.removeAll { $0 === context } }
        return try body()
    }
}

/// The current drawing context: the one `draw(_:)` draws in, an image renderer's, or the last
/// image context begun; nil outside them.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.contexts.last }

public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.contexts.append(context) }

public func UIGraphicsPopContext() { _ = GraphicsContextStack.contexts.popLast() }

/// Begins an image context of `size` points at one pixel a point, not opaque.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Begins an image context of `size` points; `scale` 0 means the main screen's.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let pixels = scale > 0 ? scale : 1
    let context = CGContext(size: size, scale: pixels, flipped: true, isBitmap: true)
    GraphicsContextStack.contexts.append(context)
    GraphicsContextStack.imageContexts.append(ObjectIdentifier(context))
}

/// What the current image context holds now, as an image; nil when the current context is not
/// an image context.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = GraphicsContextStack.contexts.last, GraphicsContextStack.imageContexts.contains(ObjectIdentifier(context)) else { return nil }
    return UIImage(drawn: .drawing(context.drawing), scale: context.scale)
}

/// Ends the current image context (pops it).
public func UIGraphicsEndImageContext() {
    guard let context = GraphicsContextStack.contexts.last, let index = GraphicsContextStack.imageContexts.lastIndex(of: ObjectIdentifier(context)) else { return }
    GraphicsContextStack.imageContexts.remove(at: index)
    GraphicsContextStack.contexts.removeLast()
}

/// Fills `rect` with the current fill colour.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Strokes `rect`'s edge one point wide, inside it.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
}

/// Narrows the current context's clip to `rect`.
public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }

// MARK: Renderers

/// What a renderer's contexts are like.
open class UIGraphicsRendererFormat: NSObject {
    public required override init() { super.init() }
    open class func `default`() -> Self { Self() }
    /// The rectangle drawn into, set by the renderer.
    public internal(set) var bounds: CGRect = .zero
}

open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// Pixels per point (the main screen's by default: 1 here).
    open var scale: CGFloat = 1
    open var opaque = false
    open var preferredRange: Range = .automatic
    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended = 1, standard = 2 }
    public required override init() { super.init() }
    /// The format of the main screen.
    open class func preferred() -> Self { Self() }
}

/// A renderer's context, handed to its drawing block.
open class UIGraphicsRendererContext: NSObject {
    public let cgContext: CGContext
    public let format: UIGraphicsRendererFormat
    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) { blending(blendMode) { $0.fill(rect) } }
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) { blending(blendMode) { $0.stroke(rect) } }

    /// Runs `paint` with `mode` set, the context's state restored after.
    private func blending(_ mode: CGBlendMode, _ paint: (CGContext) -> Void) {
        cgContext.saveGState()
        cgContext.setBlendMode(mode)
        paint(cgContext)
        cgContext.restoreGState()
    }
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// What the block has drawn so far.
    @MainActor open var currentImage: UIImage { UIImage(drawn: .drawing(cgContext.drawing), scale: cgContext.scale) }
}

open class UIGraphicsRenderer: NSObject {
    public let format: UIGraphicsRendererFormat
    let bounds: CGRect
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        self.bounds = bounds
        self.format = format
        format.bounds = bounds
        super.init()
    }
    /// Whether the renderer can make contexts (always, here).
    open var allowsImageOutput: Bool { true }
}

/// Draws images: `renderer.image { context in … }` runs the block with a context of the
/// renderer's size (UIKit's y-down space, the bounds' origin at their top left) and returns
/// what it drew.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    private var imageFormat: UIGraphicsImageRendererFormat { format as? UIGraphicsImageRendererFormat ?? .default() }

    @MainActor
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let scale = imageFormat.scale > 0 ? imageFormat.scale : 1
        let context = CGContext(size: bounds.size, scale: scale, flipped: true, origin: bounds.origin, isBitmap: true)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        GraphicsContextStack.with(context) { actions(rendererContext) }
        return UIImage(drawn: .drawing(context.drawing), scale: scale)
    }
}

// MARK: Drawing with UIKit's objects

extension UIColor {
    /// Makes this the fill and stroke colour of the current context.
    public func set() {
        setFill()
        setStroke()
    }
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}

extension UIImage {
    /// Draws the image upright in `rect` of the current context.
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.drawUpright(content, in: rect)
        context.restoreGState()
    }

    /// Draws the image at its size with its top left at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }
}
